import { round2 } from '../pricing/price.ts';
import type { Order } from '../data/types.ts';
import { findPromo, promoDiscount } from '../promo/codes.ts';

// Rates the sandbox chooses (the specification does not give fees or tax rates).
const NO_SALES_TAX = new Set(['DE', 'MT', 'NH', 'OR']);
const taxRate = (state: string | null): number =>
  state && NO_SALES_TAX.has(state) ? 0 : state === 'TX' ? 0.0625 : 0.07;
const FREIGHT_RATE = 0.08;
const FREIGHT_MINIMUM = 9.95;
const FREE_FREIGHT_FROM = 2500;

export type OrderCharges = { discount: number; shipping: number; tax: number; total: number; freeFreight: boolean };

/**
 * What an order of this subtotal costs shipped to `state`: the estimate of POST /order/quote and
 * what POST /order (and an approved request) charges are the same figures, from here.
 */
export function orderCharges(subTotal: number, promoCodes: unknown, state: string | null): OrderCharges {
  const codes = Array.isArray(promoCodes) ? promoCodes : [];
  const discount = promoDiscount(codes, subTotal);
  const freeFreight =
    subTotal >= FREE_FREIGHT_FROM ||
    codes.some(
      (c) => typeof c === 'string' && findPromo(c)?.apply_free_freight === true && findPromo(c)?.is_live === true,
    );
  const shipping = freeFreight ? 0 : round2(Math.max(FREIGHT_MINIMUM, subTotal * FREIGHT_RATE));
  const tax = round2((subTotal - discount) * taxRate(state));
  const total = round2(subTotal - discount + shipping + tax);
  return { discount, shipping, tax, total, freeFreight };
}

/** Charges a placed order what the estimate said: its lines' subtotal, shipped to its ship-to. */
export function chargeOrder(order: Order, promoCodes: unknown): OrderCharges {
  const subTotal = round2(order.lines.reduce((sum, line) => sum + line.price * line.quantityOrdered, 0));
  const charges = orderCharges(subTotal, promoCodes, order.shipTo.state);
  order.tax = charges.tax;
  order.freight = charges.shipping;
  order.discount = charges.discount;
  return charges;
}
