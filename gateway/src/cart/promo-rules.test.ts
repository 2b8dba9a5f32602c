import { describe, expect, it } from 'vitest';
import { INVALID_PROMO_CODE, promoRefusal } from './promo-rules.ts';

const money = (value: number) => `$${value.toFixed(2)}`;
const promo = {
  promo_code: 'SAVE10',
  promo_type: 'percent' as const,
  promo_value: 10,
  promo_threshold: 100,
  apply_free_freight: false,
  is_live: true,
};

describe('promo rules', () => {
  it('refuses unknown and expired codes with the spec message, and a subtotal under the threshold', () => {
    expect(promoRefusal(null, 500, money)).toBe(INVALID_PROMO_CODE);
    expect(promoRefusal({ ...promo, is_live: false }, 500, money)).toBe('Invalid promo code');
    expect(promoRefusal(promo, 99.99, money)).toBe('This promo code applies to orders of $100.00 or more.');
    expect(promoRefusal(promo, 100, money)).toBeNull();
  });
});
