// Delivery estimates (cart-checkout-orders §9): an order placed before the day's cut-off (5PM EST on
// the second brand's site, 7PM EST otherwise) arrives Monday → Wednesday, Tuesday → Thursday,
// Wednesday → Friday, Thursday → Monday, Friday → Tuesday, weekend → Wednesday. One function for the
// cart, the review, the confirmation and the Shipping Information page.

export type DeliverySite = 'DEFAULT' | 'RV';

/** The cut-off as the pages state it, and its hour on the Eastern clock (America/New_York). */
export const ORDER_CUTOFF: Record<DeliverySite, string> = { RV: '5PM EST', DEFAULT: '7PM EST' };
const CUTOFF_HOUR: Record<DeliverySite, number> = { RV: 17, DEFAULT: 19 };

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
type Weekday = (typeof WEEKDAYS)[number];

/** The spec's table, as the Shipping Information page shows it. */
export const DELIVERY_ESTIMATES: readonly [ordered: string, delivered: Weekday][] = [
  ['Monday', 'Wednesday'],
  ['Tuesday', 'Thursday'],
  ['Wednesday', 'Friday'],
  ['Thursday', 'Monday'],
  ['Friday', 'Tuesday'],
  ['Saturday or Sunday', 'Wednesday'],
];

/** Days from the (Eastern) order day to delivery, by weekday of the order: the table above as offsets. */
const DAYS_TO_DELIVERY: Record<Weekday, number> = {
  Sunday: 3,
  Monday: 2,
  Tuesday: 2,
  Wednesday: 2,
  Thursday: 4,
  Friday: 4,
  Saturday: 4,
};

const EASTERN = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  hourCycle: 'h23',
});

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * When an order placed at `placedAt` should arrive: its weekday and date (MM/dd/yyyy). An order after
 * the cut-off counts as placed the next day; the weekend has no cut-off.
 */
export function deliveryEstimate(placedAt: Date, site: DeliverySite): { weekday: Weekday; date: string } {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(EASTERN.formatToParts(placedAt).find((p) => p.type === type)?.value);
  const orderDay = new Date(Date.UTC(part('year'), part('month') - 1, part('day')));
  const weekday = WEEKDAYS[orderDay.getUTCDay()]!;
  const weekend = weekday === 'Saturday' || weekday === 'Sunday';
  if (!weekend && part('hour') >= CUTOFF_HOUR[site]) orderDay.setUTCDate(orderDay.getUTCDate() + 1);
  const counted = WEEKDAYS[orderDay.getUTCDay()]!;
  const delivery = new Date(orderDay.getTime());
  delivery.setUTCDate(delivery.getUTCDate() + DAYS_TO_DELIVERY[counted]);
  return {
    weekday: WEEKDAYS[delivery.getUTCDay()]!,
    date: `${pad(delivery.getUTCMonth() + 1)}/${pad(delivery.getUTCDate())}/${delivery.getUTCFullYear()}`,
  };
}
