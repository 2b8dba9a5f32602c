import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { ViewerDocument } from '../features/auth/Viewer.generated';
import { profileHandlers, resetProfile } from '../testing/handlers/profile';
import { ApprovalAlertViewerDocument } from '../features/approvals/CartRequests.generated';
import { api } from '../testing/api';
import { buyer } from '../testing/fixtures';
import { setLoggedIn } from '../testing/handlers/auth';
import { gifmState, resetGifm } from '../testing/handlers/gifm';
import { server } from '../testing/server';
import type { ShellViewerFieldsFragment } from './Shell.generated';
import { renderApp } from '../testing/render';
import { shellBuyer, shellState } from '../testing/handlers/shell';
import { mainNavigationEntries, topBarEntries, type NavigationContext } from './mainNavigation';

afterEach(resetGifm);

// The main navigation's own list (the phone menu repeats the top bar's links after it).
const mainNav = async () => within((await screen.findByRole('navigation', { name: 'Main' })).querySelector('ul')!);
const siteBar = async () => within(await screen.findByRole('navigation', { name: 'Site' }));

/** The main navigation's entry names once the viewer (and their Get it for Me access) is known. */
async function mainEntries(expected: string[]) {
  const nav = await mainNav();
  await waitFor(() =>
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([...expected, 'Support 1-800-555-0150']),
  );
  expect(nav.getByRole('button', { name: 'Categories' })).toBeInTheDocument();
}

/** The viewer the mocked gateway answers, the same to every query that reads it (Apollo merges them by id). */
function viewerIs(flags: Partial<ShellViewerFieldsFragment>) {
  shellState.viewer = flags;
  const viewer = { ...shellBuyer, ...flags };
  server.use(
    api.query(ViewerDocument, () =>
      HttpResponse.json({ data: { __typename: 'Query', viewer: { ...buyer, sessionMode: viewer.sessionMode } } }),
    ),
    api.query(ApprovalAlertViewerDocument, () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          viewer: {
            __typename: 'Viewer',
            id: viewer.id,
            isSupervisor: viewer.isSupervisor,
            roles: viewer.roles,
            sessionMode: viewer.sessionMode,
          },
        },
      }),
    ),
  );
}

const topBarLinks = async () => (await siteBar()).getAllByRole('link').map((link) => link.textContent);
const SITE_LINKS = ['Contact Us', 'Services & Solutions', 'Careers (opens in a new tab)', 'About', 'Support'];
const CSR = 'E-mail your customer service representative, csr@vallen.example';

describe('main navigation and top bar, row by row (storefront §2.3, account-admin §6)', () => {
  it('guest: Categories, Brands and the phone; Register and Log In; no CSR link', async () => {
    setLoggedIn(false);
    renderApp('/contact-us');
    await mainEntries(['Brands']);
    expect(await topBarLinks()).toEqual(SITE_LINKS);
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    // In the header row, and again in the phone menu (which CSS shows below 760 px only).
    const register = screen.getAllByRole('link', { name: 'Register' });
    expect(register.map((link) => link.getAttribute('href'))).toEqual(['/create-account', '/create-account']);
    expect(screen.queryByRole('button', { name: /My Account/ })).not.toBeInTheDocument();
  });

  // Moved from features/auth/LoginModal.test.tsx: the modal itself is tested there.
  it("guest: the header's Log In opens the login modal", async () => {
    setLoggedIn(false);
    renderApp('/support');
    fireEvent.click(await within(await screen.findByRole('banner')).findByRole('link', { name: 'Log In' }));
    expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
  });

  it('buyer: Order Pad, Shopping Lists and Get it for Me; the CSR e-mail; an account menu with My Account and Log Out', async () => {
    const { router } = renderApp('/contact-us');
    await mainEntries(['Brands', 'Order Pad', 'Shopping Lists', 'Get it for Me']);
    const nav = await mainNav();
    expect(nav.getByRole('link', { name: 'Shopping Lists' })).toHaveAttribute('href', '/my-account/shopping-lists');
    expect(nav.getByRole('link', { name: 'Get it for Me' })).toHaveAttribute('href', '/my-account/quote');
    await waitFor(async () => expect(await topBarLinks()).toEqual([...SITE_LINKS, CSR]));
    expect((await siteBar()).getByRole('link', { name: /csr@vallen.example/ })).toHaveAttribute(
      'href',
      'mailto:csr@vallen.example',
    );
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: `Hello, ${shellBuyer.name} My Account` }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['My Account', 'Log Out']);
    resetProfile();
    server.use(...profileHandlers);
    fireEvent.click(menu.getByRole('menuitem', { name: 'My Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('express user: no CSR link', async () => {
    viewerIs({ sessionMode: 'EXPRESS', orderPadEnabled: false });
    renderApp('/contact-us');
    await mainEntries(['Brands', 'Shopping Lists', 'Get it for Me']);
    expect(await topBarLinks()).toEqual(SITE_LINKS);
  });

  it('customer without a CSR: no CSR link', async () => {
    viewerIs({ csrEmail: null });
    renderApp('/contact-us');
    await mainEntries(['Brands', 'Order Pad', 'Shopping Lists', 'Get it for Me']);
    expect(await topBarLinks()).toEqual(SITE_LINKS);
  });

  it('punch-out user without the quote report: no Review Quotes and no Log Out', async () => {
    viewerIs({ sessionMode: 'PUNCH_OUT', quoteReportActive: false });
    Object.assign(gifmState, { quotes: false, nonStockOrders: false });
    renderApp('/contact-us');
    await mainEntries(['Brands', 'Order Pad', 'Shopping Lists']);
    expect(await topBarLinks()).toEqual([...SITE_LINKS, CSR]);
    fireEvent.click(screen.getByRole('button', { name: /My Account/ }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['My Account']);
  });

  it('punch-out user with the quote report: Review Quotes in the top bar', async () => {
    viewerIs({ sessionMode: 'PUNCH_OUT', quoteReportActive: true });
    Object.assign(gifmState, { quotes: false, nonStockOrders: false });
    renderApp('/contact-us');
    await waitFor(async () => expect(await topBarLinks()).toEqual([...SITE_LINKS, CSR, 'Review Quotes']));
    expect((await siteBar()).getByRole('link', { name: 'Review Quotes' })).toHaveAttribute(
      'href',
      '/my-account/reviewquotes',
    );
  });

  it('user without Get it for Me: no entry', async () => {
    Object.assign(gifmState, { quotes: false, nonStockOrders: false });
    renderApp('/contact-us');
    await mainEntries(['Brands', 'Order Pad', 'Shopping Lists']);
  });

  it('approver: Order Approvals in the account menu', async () => {
    viewerIs({ isSupervisor: true });
    renderApp('/contact-us');
    fireEvent.click(await screen.findByRole('button', { name: /My Account/ }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'My Account',
      'Order Approvals',
      'Log Out',
    ]);
  });

  it('opens the Categories menu with the eleven departments and leads to a category', async () => {
    const { router } = renderApp('/contact-us');
    fireEvent.click((await mainNav()).getByRole('button', { name: 'Categories' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Shop by category' }));
    const departments = await panel.findAllByRole('link', { name: /^Department \d+$/ });
    expect(departments).toHaveLength(11);
    expect(panel.getAllByRole('link', { name: /^Category / })).toHaveLength(44);
    fireEvent.click(panel.getByRole('link', { name: 'Category 3.2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?department=Department+3&category=Category+3.2'));
    expect(router.state.location.pathname).toBe('/c');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Shop by category' })).not.toBeInTheDocument());
  });

  it('opens and closes the phone menu with its button', async () => {
    renderApp('/contact-us');
    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'main-navigation');
    expect(document.getElementById('main-navigation')).toHaveAccessibleName('Main');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});

describe('footer', () => {
  it('shows the accepted cards, unless card payment is disabled for the user', async () => {
    const { unmount } = renderApp('/contact-us');
    const cards = within(await screen.findByRole('list', { name: 'Cards we accept' }));
    expect(cards.getAllByRole('img').map((img) => img.getAttribute('aria-label'))).toEqual([
      'Visa',
      'MasterCard',
      'American Express',
    ]);
    unmount();
    viewerIs({ cardPaymentDisabled: true });
    renderApp('/contact-us');
    await mainEntries(['Brands', 'Order Pad', 'Shopping Lists', 'Get it for Me']);
    expect(screen.queryByRole('list', { name: 'Cards we accept' })).not.toBeInTheDocument();
  });

  it('opens the terms in a modal', async () => {
    renderApp('/contact-us');
    fireEvent.click(await screen.findByRole('button', { name: 'Terms and Conditions' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Terms and Conditions' }));
    expect(dialog.getByRole('heading', { name: 'Terms of Sale', level: 3 })).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Open the terms as a page' })).toHaveAttribute(
      'href',
      '/termsandconditions',
    );
  });
});

describe('the rules table', () => {
  const context = (viewer: Partial<NavigationContext['viewer']> | null, quotes = true): NavigationContext => ({
    viewer: viewer ? { ...shellBuyer, ...viewer } : null,
    getItForMe: viewer ? { quotes, nonStockOrders: true } : null,
  });

  it('shows Order Pad to users with the order pad on, never to express users or the customer without it', () => {
    const keys = (c: NavigationContext) => mainNavigationEntries(c).map((e) => e.key);
    expect(keys(context({ orderPadEnabled: true }))).toEqual([
      'brands',
      'order-pad',
      'shopping-lists',
      'get-it-for-me',
    ]);
    expect(mainNavigationEntries(context({ orderPadEnabled: true }))[1]?.to).toBe('/order-pad/single-entry');
    expect(keys(context({ sessionMode: 'EXPRESS', orderPadEnabled: false }))).not.toContain('order-pad');
    expect(keys(context({ orderPadEnabled: false }))).not.toContain('order-pad');
    expect(keys(context(null))).toEqual(['brands']);
  });

  it('sends a user with non-stock orders only to the non-stock form', () => {
    expect(mainNavigationEntries(context({}, false)).find((e) => e.key === 'get-it-for-me')?.to).toBe(
      '/my-account/non-stock',
    );
  });

  it('gives the top bar no account entries for a guest and no Log Out in punch-out', () => {
    expect(topBarEntries(context(null))).toMatchObject({ account: false, register: true, logIn: true, logOut: false });
    expect(topBarEntries(context({ sessionMode: 'PUNCH_OUT' }))).toMatchObject({
      account: true,
      accountHome: '/my-account/shopping-lists',
      logOut: false,
    });
  });
});
