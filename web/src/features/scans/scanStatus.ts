import type { ScanStatus } from '../../generated/graphql';

/** The list's tabs and the detail's `?status`: the spec's 1 (active) and 0 (archived). */
export const STATUS_PARAM: Record<ScanStatus, string> = { ACTIVE: '1', ARCHIVED: '0' };
export const statusFromParam = (param: string | null): ScanStatus => (param === '0' ? 'ARCHIVED' : 'ACTIVE');

/** What the list shows: a scan with order numbers is Ordered (cart-checkout-orders §4). */
export const scanStatusLabel = (scan: { status: ScanStatus; orderNumbers: readonly string[] }): string =>
  scan.orderNumbers.length > 0 ? 'Ordered' : scan.status === 'ACTIVE' ? 'Active' : 'Archived';

export const scanPath = (id: string, status: ScanStatus) =>
  `/my-account/scan-to-web/${id}?status=${STATUS_PARAM[status]}`;
export const SCAN_LIST_PATH = '/my-account/scan-to-web';
