import type { Cache } from '../cache/cache.ts';
import type { ErpCartRequest, ErpOrderConfirmation } from '../erp/types.ts';
import type { UserError } from '../generated/resolvers-types.ts';

// What an order placement ends in, the same for every way of placing one (checkout, express, guest);
// the messages the form shows too (DO_NOT_RESUBMIT, EMPTY_CART) are in @mro/rules.
export const BAD_IDEMPOTENCY_KEY = 'The order key must be 32 letters or digits.';

/** The spec's on-hold message with the order numbers filled in. */
export const onHoldMessage = (orderNumbers: string) =>
  `Your order requires additional review. Order ${orderNumbers} has been placed On Hold. Some of the data you provided appears to be invalid...`;

const RESULT_TTL_SECONDS = 24 * 60 * 60;
// Outlives the ERP's order timeout, so only a crashed holder leaves a lock behind.
const LOCK_TTL_SECONDS = 150;
const WAIT_STEP_MS = 100;
// Orders this process placed in the last RESULT_TTL_SECONDS, for retries while the shared store is down.
const PLACED_IN_PROCESS = 10_000;

/** A definite refusal before or by the ERP: nothing was placed, so the key may be used again. */
export class OrderRefused extends Error {
  readonly reason: UserError;
  constructor(reason: UserError) {
    super(reason.message);
    this.reason = reason;
  }
}

/** What one checkout ends in: a placed order, or a cart request sent to the approvers. */
export type CheckoutOutcome = ErpOrderConfirmation | { approval_request: ErpCartRequest };

export type Placement<T = CheckoutOutcome> = { confirmation: T } | { inProgress: true };

/**
 * One order per idempotency key, ever: a double click, a retry after a timeout or a second tab
 * get the first order's confirmation. Within a process concurrent calls share one submission;
 * across replicas a SET NX lock in the shared cache elects one submitter and the others wait for
 * its stored result. This process also keeps what it placed, so a retry that comes after the first
 * call finished gets its confirmation with the store down (the cart is empty by then). The ERP's
 * dedup by order_session is the last line of defence.
 */
export class OrderPlacement<T = CheckoutOutcome> {
  readonly #store: Cache;
  readonly #inflight = new Map<string, Promise<Placement<T>>>();
  readonly #waitMs: number;
  /** Confirmations by key with their expiry, oldest first (a Map keeps insertion order). */
  readonly #placed = new Map<string, { confirmation: T; until: number }>();

  constructor(store: Cache, waitMs = 10_000) {
    this.#store = store;
    this.#waitMs = waitMs;
  }

  place(scope: string, key: string, submit: () => Promise<T>): Promise<Placement<T>> {
    const id = `${scope}:${key}`;
    const pending = this.#inflight.get(id);
    if (pending) return pending;
    const promise = this.#place(id, submit).finally(() => this.#inflight.delete(id));
    this.#inflight.set(id, promise);
    return promise;
  }

  /** The confirmation of the order placed with `key`, when there is one (here or on another replica). */
  async placed(scope: string, key: string): Promise<T | undefined> {
    const id = `${scope}:${key}`;
    const local = this.#placed.get(id);
    if (local && local.until > Date.now()) return local.confirmation;
    return this.#result(id);
  }

  async #place(id: string, submit: () => Promise<T>): Promise<Placement<T>> {
    const local = this.#placed.get(id);
    if (local && local.until > Date.now()) return { confirmation: local.confirmation };
    const done = await this.#result(id);
    if (done) return { confirmation: done };
    let elected: boolean;
    try {
      elected = await this.#store.setIfAbsent(`order-lock:v1:${id}`, '1', LOCK_TTL_SECONDS);
    } catch {
      // Shared store down: this replica submits; the ERP's order_session dedup keeps it single.
      elected = true;
    }
    if (!elected) return this.#awaitOther(id);
    let confirmation: T;
    try {
      confirmation = await submit();
    } catch (error) {
      // The attempt is over: a retry may submit again, and the ERP's order_session dedup answers
      // with the first order if this one went through after all.
      await this.#store.delete(`order-lock:v1:${id}`);
      throw error;
    }
    this.#remember(id, confirmation);
    await this.#store.setMany([
      { key: `order-result:v1:${id}`, value: confirmation, freshSeconds: RESULT_TTL_SECONDS, staleSeconds: 0 },
    ]);
    return { confirmation };
  }

  #remember(id: string, confirmation: T): void {
    this.#placed.set(id, { confirmation, until: Date.now() + RESULT_TTL_SECONDS * 1000 });
    for (const oldest of this.#placed.keys()) {
      if (this.#placed.size <= PLACED_IN_PROCESS) break;
      this.#placed.delete(oldest);
    }
  }

  async #awaitOther(id: string): Promise<Placement<T>> {
    const deadline = Date.now() + this.#waitMs;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
      const done = await this.#result(id);
      if (done) return { confirmation: done };
    }
    return { inProgress: true };
  }

  async #result(id: string): Promise<T | undefined> {
    const [entry] = await this.#store.getMany<T>([`order-result:v1:${id}`]);
    return entry?.value;
  }
}
