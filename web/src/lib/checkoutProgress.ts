import { ORDER_SESSION_PATTERN } from '@mro/rules/checkout';

/** Checkout step numbers of the spec (docs/spec/cart-checkout-orders.md §2), kept in sessionStorage. */
export const CheckoutStep = { cart: 1, order: 3, payment: 4, review: 5, confirm: 6, approval: 7, error: 8 } as const;

const PROGRESS_KEY = 'checkout.progress';
const ORDER_SESSION_KEY = 'checkout.orderSession';
const CONFIRMATION_KEY = 'checkout.confirmation';
const APPROVAL_KEY = 'checkout.approval';
const ERROR_KEY = 'checkout.error';
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * sessionStorage, or this page's memory where the browser denies it: a store framed by a
 * procurement system on another site, in a browser that blocks third-party storage, throws on
 * every access. Checkout then works within the page and forgets its step on reload.
 */
const storage = (): Storage => {
  try {
    sessionStorage.getItem(PROGRESS_KEY);
    return sessionStorage;
  } catch {
    return memory;
  }
};
const memoryItems = new Map<string, string>();
const memory: Storage = {
  getItem: (key) => memoryItems.get(key) ?? null,
  setItem: (key, value) => void memoryItems.set(key, value),
  removeItem: (key) => void memoryItems.delete(key),
};

export function getProgress(): number {
  const n = Number(storage().getItem(PROGRESS_KEY));
  return Number.isInteger(n) && n > 0 ? n : CheckoutStep.cart;
}

export function setProgress(step: number): void {
  storage().setItem(PROGRESS_KEY, String(step));
}

/** Where a visit to `step` must go instead, or null when it is allowed (steps up to 3 always are). */
export function redirectFor(step: number): string | null {
  if (step <= CheckoutStep.order) return null;
  const progress = getProgress();
  if (progress >= step) return null;
  return progress >= CheckoutStep.order ? '/cart/order' : '/cart';
}

export function randomSessionId(length = 32): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  // 248 is the largest multiple of 62 below 256: rejecting above it keeps the draw uniform.
  let out = '';
  while (out.length < length) {
    for (const b of bytes) {
      if (b < 248 && out.length < length) out += ALPHANUMERIC[b % 62];
    }
    crypto.getRandomValues(bytes);
  }
  return out;
}

/** One idempotency key per checkout: reused on every retry until the order is confirmed. */
export function orderSessionKey(): string {
  const existing = storage().getItem(ORDER_SESSION_KEY);
  if (existing && ORDER_SESSION_PATTERN.test(existing)) return existing;
  const key = randomSessionId();
  storage().setItem(ORDER_SESSION_KEY, key);
  return key;
}

export function completeCheckout(confirmationJson: string): void {
  storage().removeItem(ORDER_SESSION_KEY);
  storage().setItem(CONFIRMATION_KEY, confirmationJson);
  setProgress(CheckoutStep.confirm);
}

/** The cart went to the approvers: the key is spent like an order's, and /cart/approval shows the request. */
export function completeApproval(requestJson: string): void {
  storage().removeItem(ORDER_SESSION_KEY);
  storage().setItem(APPROVAL_KEY, requestJson);
  setProgress(CheckoutStep.approval);
}

/**
 * The order went On Hold (or failed for good): /cart/error shows why, and the held order's
 * confirmation when there is one (its data and the ERP's reason); the key is spent.
 */
export function failCheckout(message: string, heldOrderJson?: string): void {
  storage().removeItem(ORDER_SESSION_KEY);
  storage().setItem(ERROR_KEY, message);
  if (heldOrderJson) storage().setItem(CONFIRMATION_KEY, heldOrderJson);
  else storage().removeItem(CONFIRMATION_KEY);
  setProgress(CheckoutStep.error);
}

export function readFailure(): string | null {
  return storage().getItem(ERROR_KEY);
}

/** What a finished step kept, or null when nothing was kept or it is not such a record (it lacks `field`). */
function readKept<T extends object>(key: string, field: keyof T & string): T | null {
  const json = storage().getItem(key);
  if (!json) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' && field in parsed ? (parsed as T) : null;
  } catch {
    return null;
  }
}

/** The approval request /cart/approval shows. */
export const readApproval = <T extends { approvers: unknown }>() => readKept<T>(APPROVAL_KEY, 'approvers');

/** The order confirmation (or held order) /cart/confirm and /cart/error show. */
export const readConfirmation = <T extends { orderNumber: unknown }>() => readKept<T>(CONFIRMATION_KEY, 'orderNumber');

export function resetCheckout(): void {
  for (const key of [PROGRESS_KEY, ORDER_SESSION_KEY, CONFIRMATION_KEY, APPROVAL_KEY, ERROR_KEY])
    storage().removeItem(key);
}
