import { describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../testing/render';
import { buyerMenu, setAccountMenu } from '../testing/handlers/account';
import { setLoggedIn } from '../testing/handlers/auth';
import { orderAccess } from '../testing/handlers/orders';
import { OrderAccessDocument } from '../features/orders/OrderAccess.generated';
import { api } from '../testing/api';
import { server } from '../testing/server';

const admin = () => {
  const menu = buyerMenu();
  menu.viewer.roles = ['USER', 'ADMIN'];
  Object.assign(menu.viewer.permissions, { canApproveOrders: true, canManageUsers: true });
  return menu;
};
const PUNCH_OUT_ACCESS = { myOrders: false, reviewQuotes: false, openInvoices: false, paidInvoices: false };
const punchOut = () => {
  // The order screens' own guard reads the same access from the gateway.
  server.use(
    api.query(OrderAccessDocument, () =>
      HttpResponse.json({ data: { __typename: 'Query', orderAccess: { ...orderAccess, ...PUNCH_OUT_ACCESS } } }),
    ),
  );
  const menu = buyerMenu();
  menu.viewer.sessionMode = 'PUNCH_OUT';
  Object.assign(menu.orderAccess, PUNCH_OUT_ACCESS);
  Object.assign(menu.getItForMe, { quotes: false, nonStockOrders: false });
  return menu;
};

const accountMenu = () => screen.findByRole('navigation', { name: 'Account menu' });
// The sidebar (from 992 px) and the select list (below) are both in the page; CSS shows one.
const sidebarLinks = async () =>
  within(await accountMenu())
    .getAllByRole('link')
    .map((link) => link.textContent);
const selectOptions = async () =>
  within(await accountMenu())
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the account layout', () => {
  it("shows a buyer's entries in the sidebar and the select list, and marks the current page", async () => {
    renderApp('/my-account/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    const buyerEntries = [
      'Account Overview',
      'My Profile',
      'Notifications',
      'My Orders',
      'Request Quote',
      'Order Non-Stock',
      'Review Orders',
      'Review Quotes',
      'Spend Reports',
      'Open Invoices',
      'Paid Invoices',
      'Returns',
      'Shopping Lists',
      'Scan To Web',
      'Pending Orders',
    ];
    expect(await sidebarLinks()).toEqual(buyerEntries);
    expect(await selectOptions()).toEqual(['Choose a page', ...buyerEntries]);
    const menu = await accountMenu();
    expect(within(menu).getByRole('link', { name: 'My Orders' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'My Profile' })).not.toHaveAttribute('aria-current');
    expect(within(menu).getByRole('combobox', { name: 'Account menu' })).toHaveValue('/my-account/orders');
    expect(within(menu).getByRole('list', { name: 'Orders, Quotes & Invoices' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Order Approvals' })).not.toBeInTheDocument();
  });

  it('navigates with the select list', async () => {
    const { router } = renderApp('/my-account/orders');
    const select = within(await accountMenu()).getByRole('combobox', { name: 'Account menu' });
    fireEvent.change(select, { target: { value: '/my-account/shopping-lists' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/shopping-lists'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping Lists' })).toBeInTheDocument();
  });

  it('shows an administrator Order Approvals and opens it', async () => {
    setAccountMenu(admin());
    renderApp('/administration/order-requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Approvals' })).toBeInTheDocument();
    expect(await sidebarLinks()).toContain('Order Approvals');
    expect(within(await accountMenu()).getByRole('link', { name: 'Order Approvals' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it.each(['/administration', '/administration/order-requests', '/administration/users'])(
    'refuses a buyer %s',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    },
  );

  // Moved from features/cart/SharedCartsPage.test.tsx: the page's guard is the menu entry's.
  it('refuses a user nobody shared a cart with', async () => {
    renderApp('/my-account/shared-carts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
  });

  it('shows an administrator Page Not Found for an administration path without a page', async () => {
    setAccountMenu(admin());
    renderApp('/administration/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });

  it.each(['/my-account', '/my-account/orders', '/my-account/shipping-addresses', '/my-account/reviewquotes'])(
    'refuses a punch-out user %s',
    async (path) => {
      setAccountMenu(punchOut());
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    },
  );

  it('shows a punch-out user no profile, shipping or My Orders entry', async () => {
    setAccountMenu(punchOut());
    renderApp('/my-account/shopping-lists');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping Lists' })).toBeInTheDocument();
    expect(await sidebarLinks()).toEqual([
      'Account Overview',
      'Notifications',
      'Review Orders',
      'Shopping Lists',
      'Scan To Web',
      'Pending Orders',
    ]);
  });

  it('sends a guest to log in', async () => {
    setLoggedIn(false);
    const { router } = renderApp('/administration/order-requests');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
