import type { Schemas } from '../data/types.ts';
import { round2 } from '../pricing/price.ts';

type PromoCode = Schemas['PromoCode'];

/** The sandbox's promo codes (stored upper-case; look-ups are case-insensitive). */
export const PROMO_CODES: readonly PromoCode[] = [
  {
    promo_code: 'FREEFR8',
    promo_type: 'fixed',
    promo_value: 0,
    promo_threshold: 0,
    apply_free_freight: true,
    is_live: true,
  },
  {
    promo_code: 'SAVE10',
    promo_type: 'percent',
    promo_value: 10,
    promo_threshold: 100,
    apply_free_freight: false,
    is_live: true,
  },
  {
    promo_code: 'TAKE25',
    promo_type: 'fixed',
    promo_value: 25,
    promo_threshold: 250,
    apply_free_freight: false,
    is_live: true,
  },
  {
    promo_code: 'SPRING5',
    promo_type: 'percent',
    promo_value: 5,
    promo_threshold: 0,
    apply_free_freight: false,
    is_live: false,
  },
];

export const findPromo = (code: string): PromoCode | undefined =>
  PROMO_CODES.find((p) => p.promo_code === code.trim().toUpperCase());

/** A live code whose threshold the subtotal reaches gives its discount; anything else gives 0. */
export const promoDiscount = (codes: unknown, subTotal: number): number => {
  if (!Array.isArray(codes)) return 0;
  let discount = 0;
  for (const raw of codes) {
    const promo = typeof raw === 'string' ? findPromo(raw) : undefined;
    if (!promo || !promo.is_live || promo.promo_threshold > subTotal) continue;
    discount += promo.promo_type === 'percent' ? (subTotal * promo.promo_value) / 100 : promo.promo_value;
  }
  return round2(Math.min(discount, subTotal));
};
