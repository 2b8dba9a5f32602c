import type { ErpPromoCode } from '../erp/types.ts';
import { PROMO_MESSAGES } from '@mro/rules/cart';

// Promo codes (cart-checkout-orders §5): live, and the threshold must not exceed the subtotal. The form's rules
// (trimmed and upper-cased, at most 40) are in @mro/rules/cart.
export const INVALID_PROMO_CODE = PROMO_MESSAGES.invalid;
export const FREE_FREIGHT_CODE = 'FREEFR8';

export const promoThresholdMessage = (threshold: string): string =>
  `This promo code applies to orders of ${threshold} or more.`;

/** Why a looked-up code cannot apply to a cart of this subtotal, or null when it can. */
export const promoRefusal = (
  promo: ErpPromoCode | null,
  subtotal: number,
  formatMoney: (value: number) => string,
): string | null => {
  if (!promo || !promo.is_live) return INVALID_PROMO_CODE;
  if (promo.promo_threshold > subtotal) return promoThresholdMessage(formatMoney(promo.promo_threshold));
  return null;
};
