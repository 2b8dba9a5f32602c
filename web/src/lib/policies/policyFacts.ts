// Business constants of docs/spec/storefront.md §9 that the policy and resource pages state (delivery estimates
// and the order cut-off are in @mro/rules/delivery: the cart and checkout compute them too).
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
