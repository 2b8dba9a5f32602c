// Test-only: typed ERP answers of the cart domain (the user as the shopping screens read it, the
// server cart and its lines), with the Acme buyer's defaults (erp-sandbox/src/data/personas.ts).
import type { ErpResult } from '../../erp/erp-api.ts';
import type { components } from '../../erp/generated/openapi.ts';
import type { ErpCart, ErpCartLine, ErpUser } from '../../erp/types.ts';
import { erpUser } from './account.ts';

type ErpSharedCartSummary = components['schemas']['SharedCartSummary'];

/** The ERP user, as GET /user/{id} answers it: Bianca Buyer of Acme (user 101 of principalOf) unless overridden. */
export const erpShopper = (overrides: Partial<ErpUser> = {}): ErpUser =>
  erpUser({
    id: 101,
    customer_type: 'standard',
    catalog: [],
    session_id: 'cart-101',
    can_submit_quotes: true,
    can_share_cart: true,
    open_invoices: undefined,
    paid_invoices: undefined,
    ...overrides,
  });

/** A cart line priced by the ERP; `n` makes its id, item and sequence. */
export const erpCartLine = (n: number, overrides: Partial<ErpCartLine> = {}): ErpCartLine => {
  const price = overrides.price ?? 12.5;
  const quantity = overrides.quantity ?? 1;
  const total = Math.round(price * quantity * 100) / 100;
  return {
    id: `line-${n}`,
    sequence: n,
    erp: `ITEM-${String(n).padStart(5, '0')}`,
    description: `Item ${n}`,
    price,
    display_price: `$${price.toFixed(2)}`,
    quantity,
    uom: 'EA',
    line_sub_total: total,
    line_sub_total_display: `$${total.toFixed(2)}`,
    quantity_available: 40,
    ...overrides,
  };
};

/** The server cart of GET /cart/{session_id} with `lines`; the totals follow the lines. */
export const erpCart = (lines: ErpCartLine[] = [], overrides: Partial<ErpCart> = {}): ErpCart => {
  const subTotal = Math.round(lines.reduce((sum, line) => sum + line.line_sub_total, 0) * 100) / 100;
  return {
    session_id: 'cart-101',
    user_id: 101,
    order_type: 'o',
    cart_lines: lines,
    shipping_info: {},
    misc_info: {},
    sub_total: subTotal,
    tax: 0,
    shipping: 0,
    discount: 0,
    total_units: 0,
    estimated_price: false,
    created_on: '2026-11-02T09:00:00Z',
    ...overrides,
  };
};

/** `count` lines numbered from 1. */
export const erpCartLines = (count: number, overrides: Partial<ErpCartLine> = {}): ErpCartLine[] =>
  Array.from({ length: count }, (_, i) => erpCartLine(i + 1, overrides));

type ErpSharedCart = ErpResult<'get', '/shared-cart/{id}'>;

/** A cart as shared (GET /shared-cart/{id}): a snapshot of the sharer's lines. */
export const erpSharedCart = (
  id: string,
  lines: ErpCartLine[],
  overrides: Partial<ErpSharedCart> = {},
): ErpSharedCart => ({
  id,
  session_id: 'cart-101',
  sharer_username: 'buyer@acme.example',
  owner: { name: 'Bianca Buyer', username: 'buyer@acme.example', phone: null },
  cart_lines: lines,
  sub_total: Math.round(lines.reduce((sum, line) => sum + line.line_sub_total, 0) * 100) / 100,
  total_units: 0,
  created_on: '2026-11-20T10:00:00Z',
  ...overrides,
});

/** The summary a recipient's user lists in `shared_carts`. */
export const erpSharedCartSummary = (
  n: number,
  overrides: Partial<ErpSharedCartSummary> = {},
): ErpSharedCartSummary => ({
  id: `shared-${n}`,
  sharer_username: n % 2 === 0 ? 'buyer@acme.example' : 'junior@acme.example',
  owner: {
    name: n % 2 === 0 ? 'Bianca Buyer' : 'Jo Junior',
    username: n % 2 === 0 ? 'buyer@acme.example' : 'junior@acme.example',
    phone: null,
  },
  line_count: n,
  sub_total: 10 * n,
  total_units: 0,
  created_on: `2026-11-${String(28 - n).padStart(2, '0')}T10:00:00Z`,
  ...overrides,
});

/** GET /cart/{id}/owner: the Acme buyer, active. */
export const erpCartOwner = (
  overrides: Partial<ErpResult<'get', '/cart/{id}/owner'>> = {},
): ErpResult<'get', '/cart/{id}/owner'> => ({
  user_id: 1,
  username: 'buyer@acme.example',
  name: 'Bianca Buyer',
  phone: null,
  active: true,
  ...overrides,
});
