// The cart's promo-code field shows only while a code is live (GET /promo-codes/live-count), read at most once a minute.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { erpError } from '../testing/fake-erp.ts';
import { unitGateway } from '../testing/unit.ts';
import { erpCart } from '../testing/erp-answers/cart.ts';

const OFFERED = '{ cart { promoCodesOffered } }';
type Offered = { cart: { promoCodesOffered: boolean } };

const storeWith = (liveCount: () => number) =>
  unitGateway({
    'GET /cart/{session_id}': () => erpCart([]),
    'GET /promo-codes/live-count': () => ({ live_count: liveCount() }),
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('the promo-code field', () => {
  it('is offered while a code is live and not when none is, the count read at most once a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let live = 2;
    const gateway = await storeWith(() => live);
    expect((await gateway.run<Offered>(OFFERED)).data!.cart.promoCodesOffered).toBe(true);
    live = 0;
    // Within the minute: the count already read.
    vi.advanceTimersByTime(59_000);
    expect((await gateway.run<Offered>(OFFERED)).data!.cart.promoCodesOffered).toBe(true);
    expect(gateway.callsTo('GET /promo-codes/live-count')).toHaveLength(1);
    vi.advanceTimersByTime(2_000);
    expect((await gateway.run<Offered>(OFFERED)).data!.cart.promoCodesOffered).toBe(false);
    expect(gateway.callsTo('GET /promo-codes/live-count')).toHaveLength(2);
  });

  it('is offered when the count cannot be read (applying a code still checks it)', async () => {
    const gateway = await storeWith(() => {
      throw erpError(503, 'Service unavailable');
    });
    const result = await gateway.run<Offered>(OFFERED);
    expect(result.errors).toBeUndefined();
    expect(result.data!.cart.promoCodesOffered).toBe(true);
  });
});
