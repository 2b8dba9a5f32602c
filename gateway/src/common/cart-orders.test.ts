import { describe, expect } from 'vitest';
import { clockTest as it } from '../testing/clock.ts';
import { MemoryCache } from '../cache/memory-cache.ts';
import { CartOrders } from './cart-orders.ts';
import { OrderPlacement, OrderRefused, type CheckoutOutcome } from './order-placement.ts';
import type { ErpOrderConfirmation } from '../erp/types.ts';
import { userError } from './errors.ts';

const confirmation = (orderNumber: string) => ({ order_number: orderNumber, order_suffix: 0 }) as ErpOrderConfirmation;
const key = (n: number) => `K${String(n).padStart(31, '0')}`;
/** Two replicas sharing one store, each with its own per-key placement. */
const replicas = (shared = new MemoryCache()) =>
  [0, 1].map(() => new CartOrders(shared, new OrderPlacement(shared), 5_000));
const numberOf = (placement: { confirmation: CheckoutOutcome } | { inProgress: true }) =>
  'confirmation' in placement && 'order_number' in placement.confirmation
    ? placement.confirmation.order_number
    : 'none';

describe('CartOrders: one order per cart checkout', () => {
  it('submits once for 20 checkouts of one cart with 20 keys over two replicas; all get that order', async ({
    clock,
  }) => {
    const shared = new MemoryCache();
    const [a, b] = replicas(shared);
    let submits = 0;
    // The ERP takes 300 ms of the fake clock: every checkout comes while the first is in flight.
    const submit = async () => {
      submits += 1;
      await new Promise((resolve) => setTimeout(resolve, 300));
      return confirmation('1000001');
    };
    const placed = Promise.all(
      Array.from({ length: 20 }, (_, n) => (n % 2 ? a! : b!).place('10001', 'cart-1', key(n), submit)),
    );
    await clock.advanceTimersByTimeAsync(1_000);
    expect(new Set((await placed).map(numberOf))).toEqual(new Set(['1000001']));
    expect(submits).toBe(1);
    expect((await a!.emptyCartError('10001', 'cart-1')).message).toBe(
      'This cart was already ordered as order 1000001-00. Add items to your cart to place another order.',
    );
    expect((await a!.emptyCartError('10001', 'cart-2')).message).toBe('Your cart is empty.');
    // Another cart of the same customer is not held by it.
    expect(numberOf(await b!.place('10001', 'cart-2', key(99), () => Promise.resolve(confirmation('1000002'))))).toBe(
      '1000002',
    );
  });

  it('lets the next checkout submit when the holder was refused, and the next cart order afterwards', async ({
    clock,
  }) => {
    const [a, b] = replicas();
    const refused = async (): Promise<CheckoutOutcome> => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      throw new OrderRefused(userError('INVALID_INPUT', 'Choose a ship-to address before placing the order.'));
    };
    let submits = 0;
    const fixed = () => {
      submits += 1;
      return Promise.resolve(confirmation('1000003'));
    };
    const first = a!.place('10001', 'cart-1', key(1), refused).catch((error: unknown) => error);
    const second = b!.place('10001', 'cart-1', key(2), fixed);
    await clock.advanceTimersByTimeAsync(1_000);
    expect(await first).toBeInstanceOf(OrderRefused);
    expect(numberOf(await second)).toBe('1000003');
    expect(submits).toBe(1);
    // Nothing is held once a checkout is over: the cart's next order goes through at once.
    expect(numberOf(await a!.place('10001', 'cart-1', key(3), () => Promise.resolve(confirmation('1000004'))))).toBe(
      '1000004',
    );
  });

  it('answers in progress when the holder outlasts the wait', async ({ clock }) => {
    const [a, b] = replicas();
    void a!.place('10001', 'cart-1', key(1), () => new Promise<CheckoutOutcome>(() => {}));
    const waiting = b!.place('10001', 'cart-1', key(2), () => Promise.resolve(confirmation('never')));
    await clock.advanceTimersByTimeAsync(6_000);
    expect(await waiting).toEqual({ inProgress: true });
  });
});
