import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerQuery } from '../../testing/api';
import { catalogOf, homeViewerOf } from '../../testing/factories/home';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { CustomerLandingPage } from './CustomerLandingPage';
import { HomePage } from './HomePage';
import { HomeViewerDocument, type HomeViewerQuery } from './HomeViewer.generated';

const viewerIs = (viewer: HomeViewerQuery['viewer']) => server.use(answerQuery(HomeViewerDocument, { viewer }));

// The login card comes from the auth feature; the app composes it (app/routes.tsx).
const renderHome = () =>
  renderRoute(<HomePage loginCard={<p>Login card</p>} />, {
    path: '/',
    routes: [{ path: '/landing/:name', element: <CustomerLandingPage /> }],
  });

const quickLinks = async () => within(await screen.findByRole('region', { name: 'Customer Quick Reference Links' }));

describe('home', () => {
  // Login-only targets send a guest to log in, remembering the target: app/navigation.test.tsx
  // ('sends a guest from a login-only page to login, remembering the target with its query').
  it('shows guests the six quick links, which need login and lead to their pages', async () => {
    viewerIs(null);
    renderHome();
    const links = await quickLinks();
    expect(links.getByText('Log in to use these links.')).toBeInTheDocument();
    expect(links.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Quotes',
      'Retrieve Invoices',
      'Tracking Numbers',
      'Open Invoices',
      'Open Orders',
      'Order History',
    ]);
    fireEvent.click(links.getByRole('link', { name: 'Open Invoices' }));
    expect(await screen.findByLabelText('Landed at')).toHaveTextContent('/my-account/invoices/open');
  });

  it('offers Order Supplies Online only with no catalogue or the standard assortment', async () => {
    viewerIs(homeViewerOf());
    renderHome();
    const banner = within(await screen.findByRole('region', { name: 'Hurricane Readiness' }));
    expect(await banner.findByRole('link', { name: 'Order Supplies Online' })).toHaveAttribute(
      'href',
      '/c?q=hurricane%20readiness',
    );
    expect(banner.getAllByRole('link', { name: /\(PDF\)/ })).toHaveLength(2);
  });

  it('hides Order Supplies Online for a user whose catalogues leave out the standard assortment', async () => {
    viewerIs(homeViewerOf({ catalogs: [catalogOf('SafetyCatalog')] }));
    renderHome();
    const banner = within(await screen.findByRole('region', { name: 'Hurricane Readiness' }));
    expect(await banner.findByRole('link', { name: 'Search hurricane readiness supplies' })).toBeInTheDocument();
    // The quick links lose their guest note once the user is known; the button stays hidden.
    await waitFor(async () =>
      expect((await quickLinks()).queryByText('Log in to use these links.')).not.toBeInTheDocument(),
    );
    expect(banner.queryByRole('link', { name: 'Order Supplies Online' })).not.toBeInTheDocument();
  });

  it('sends a user with a custom landing page to it', async () => {
    viewerIs(homeViewerOf({ landingPage: '/landing/acme' }));
    const { router } = renderHome();
    await waitFor(() => expect(router.state.location.pathname).toBe('/landing/acme'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Acme Fabrication', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2014BSWebCatalog' })).toHaveAttribute(
      'href',
      '/categories?catalog=2014BSWebCatalog',
    );
  });
});
