import type { Cache } from '../cache/cache.ts';
import type { CheckoutOutcome, OrderPlacement, Placement } from './order-placement.ts';
import { formatOrderNumber } from './order-codes.ts';
import { userError } from './errors.ts';
import { EMPTY_CART } from '@mro/rules/cart';
import type { UserError } from '../generated/resolvers-types.ts';

// Outlives the ERP's order timeout, so only a crashed holder leaves a lock behind.
const LOCK_TTL_SECONDS = 150;
const WAIT_STEP_MS = 100;
// How long an emptied cart is known as just ordered: a late click or a second tab is told so.
const LAST_ORDER_SECONDS = 15 * 60;

/** The answer for a checkout of a cart whose order was just placed. */
const alreadyOrdered = (orderNumber: string): string =>
  `This cart was already ordered as order ${orderNumber}. Add items to your cart to place another order.`;

/**
 * One order per cart checkout, whatever the idempotency keys (issue 31, finding 8: two tabs, or a
 * double click with a fresh key, each had a key of their own). One checkout of a cart runs at a
 * time on every replica (a SET NX lock in the shared store, the holding key beside it); a checkout
 * that finds the cart held waits and answers with the holder's confirmation, and one that comes
 * after it finds the cart emptied, which `emptyCartError` names. The ERP refuses a second order for an
 * ordered cart (409) as the last line of defence. Per key, OrderPlacement keeps retries single.
 */
export class CartOrders {
  readonly #store: Cache;
  readonly #orders: OrderPlacement;
  readonly #waitMs: number;

  constructor(store: Cache, orders: OrderPlacement, waitMs = 10_000) {
    this.#store = store;
    this.#orders = orders;
    this.#waitMs = waitMs;
  }

  async place(scope: string, cartId: string, key: string, submit: () => Promise<CheckoutOutcome>): Promise<Placement> {
    const cart = `${scope}:${cartId}`;
    const deadline = Date.now() + this.#waitMs;
    let holder: string | undefined;
    for (;;) {
      // The holder seen before placed its order: that is this checkout's answer too.
      if (holder) {
        const confirmation = await this.#orders.placed(scope, holder);
        if (confirmation) return { confirmation };
      }
      let elected: boolean;
      try {
        elected = await this.#store.setIfAbsent(`order-cart-lock:v1:${cart}`, key, LOCK_TTL_SECONDS);
      } catch {
        // Shared store down: the key's placement and the ERP's refusal of an ordered cart keep it single.
        return this.#orders.place(scope, key, submit);
      }
      if (elected) return this.#hold(scope, cartId, key, submit);
      holder = (await this.#holder(cart)) ?? holder;
      // The same key again (a retry): its own placement answers, once.
      if (holder === key) return this.#orders.place(scope, key, submit);
      if (Date.now() >= deadline) return { inProgress: true };
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    }
  }

  /**
   * Why an empty cart cannot be ordered: emptied by its order a moment ago (another tab, a second
   * click), that order is named; else 'Your cart is empty.'.
   */
  async emptyCartError(scope: string, cartId: string): Promise<UserError> {
    const [entry] = await this.#store.getMany<string>([`order-cart-last:v1:${scope}:${cartId}`]);
    return entry ? userError('REJECTED', alreadyOrdered(entry.value)) : userError('INVALID_INPUT', EMPTY_CART);
  }

  async #hold(scope: string, cartId: string, key: string, submit: () => Promise<CheckoutOutcome>): Promise<Placement> {
    const cart = `${scope}:${cartId}`;
    const holderKey = `order-cart-holder:v1:${cart}`;
    await this.#store.setMany([{ key: holderKey, value: key, freshSeconds: LOCK_TTL_SECONDS, staleSeconds: 0 }]);
    try {
      const placement = await this.#orders.place(scope, key, submit);
      if ('confirmation' in placement && 'order_number' in placement.confirmation) {
        const { order_number: number, order_suffix: suffix } = placement.confirmation;
        await this.#store.setMany([
          {
            key: `order-cart-last:v1:${cart}`,
            value: formatOrderNumber(number, suffix),
            freshSeconds: LAST_ORDER_SECONDS,
            staleSeconds: 0,
          },
        ]);
      }
      return placement;
    } finally {
      // Waiters that read the holder await its confirmation; later ones find the cart emptied.
      await this.#store.delete(holderKey);
      await this.#store.delete(`order-cart-lock:v1:${cart}`);
    }
  }

  async #holder(cart: string): Promise<string | undefined> {
    const [entry] = await this.#store.getMany<string>([`order-cart-holder:v1:${cart}`]);
    return entry?.value;
  }
}
