import { HttpError } from '../http/router.ts';
import { inUnitProgram } from '../checkout/customer-settings.ts';
import { availableQuantity, customerUnitPrice, formatMoney, round2 } from '../pricing/price.ts';
import type { App, CartState } from '../app.ts';
import type { Customer, Schemas } from '../data/types.ts';
import { findPromo, promoDiscount } from '../promo/codes.ts';

type CartLine = Schemas['CartLine'];
export const UNAVAILABLE = "This product isn't available at this time.";

export interface LineInput {
  id?: unknown;
  erp?: unknown;
  quantity?: unknown;
  uom?: unknown;
}

export function validQuantity(q: unknown): number {
  if (typeof q !== 'number' || !Number.isInteger(q) || q < 1) {
    throw new HttpError(400, 'Quantity must be a whole number of at least 1.');
  }
  return q;
}

/** Prices a line from the ERP's own data; any client price is ignored. */
export function priceLine(
  app: App,
  customer: Customer,
  warehouse: string,
  input: LineInput,
  id: string,
  sequence: number,
): CartLine {
  const erp = typeof input.erp === 'string' ? input.erp.trim() : typeof input.erp === 'number' ? String(input.erp) : '';
  const info = app.ds.items.get(erp);
  if (!info || !info.product.active) throw new HttpError(400, `Unknown item number: ${erp}`);
  const quantity = validQuantity(input.quantity);
  const uomName = typeof input.uom === 'string' && input.uom ? input.uom : info.item.uom;
  const uom = info.uoms.find((u) => u.uom === uomName);
  if (!uom) throw new HttpError(400, `Unit of measure ${uomName} is not available for item ${erp}.`);
  const unitPrice = customerUnitPrice(customer, info);
  if (unitPrice === 0) throw new HttpError(400, UNAVAILABLE);
  const price = round2(unitPrice * uom.factor);
  const subTotal = round2(price * quantity);
  const units = info.item.units ?? null;
  return {
    id,
    sequence,
    erp,
    iref: info.item.iref ?? null,
    cpn: info.item.cpn ?? null,
    vpn: info.item.vpn,
    description: info.item.description,
    price,
    display_price: formatMoney(price),
    quantity,
    uom: uom.uom,
    units: units === null || !inUnitProgram(customer.customer_number, info.item.unit_type) ? null : units * uom.factor,
    unit_type: info.item.unit_type ?? null,
    image: info.product.image,
    line_sub_total: subTotal,
    line_sub_total_display: formatMoney(subTotal),
    quantity_available: availableQuantity(info, warehouse),
    product_id: info.product.product_id,
    product_slug: info.product.slug,
    vendor: info.product.vendor.name,
  };
}

type LineProperty = Schemas['LineProperty'];

/** Line properties as given, checked for shape only (the store applies the field rules). */
export function lineProperties(raw: unknown): LineProperty[] {
  if (!Array.isArray(raw)) throw new HttpError(400, 'line_properties must be an array.');
  return raw.map((entry: unknown) => {
    const e = (entry ?? {}) as Record<string, unknown>;
    if (typeof e.name !== 'string' || typeof e.value !== 'string')
      throw new HttpError(400, 'Each line property needs a name and a value.');
    return {
      name: e.name,
      label: typeof e.label === 'string' ? e.label : e.name,
      value: e.value.slice(0, 200),
      required: e.required === true,
    };
  });
}

/** Replaces every line; ids given by the client are kept, others get fresh ids. */
export function replaceLines(app: App, cart: CartState, customer: Customer, warehouse: string, inputs: unknown): void {
  if (!Array.isArray(inputs)) throw new HttpError(400, 'cart_lines must be an array.');
  const lines: CartLine[] = [];
  const used = new Set<string>();
  inputs.forEach((raw: unknown, i) => {
    if (typeof raw !== 'object' || raw === null) throw new HttpError(400, 'Invalid cart line.');
    const input = raw as LineInput;
    let id = typeof input.id === 'string' && input.id && !used.has(input.id) ? input.id : '';
    if (!id) {
      do id = String(cart.nextLineId++);
      while (used.has(id));
    }
    used.add(id);
    // A kept line keeps its properties; line properties are written through the line route.
    const kept = cart.lines.find((l) => l.id === id)?.line_properties;
    lines.push({ ...priceLine(app, customer, warehouse, input, id, i + 1), line_properties: kept ?? [] });
  });
  cart.lines = lines;
}

export function cartView(cart: CartState): Schemas['Cart'] {
  const subTotal = round2(cart.lines.reduce((s, l) => s + l.line_sub_total, 0));
  const units = cart.lines.reduce((s, l) => s + (l.units ?? 0) * l.quantity, 0);
  return {
    session_id: cart.session_id,
    user_id: cart.ownerId,
    customer_type: cart.customer_type,
    order_source_type: cart.order_source_type,
    order_type: cart.order_type,
    cart_lines: cart.lines.map((l, i) => ({ ...l, sequence: i + 1 })),
    shipping_info: cart.shipping_info,
    billing_info: cart.billing_info ?? {},
    header_properties: cart.header_properties ?? [],
    department: cart.department ?? null,
    misc_info: cart.misc_info,
    sub_total: subTotal,
    tax: 0,
    shipping: 0,
    discount: promoDiscount(cart.promo_codes, subTotal),
    total_units: units,
    estimated_price: false,
    created_on: cart.created_on,
    promo_codes: cart.promo_codes ?? [],
    free_freight: (cart.promo_codes ?? []).some((code) => findPromo(code)?.apply_free_freight === true),
  };
}
