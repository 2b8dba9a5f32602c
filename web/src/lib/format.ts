/** Service dates are YYYY-MM-DD; the spec shows MM/dd/yyyy. Parsed by hand to avoid time-zone shifts. */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  return `${month}/${day}/${year}`;
}

/** Order numbers are shown as number-suffix with the suffix zero-padded to 2 (`1045821-00`). */
export function formatOrderNumber(orderNumber: string, suffix?: number | string): string {
  const [number, ownSuffix] = orderNumber.split('-');
  const s = suffix ?? ownSuffix ?? 0;
  return `${number}-${String(s).padStart(2, '0')}`;
}

/** A page title in the brand's own name, as the gateway writes it into the page's HTML. */
export function pageTitle(title: string, storeName: string): string {
  return title ? `${title} | ${storeName}` : storeName;
}

/** Counts (items, lines) with thousands separators: 'Cart (1,004)'. */
export const formatCount = (count: number): string => count.toLocaleString('en-US');
