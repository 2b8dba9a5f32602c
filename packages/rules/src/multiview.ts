// Multiview's rules and messages (storefront §4, §6; account-admin-calls §2.4, §8, §9).

/** Above this many allowed companies (and always for staff) the switcher is a search, not a list. */
export const MULTIVIEW_SELECT_MAX = 150;
/** The switcher's search waits this long after the last key, and needs this many characters. */
export const MULTIVIEW_SEARCH_DEBOUNCE_MS = 750;
export const MULTIVIEW_SEARCH_MIN = 2;
export const MULTIVIEW_SEARCH_MAX = 100;

export const MULTIVIEW_MESSAGES = {
  switchFailed: 'Unable to set allowed company',
  notAllowed: 'You cannot switch to that customer.',
} as const;

/**
 * The open-browse customers: a fixed set of three (account-admin-calls §6). Whoever buys for one of
 * them, staff after a switch included, gets open-browse rules: no account overview, quotes, non-stock
 * requests or invoices.
 */
export const OPEN_BROWSE_CUSTOMERS: readonly string[] = ['90001', '90002', '90003'];
