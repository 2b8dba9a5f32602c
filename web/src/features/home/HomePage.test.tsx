import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLoggedIn } from '../../testing/handlers/auth';
import { homeViewer } from '../../testing/handlers/content';
import { renderApp } from '../../testing/render';

afterEach(() => {
  homeViewer.landingPage = null;
  homeViewer.catalogs = ['2014BSWebCatalog'];
});

const quickLinks = async () => within(await screen.findByRole('region', { name: 'Customer Quick Reference Links' }));

describe('home', () => {
  it('shows guests the six quick links, which need login and remember where they lead', async () => {
    setLoggedIn(false);
    const { router } = renderApp('/');
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
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/my-account/invoices/open' } });
  });

  it('offers Order Supplies Online only with no catalogue or the standard assortment', async () => {
    renderApp('/');
    const banner = within(await screen.findByRole('region', { name: 'Hurricane Readiness' }));
    expect(await banner.findByRole('link', { name: 'Order Supplies Online' })).toHaveAttribute(
      'href',
      '/c?q=hurricane%20readiness',
    );
    expect(banner.getAllByRole('link', { name: /\(PDF\)/ })).toHaveLength(2);
  });

  it('hides Order Supplies Online for a user whose catalogues leave out the standard assortment', async () => {
    homeViewer.catalogs = ['SafetyCatalog'];
    renderApp('/');
    const banner = within(await screen.findByRole('region', { name: 'Hurricane Readiness' }));
    expect(await banner.findByRole('link', { name: 'Search hurricane readiness supplies' })).toBeInTheDocument();
    // The quick links lose their guest note once the user is known; the button stays hidden.
    await waitFor(async () =>
      expect((await quickLinks()).queryByText('Log in to use these links.')).not.toBeInTheDocument(),
    );
    expect(banner.queryByRole('link', { name: 'Order Supplies Online' })).not.toBeInTheDocument();
  });

  it('sends a user with a custom landing page to it', async () => {
    homeViewer.landingPage = '/landing/acme';
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/landing/acme'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Acme Fabrication', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2014BSWebCatalog' })).toHaveAttribute(
      'href',
      '/categories?catalog=2014BSWebCatalog',
    );
  });
});
