import { randomBytes } from 'node:crypto';
import { HttpError, reply } from '../http/router.ts';
import { ACCESS_DENIED, currentUser, objectBody, type App, type CartState, type Route } from '../app.ts';
import { accountState, findUser } from '../account/account-state.ts';
import { allUsers } from '../users/directory.ts';
import { cartView, priceLine } from './lines.ts';
import type { Schemas, StoredUser } from '../data/types.ts';

export const NO_COLLEAGUES = 'No other users were found within your company to share your cart.';
const MAX_RECIPIENTS = 10;

/** What the sharer sent: the cart as it was when shared, so later edits do not change it. */
interface SharedCart {
  id: string;
  sessionId: string;
  sharer: StoredUser;
  recipients: StoredUser[];
  save: boolean;
  createdOn: string;
  cart: Schemas['Cart'];
}

const stores = new WeakMap<App, Map<string, SharedCart>>();
const sharedCarts = (app: App): Map<string, SharedCart> => {
  let store = stores.get(app);
  if (!store) {
    stores.set(app, (store = new Map<string, SharedCart>()));
    seedSharedCarts(app, store);
  }
  return store;
};

// Seeded: Acme's colleagues have shared (and kept listed) 12 carts with the approver, Alan (issue 16's
// Shared Carts page); nobody else has any until someone shares.
const SEED_RECIPIENT = 2;
const SEED_SHARERS = [1, 3, 70, 71];
const SEED_COUNT = 12;

function seedSharedCarts(app: App, store: Map<string, SharedCart>): void {
  const recipient = app.ds.usersById.get(SEED_RECIPIENT);
  const customer = recipient && app.ds.customers.get(recipient.customer_number);
  if (!recipient || !customer) return;
  const lines: Schemas['CartLine'][] = [];
  for (const info of app.ds.items.values()) {
    if (lines.length >= 40) break;
    try {
      lines.push(priceLine(app, customer, customer.warehouse, { erp: info.item.erp, quantity: 1 }, '1', 1));
    } catch {
      // Items without a price for the customer are not in a cart.
    }
  }
  for (let i = 0; i < SEED_COUNT; i++) {
    const sharer = app.ds.usersById.get(SEED_SHARERS[i % SEED_SHARERS.length]!)!;
    const count = 1 + (i % 4);
    const cart: CartState = {
      session_id: `seededshare${String(i).padStart(21, '0')}`,
      ownerId: sharer.id,
      customer_type: 'customer',
      order_source_type: null,
      order_type: 'o',
      lines: lines.slice(i * 3, i * 3 + count).map((line, n) => ({
        ...line,
        id: String(n + 1),
        quantity: n + 2,
        line_sub_total: Math.round(line.price * (n + 2) * 100) / 100,
      })),
      nextLineId: count + 1,
      shipping_info: {},
      misc_info: {},
      created_on: new Date(Date.UTC(2026, 9, 1 + i, 15)).toISOString(),
    };
    const id = `seededshare${String(i + 1).padStart(2, '0')}`;
    store.set(id, {
      id,
      sessionId: cart.session_id,
      sharer,
      recipients: [recipient],
      save: true,
      createdOn: cart.created_on,
      cart: cartView(cart),
    });
  }
}

/** The carts shared with the user and kept listed for them (save), newest first: the user's shared_carts. */
export function sharedCartsOf(app: App, user: StoredUser): Schemas['SharedCartSummary'][] {
  return [...sharedCarts(app).values()]
    .filter((shared) => shared.save && shared.recipients.some((r) => r.id === user.id))
    .sort((a, b) => b.createdOn.localeCompare(a.createdOn))
    .map((shared) => ({
      id: shared.id,
      sharer_username: shared.sharer.username,
      owner: { name: shared.sharer.name, username: shared.sharer.username, phone: shared.sharer.phone ?? null },
      line_count: shared.cart.cart_lines.length,
      sub_total: shared.cart.sub_total,
      total_units: shared.cart.total_units,
      created_on: shared.createdOn,
    }));
}

/** Share cart (docs/spec/cart-checkout-orders.md §7): POST /cart/{session_id}/share, and the shared cart by its id. */
export function shareRoutes(app: App): Route[] {
  return [
    {
      method: 'POST',
      template: '/cart/{session_id}/share',
      handler: (ctx) => {
        const user = currentUser(ctx);
        const cart = app.carts.get(ctx.params.session_id!);
        if (!cart) throw new HttpError(404, 'Cart not found.');
        if (cart.ownerId !== user.id) throw new HttpError(403, ACCESS_DENIED);
        // can_share_cart needs a customer number and not open browse (docs/spec/account-admin-calls.md §6).
        if (!user.can_share_cart || user.customer_type === 'open_browse')
          throw new HttpError(403, 'You are not allowed to share carts.');
        if (cart.lines.length === 0) throw new HttpError(400, 'Your cart is empty.');
        const body = objectBody(ctx);
        const names = body.approvers;
        if (
          !Array.isArray(names) ||
          names.length === 0 ||
          names.length > MAX_RECIPIENTS ||
          names.some((n) => typeof n !== 'string')
        ) {
          throw new HttpError(400, `approvers must list 1 to ${MAX_RECIPIENTS} user names.`);
        }
        if (typeof body.response_link !== 'string' || !/^https?:\/\//.test(body.response_link))
          throw new HttpError(400, 'response_link must be an http(s) link.');
        const colleagues = (names as string[]).map((name) => ({ name, found: findUser(app, name) }));
        const recipients = colleagues
          .map(({ found }) => found)
          .filter(
            (found): found is StoredUser =>
              found !== undefined &&
              found.active &&
              found.customer_number === user.customer_number &&
              found.id !== user.id,
          );
        if (recipients.length === 0) throw new HttpError(400, NO_COLLEAGUES);
        const strangers = colleagues
          .filter(({ found }) => !found || !recipients.includes(found))
          .map(({ name }) => name);
        if (strangers.length > 0) throw new HttpError(400, `Not other users of your company: ${strangers.join(', ')}.`);
        const shared: SharedCart = {
          id: randomBytes(12).toString('hex'),
          sessionId: cart.session_id,
          sharer: user,
          recipients: [...new Set(recipients)],
          save: body.save === true,
          createdOn: new Date().toISOString(),
          cart: cartView(cart),
        };
        sharedCarts(app).set(shared.id, shared);
        const link = `${body.response_link.replace(/\/$/, '')}/${shared.id}`;
        for (const recipient of shared.recipients) {
          accountState(app).mail.push({
            kind: 'shared-cart',
            to: recipient.username,
            subject: `${user.name} shared a cart with you`,
            link,
            sentAt: new Date().toISOString(),
            body: { sharer: user.username, lines: shared.cart.cart_lines.length },
          });
        }
        return reply(201, {
          id: shared.id,
          recipients: shared.recipients.map((r) => ({ username: r.username, name: r.name })),
        });
      },
    },
    {
      // The owner of a cart (a live one, or one kept as a share), for its owner, its recipients and staff.
      method: 'GET',
      template: '/cart/{id}/owner',
      handler: (ctx) => {
        const user = currentUser(ctx);
        const id = ctx.params.id!;
        const shares = [...sharedCarts(app).values()].filter((shared) => shared.sessionId === id);
        const ownerId = app.carts.get(id)?.ownerId ?? shares[0]?.sharer.id;
        if (ownerId === undefined) throw new HttpError(404, 'Cart not found.');
        const sharedWithUser = shares.some((shared) => shared.recipients.some((r) => r.id === user.id));
        if (ownerId !== user.id && !sharedWithUser && !user.is_vallen) throw new HttpError(403, ACCESS_DENIED);
        const owner = allUsers(app).find((u) => u.id === ownerId);
        if (!owner) throw new HttpError(404, 'User not found.');
        return {
          user_id: owner.id,
          username: owner.username,
          name: owner.name,
          phone: owner.phone ?? null,
          active: owner.active,
        };
      },
    },
    {
      method: 'GET',
      template: '/shared-cart/{id}',
      handler: (ctx) => {
        const user = currentUser(ctx);
        const shared = sharedCarts(app).get(ctx.params.id!);
        if (!shared) throw new HttpError(404, 'Unable to find shared carts.');
        if (shared.sharer.id !== user.id && !shared.recipients.some((r) => r.id === user.id))
          throw new HttpError(403, ACCESS_DENIED);
        const { sharer, cart } = shared;
        return {
          id: shared.id,
          session_id: shared.sessionId,
          sharer_username: sharer.username,
          created_on: shared.createdOn,
          owner: { name: sharer.name, username: sharer.username, phone: sharer.phone ?? null },
          cart_lines: cart.cart_lines,
          sub_total: cart.sub_total,
          total_units: cart.total_units,
        };
      },
    },
  ];
}
