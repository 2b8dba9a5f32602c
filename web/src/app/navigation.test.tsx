import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { HttpResponse } from 'msw';
import { StoreBrandDocument } from '../lib/Brand.generated';
import { ViewerDocument } from '../features/auth/Viewer.generated';
import { buyer } from '../testing/fixtures';
import { api } from '../testing/api';
import { setLoggedIn } from '../testing/handlers/auth';
import { server } from '../testing/server';
import { approvalsState, resetApprovals } from '../testing/handlers/approvals';
import { renderApp } from '../testing/render';
import { titleFor } from './navigation';

describe('titles', () => {
  it('are set per route, and a data-specific page refines them', () => {
    expect(titleFor('/contact-us')).toBe('Contact Us');
    expect(titleFor('/resale-exemption-certificates')).toBe('Resale Exemption Certificates');
    expect(titleFor('/p/some-product')).toBeNull();
  });
});

describe('navigation', () => {
  it('redirects /terms-of-service to /termsandconditions and titles the page', async () => {
    const { router } = renderApp('/terms-of-service');
    await waitFor(() => expect(router.state.location.pathname).toBe('/termsandconditions'));
    expect(await screen.findByRole('heading', { name: 'Terms and Conditions', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Terms and Conditions | Vallen'));
  });

  it('sends the default brand from /about to its content page, and unknown content to 404', async () => {
    const { router } = renderApp('/about');
    await waitFor(() => expect(router.state.location.pathname).toBe('/w/aboutus'));
    await router.navigate('/w/not-a-page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    await router.navigate('/houston');
    await waitFor(() => expect(router.state.location.pathname).toBe('/w/houston'));
  });

  it('sends a guest from a login-only page to login, remembering the target with its query', async () => {
    setLoggedIn(false);
    const { router } = renderApp('/my-account/orders?page=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({
      from: { pathname: '/my-account/orders', search: '?page=2', hash: '' },
    });
    await waitFor(() => expect(document.title).toBe('Log In | Vallen'));
  });

  it('shows /about to the second brand', async () => {
    server.use(
      api.query(StoreBrandDocument, () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            storeBrand: {
              __typename: 'StoreBrand',
              key: 'RV',
              name: 'RV Supply by Vallen',
              supportEmail: 'support@rvsupply.example',
              supportPhone: '1-800-555-0175',
            },
          },
        }),
      ),
    );
    const { router } = renderApp('/about');
    expect(await screen.findByRole('heading', { name: 'About RV Supply by Vallen', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about');
  });

  it('offers no Log Out to a punch-out session', async () => {
    server.use(
      api.query(ViewerDocument, () =>
        HttpResponse.json({ data: { __typename: 'Query', viewer: { ...buyer, sessionMode: 'PUNCH_OUT' } } }),
      ),
    );
    // Every query reading the viewer answers the same session (they share one cache entry).
    approvalsState.punchOut = true;
    onTestFinished(() => {
      resetApprovals();
    });
    renderApp('/support');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText(`Hello, ${buyer.name}`)).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
  });

  it('opens an external route in a new tab and stays on the page it was followed from', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { router } = renderApp('/support');
    await screen.findByRole('heading', { name: 'Support', level: 1 });
    await router.navigate('/careers');
    await waitFor(() => expect(router.state.location.pathname).toBe('/support'));
    expect(open).toHaveBeenCalledWith('https://careers.vallen.example/', '_blank', 'noopener,noreferrer');
  });

  it('offers the link when an external route is opened directly', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderApp('/careers');
    expect(await screen.findByRole('link', { name: /Open the careers site/ })).toHaveAttribute(
      'href',
      'https://careers.vallen.example/',
    );
    expect(open).not.toHaveBeenCalled();
  });
});
