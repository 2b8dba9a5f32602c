import { describe, expect } from 'vitest';
import { clockTest as it } from '../testing/clock.ts';
import { MemoryCache } from '../cache/memory-cache.ts';
import type { Cache } from '../cache/cache.ts';
import { OrderPlacement, OrderRefused } from './order-placement.ts';
import type { ErpOrderConfirmation } from '../erp/types.ts';

const confirmation = (orderNumber: string) => ({ order_number: orderNumber }) as ErpOrderConfirmation;

describe('OrderPlacement', () => {
  it('submits once for concurrent calls with the same key and remembers the result', async ({ clock }) => {
    const placement = new OrderPlacement<ErpOrderConfirmation>(new MemoryCache());
    let submits = 0;
    // The submission takes 20 ms of the fake clock: every call comes while it is in flight.
    const submit = async () => {
      submits += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return confirmation('1000001');
    };
    const placed = Promise.all(Array.from({ length: 20 }, () => placement.place('10001', 'k'.repeat(32), submit)));
    await clock.advanceTimersByTimeAsync(20);
    const results = await placed;
    expect(new Set(results.map((r) => ('confirmation' in r ? r.confirmation.order_number : 'none')))).toEqual(
      new Set(['1000001']),
    );
    await placement.place('10001', 'k'.repeat(32), submit);
    expect(submits).toBe(1);
  });

  it('lets another replica wait for the holder and read its result', async ({ clock }) => {
    const shared = new MemoryCache();
    const first = new OrderPlacement<ErpOrderConfirmation>(shared);
    const second = new OrderPlacement<ErpOrderConfirmation>(shared, 2_000);
    let release: () => void = () => {};
    let submitted: () => void = () => {};
    const holding = new Promise<void>((resolve) => (submitted = resolve));
    const slow = () =>
      new Promise<ErpOrderConfirmation>((resolve) => {
        submitted();
        release = () => resolve(confirmation('1000002'));
      });
    const holder = first.place('c', 'key', slow);
    // The first replica holds the key once it submits.
    await holding;
    const waiter = second.place('c', 'key', () => Promise.resolve(confirmation('never')));
    await clock.advanceTimersByTimeAsync(150);
    release();
    expect(await holder).toEqual({ confirmation: confirmation('1000002') });
    // The second replica reads the stored result at its next check.
    await clock.advanceTimersByTimeAsync(100);
    expect(await waiter).toEqual({ confirmation: confirmation('1000002') });
  });

  it('frees the key after a failed attempt so a retry can submit again', async () => {
    const placement = new OrderPlacement<ErpOrderConfirmation>(new MemoryCache(), 50);
    const refused = () => Promise.reject(new OrderRefused({ code: 'REJECTED', message: 'No', field: null }));
    await expect(placement.place('c', 'key', refused)).rejects.toBeInstanceOf(OrderRefused);
    await expect(placement.place('c', 'key', () => Promise.resolve(confirmation('1000003')))).resolves.toEqual({
      confirmation: confirmation('1000003'),
    });
  });

  it('reports an order still in progress elsewhere once its wait is over', async ({ clock }) => {
    const shared = new MemoryCache();
    await shared.setIfAbsent('order-lock:v1:c:key', '1', 60);
    const placed = new OrderPlacement<ErpOrderConfirmation>(shared, 50).place('c', 'key', () =>
      Promise.resolve(confirmation('x')),
    );
    await clock.advanceTimersByTimeAsync(100);
    expect(await placed).toEqual({ inProgress: true });
  });

  it('answers a retry after the first call finished with its confirmation while the shared store is down', async () => {
    // A Redis that is down: reads miss, the lock cannot be taken, writes are lost.
    const down: Cache = Object.assign(new MemoryCache(), {
      getMany: (keys: string[]) => Promise.resolve(keys.map(() => undefined)),
      setIfAbsent: () => Promise.reject(new Error('redis not ready')),
      setMany: () => Promise.resolve(),
    });
    const placement = new OrderPlacement<ErpOrderConfirmation>(down);
    let submits = 0;
    // The second submission would find the cart emptied by the first order.
    const submit = () => {
      submits += 1;
      return submits === 1
        ? Promise.resolve(confirmation('1000004'))
        : Promise.reject(new OrderRefused({ code: 'INVALID_INPUT', message: 'Your cart is empty.', field: null }));
    };
    const results = [];
    for (let attempt = 0; attempt < 5; attempt += 1) results.push(await placement.place('c', 'key', submit));
    expect(results).toEqual(Array.from({ length: 5 }, () => ({ confirmation: confirmation('1000004') })));
    expect(submits).toBe(1);
    // Another key, or another customer's same key, is another order.
    await expect(placement.place('other', 'key', () => Promise.resolve(confirmation('1000005')))).resolves.toEqual({
      confirmation: confirmation('1000005'),
    });
  });
});
