import { HttpError, reply } from '../http/router.ts';
import { ACCESS_DENIED, currentUser, objectBody, type App, type CartState, type Ctx, type Route } from '../app.ts';
import { cartView, lineProperties, priceLine, replaceLines, validQuantity } from './lines.ts';
import type { Customer, Schemas, StoredUser } from '../data/types.ts';
import { allUsers } from '../users/directory.ts';

const CART_NOT_FOUND = 'Cart not found.';

/** The user a session id belongs to: a cart's creator, or the user whose session_id prefixes it. */
function sessionOwner(app: App, sessionId: string): number | undefined {
  const cart = app.carts.get(sessionId);
  if (cart) return cart.ownerId;
  const base = sessionId.slice(0, 32);
  return allUsers(app).find((u) => u.session_id === base || u.session_id === sessionId)?.id;
}

function newCart(sessionId: string, owner: StoredUser, body: Record<string, unknown>): CartState {
  const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
  return {
    session_id: sessionId,
    ownerId: owner.id,
    customer_type: str(body.customer_type) ?? owner.customer_type,
    order_source_type: str(body.order_source_type),
    order_type: sessionId.endsWith('-quote') ? 'q' : 'o',
    lines: [],
    nextLineId: 1,
    // A default ship-to applies only to users who cannot multiview (account-admin-calls §6).
    shipping_info: { ship_to_id: owner.can_multiview ? null : (owner.shipto_id ?? null) },
    misc_info: { po: null, shipping_instructions: null, comments: null },
    created_on: new Date().toISOString(),
  };
}

function customerOf(app: App, user: StoredUser): Customer {
  return app.ds.customers.get(user.customer_number)!;
}

/** The caller's cart; a user's own session cart springs into existence on first use. */
function ownCart(app: App, ctx: Ctx, autoCreate: boolean): CartState {
  const user = currentUser(ctx);
  const sid = ctx.params.session_id!;
  const owner = sessionOwner(app, sid);
  if (owner !== undefined && owner !== user.id) throw new HttpError(403, ACCESS_DENIED);
  let cart = app.carts.get(sid);
  if (!cart) {
    if (!autoCreate || owner !== user.id) throw new HttpError(404, CART_NOT_FOUND);
    cart = newCart(sid, user, {});
    app.carts.set(sid, cart);
  }
  return cart;
}

const hasNameAndValue = (p: unknown): boolean => {
  const e = (p ?? {}) as Record<string, unknown>;
  return typeof e.name === 'string' && typeof e.value === 'string';
};

/** Where a cart's order comes from: the store, or a scan merged into it (cart-checkout-orders §4). */
const ORDER_SOURCES = ['web', 'scan-to-web'];

function applyInfo(cart: CartState, body: Record<string, unknown>): void {
  if (body.shipping_info && typeof body.shipping_info === 'object') {
    cart.shipping_info = { ...cart.shipping_info, ...(body.shipping_info as Schemas['ShippingInfo']) };
  }
  if (body.department !== undefined)
    cart.department = typeof body.department === 'string' && body.department.trim() ? body.department.trim() : null;
  if (body.header_properties !== undefined) {
    const props = body.header_properties;
    if (!Array.isArray(props) || !props.every(hasNameAndValue)) {
      throw new HttpError(400, 'header_properties must be a list of { name, label, value, required }.');
    }
    cart.header_properties = props as Schemas['LineProperty'][];
  }
  if (body.billing_info && typeof body.billing_info === 'object') {
    cart.billing_info = { ...cart.billing_info, ...(body.billing_info as Schemas['BillingInfo']) };
  }
  if (body.misc_info && typeof body.misc_info === 'object') {
    cart.misc_info = { ...cart.misc_info, ...(body.misc_info as Schemas['MiscInfo']) };
  }
  if (body.promo_codes !== undefined) {
    if (!Array.isArray(body.promo_codes) || body.promo_codes.some((c) => typeof c !== 'string'))
      throw new HttpError(400, 'promo_codes must be a list of codes.');
    cart.promo_codes = [...new Set((body.promo_codes as string[]).map((c) => c.trim().toUpperCase()).filter(Boolean))];
  }
  if (body.order_source_type !== undefined) {
    if (!ORDER_SOURCES.includes(body.order_source_type as string))
      throw new HttpError(400, `order_source_type: ${ORDER_SOURCES.join(' or ')}.`);
    cart.order_source_type = body.order_source_type as string;
  }
}

export function cartRoutes(app: App): Route[] {
  return [
    {
      method: 'POST',
      template: '/cart',
      handler: (ctx) => {
        const user = currentUser(ctx);
        const body = objectBody(ctx);
        const sid = body.session_id;
        if (typeof sid !== 'string' || !sid) throw new HttpError(400, 'session_id is required.');
        if (body.user_id !== user.id) throw new HttpError(403, ACCESS_DENIED);
        const owner = sessionOwner(app, sid);
        if (owner !== undefined && owner !== user.id) throw new HttpError(403, ACCESS_DENIED);
        if (app.carts.has(sid)) throw new HttpError(409, 'A cart already exists for this session.');
        const cart = newCart(sid, user, body);
        if (body.cart_lines !== undefined)
          replaceLines(app, cart, customerOf(app, user), user.warehouse, body.cart_lines);
        applyInfo(cart, body);
        app.carts.set(sid, cart);
        return reply(201, cartView(cart));
      },
    },
    { method: 'GET', template: '/cart/{session_id}', handler: (ctx) => cartView(ownCart(app, ctx, true)) },
    {
      method: 'PUT',
      template: '/cart/{session_id}',
      handler: (ctx) => {
        const cart = ownCart(app, ctx, true);
        const body = objectBody(ctx);
        const user = currentUser(ctx);
        if (body.cart_lines !== undefined) {
          // Validate into a copy first so a bad line leaves the cart unchanged.
          const draft = { ...cart };
          replaceLines(app, draft, customerOf(app, user), user.warehouse, body.cart_lines);
          cart.lines = draft.lines;
          cart.nextLineId = draft.nextLineId;
        }
        applyInfo(cart, body);
        return cartView(cart);
      },
    },
    {
      method: 'DELETE',
      template: '/cart/{session_id}',
      handler: (ctx) => {
        const cart = ownCart(app, ctx, false);
        app.carts.delete(cart.session_id);
        return reply(204);
      },
    },
    {
      method: 'PUT',
      template: '/cart/{session_id}/line/{id}',
      handler: (ctx) => {
        const cart = ownCart(app, ctx, false);
        const user = currentUser(ctx);
        const body = objectBody(ctx);
        const index = cart.lines.findIndex((l) => l.id === ctx.params.id);
        if (index < 0) throw new HttpError(404, 'Cart line not found.');
        const line = cart.lines[index]!;
        const quantity = body.quantity === undefined ? line.quantity : validQuantity(body.quantity);
        const uom = typeof body.uom === 'string' && body.uom ? body.uom : line.uom;
        const properties =
          body.line_properties === undefined ? line.line_properties : lineProperties(body.line_properties);
        cart.lines[index] = {
          ...priceLine(
            app,
            customerOf(app, user),
            user.warehouse,
            { erp: line.erp, quantity, uom },
            line.id,
            line.sequence,
          ),
          line_properties: properties,
        };
        return cartView(cart);
      },
    },
    {
      method: 'DELETE',
      template: '/cart/{session_id}/line/{id}',
      handler: (ctx) => {
        const cart = ownCart(app, ctx, false);
        const index = cart.lines.findIndex((l) => l.id === ctx.params.id);
        if (index < 0) throw new HttpError(404, 'Cart line not found.');
        cart.lines.splice(index, 1);
        return cartView(cart);
      },
    },
    {
      method: 'DELETE',
      template: '/cart/{session_id}/lines',
      handler: (ctx) => {
        const cart = ownCart(app, ctx, false);
        const ids = objectBody(ctx).item_ids;
        if (!Array.isArray(ids)) throw new HttpError(400, 'item_ids must be an array.');
        const remove = new Set(ids.map(String));
        // item_ids may name line ids or item numbers.
        cart.lines = cart.lines.filter((l) => !remove.has(l.id) && !remove.has(l.erp));
        return cartView(cart);
      },
    },
  ];
}
