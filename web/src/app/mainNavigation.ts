import type { ShellViewerFieldsFragment } from './Shell.generated';

/** What decides the header's entries: the viewer (null for a guest) and their Get it for Me access. */
export type NavigationContext = {
  viewer: ShellViewerFieldsFragment | null;
  getItForMe: { quotes: boolean; nonStockOrders: boolean } | null;
};

export type NavigationEntry = { key: string; label: string; to: string };

type Rule = NavigationEntry & { shown: (context: NavigationContext) => boolean };

/** The main navigation bar after the Categories menu (docs/spec/storefront.md §2.3, docs/spec/account-admin-calls.md §6). */
const MAIN_NAVIGATION: Rule[] = [
  { key: 'brands', label: 'Brands', to: '/brands', shown: () => true },
  {
    key: 'order-pad',
    label: 'Order Pad',
    to: '/order-pad/single-entry',
    // Off for express users and for the one customer it is switched off for (the gateway's flag).
    shown: ({ viewer }) => viewer?.orderPadEnabled === true,
  },
  { key: 'shopping-lists', label: 'Shopping Lists', to: '/my-account/shopping-lists', shown: ({ viewer }) => !!viewer },
  {
    key: 'get-it-for-me',
    label: 'Get it for Me',
    // Quotes first; a user who may only order non-stock items goes to that form.
    to: '/my-account/quote',
    shown: ({ viewer, getItForMe }) => !!viewer && !!getItForMe && (getItForMe.quotes || getItForMe.nonStockOrders),
  },
];

/** The entries the viewer is shown. */
export function mainNavigationEntries(context: NavigationContext): NavigationEntry[] {
  return MAIN_NAVIGATION.filter((rule) => rule.shown(context)).map(({ key, label, to }) =>
    key === 'get-it-for-me' && !context.getItForMe?.quotes
      ? { key, label, to: '/my-account/non-stock' }
      : { key, label, to },
  );
}

/** The top bar's links of the viewer (the site links every visitor sees are listed in TopBar). */
export type TopBarEntries = {
  /** The CSR's e-mail, when the customer has one and the user is not an express user. */
  csrEmail: string | null;
  reviewQuotes: boolean;
  account: boolean;
  /** Where My Account leads: punch-out users have no profile (account-admin-calls §6). */
  accountHome: string;
  register: boolean;
  logIn: boolean;
  logOut: boolean;
  orderApprovals: boolean;
};

export function topBarEntries({ viewer }: NavigationContext): TopBarEntries {
  const punchOut = viewer?.sessionMode === 'PUNCH_OUT';
  const admin = !!viewer && (viewer.roles.includes('ADMIN') || viewer.roles.includes('SUPER_ADMIN'));
  return {
    csrEmail: viewer && viewer.sessionMode !== 'EXPRESS' ? (viewer.csrEmail ?? null) : null,
    reviewQuotes: punchOut && viewer?.quoteReportActive === true,
    account: !!viewer,
    accountHome: punchOut ? '/my-account/shopping-lists' : '/my-account',
    register: !viewer,
    logIn: !viewer,
    // Punch-out sessions are ended by the buyer's procurement system, not here (docs/spec/storefront.md §6).
    logOut: !!viewer && !punchOut,
    orderApprovals: !!viewer && !punchOut && (admin || viewer.isSupervisor),
  };
}
