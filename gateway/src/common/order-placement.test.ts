import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../cache/memory-cache.ts';
import { OrderPlacement, OrderRefused } from './order-placement.ts';
import type { ErpOrderConfirmation } from '../erp/types.ts';

const confirmation = (orderNumber: string) => ({ order_number: orderNumber }) as ErpOrderConfirmation;

describe('OrderPlacement', () => {
  it('submits once for concurrent calls with the same key and remembers the result', async () => {
    const placement = new OrderPlacement<ErpOrderConfirmation>(new MemoryCache());
    let submits = 0;
    const submit = async () => {
      submits += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return confirmation('1000001');
    };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => placement.place('10001', 'k'.repeat(32), submit)),
    );
    expect(new Set(results.map((r) => ('confirmation' in r ? r.confirmation.order_number : 'none')))).toEqual(
      new Set(['1000001']),
    );
    await placement.place('10001', 'k'.repeat(32), submit);
    expect(submits).toBe(1);
  });

  it('lets another replica wait for the holder and read its result', async () => {
    const shared = new MemoryCache();
    const first = new OrderPlacement<ErpOrderConfirmation>(shared);
    const second = new OrderPlacement<ErpOrderConfirmation>(shared, 2_000);
    let release: () => void = () => {};
    const slow = () =>
      new Promise<ErpOrderConfirmation>((resolve) => (release = () => resolve(confirmation('1000002'))));
    const holder = first.place('c', 'key', slow);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const waiter = second.place('c', 'key', async () => confirmation('never'));
    setTimeout(() => release(), 150);
    expect(await holder).toEqual({ confirmation: confirmation('1000002') });
    expect(await waiter).toEqual({ confirmation: confirmation('1000002') });
  });

  it('frees the key after a failed attempt so a retry can submit again', async () => {
    const placement = new OrderPlacement<ErpOrderConfirmation>(new MemoryCache(), 50);
    const refused = () => Promise.reject(new OrderRefused({ code: 'REJECTED', message: 'No', field: null }));
    await expect(placement.place('c', 'key', refused)).rejects.toBeInstanceOf(OrderRefused);
    await expect(placement.place('c', 'key', async () => confirmation('1000003'))).resolves.toEqual({
      confirmation: confirmation('1000003'),
    });
  });

  it('reports an order still in progress elsewhere', async () => {
    const shared = new MemoryCache();
    await shared.setIfAbsent('order-lock:v1:c:key', '1', 60);
    expect(
      await new OrderPlacement<ErpOrderConfirmation>(shared, 50).place('c', 'key', async () => confirmation('x')),
    ).toEqual({ inProgress: true });
  });
});
