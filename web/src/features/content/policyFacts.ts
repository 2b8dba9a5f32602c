// Business constants of storefront.md §9 that the policy and resource pages state.
export const DELIVERY_ESTIMATES: [ordered: string, delivered: string][] = [
  ['Monday', 'Wednesday'],
  ['Tuesday', 'Thursday'],
  ['Wednesday', 'Friday'],
  ['Thursday', 'Monday'],
  ['Friday', 'Tuesday'],
  ['Saturday or Sunday', 'Wednesday'],
];

/** Order cut-off for same-day shipping: 5PM EST on the second brand's site, 7PM EST otherwise. */
export const ORDER_CUTOFF = { RV: '5PM EST', DEFAULT: '7PM EST' } as const;

export const RETURNS = { returnDays: 10, rmaDays: 60, creditRequestDays: 15 } as const;

export const PAYMENT_TERMS = {
  netDays: 30,
  lateFeePercent: 1.5,
  lateFeePeriodDays: 30,
  buyerPaysWithinDays: 60,
} as const;

export const FREIGHT = {
  groundMaxPounds: 150,
  ltlMaxLinearFeet: 12,
  ltlMinDensity: 6,
  escalatePounds: 14_000,
  escalatePallets: 7,
  escalateLinearFeet: 12,
} as const;
