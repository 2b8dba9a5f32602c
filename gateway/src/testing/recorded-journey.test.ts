// The buyer journeys against recorded ERP exchanges (gateway/fixtures/erp/), with no sandbox:
// the gateway's only upstream is the strict replay server. Re-record with `npm run record`.
import { describe, expect, test } from 'vitest';
import { startGateway } from '../index.ts';
import { readFixtures } from '../erp/recording.ts';
import { startReplay } from './replay.ts';
import { TEST_SESSION_SECRET, TestClient } from './stack.ts';
import { JOURNEY_BUYER, runBuyerJourney } from './journeys.ts';
import { BUYER_JOURNEY_FIXTURES } from './record.ts';

const it = test
  // Closing throws naming every unrecorded call.
  .extend('replay', { scope: 'file' }, async ({}, { onCleanup }) => {
    const replay = await startReplay(BUYER_JOURNEY_FIXTURES);
    onCleanup(() => replay.close());
    return replay;
  })
  .extend('gateway', { scope: 'file' }, async ({ replay }, { onCleanup }) => {
    const gateway = await startGateway({
      port: 0,
      host: '127.0.0.1',
      erpUrl: replay.url,
      searchUrl: replay.url,
      sessionSecret: TEST_SESSION_SECRET,
      cookieSecure: false,
      logLevel: 'error',
      redisUrl: undefined,
    });
    onCleanup(() => gateway.close({ idleGraceMs: 0 }));
    return gateway;
  })
  .extend('result', { scope: 'file' }, ({ gateway }) => runBuyerJourney(new TestClient(gateway.url)));

describe('the buyer journey, replayed from recordings', () => {
  // Asking for the result runs the journey first.
  it('makes only recorded ERP calls', ({ replay, result: _result }) => {
    expect(replay.unmatched()).toEqual([]);
  });

  it('logs in and searches gloves with prices', ({ result }) => {
    expect(result.viewer).toEqual({ username: JOURNEY_BUYER, customerNumber: '10001' });
    expect(result.hits.length).toBeGreaterThan(0);
    expect(result.hits.some((hit) => /glove/i.test(hit.heading))).toBe(true);
    expect(result.hits.flatMap((hit) => hit.items).some((item) => item.price?.amount?.display.startsWith('$'))).toBe(
      true,
    );
  });

  it('opens the product, adds 2 to the cart and sets the checkout details', ({ result }) => {
    expect(result.product?.slug).toBe(
      result.hits.find((hit) => hit.items.some((item) => item.price?.purchasable))?.slug,
    );
    expect(result.addErrors).toEqual([]);
    expect(result.added?.lines.map((line) => line.quantity)).toEqual([2]);
    expect(result.detailsErrors).toEqual([]);
  });

  it('places the order for the cart subtotal plus shipping and tax and finds it first in the history', ({ result }) => {
    expect(result.orderErrors).toEqual([]);
    expect(result.order?.orderNumber).toMatch(/^\d+-00$/);
    const charges = (result.order?.shipping.value ?? 0) + (result.order?.tax.value ?? 0);
    expect(result.order?.total.value).toBeCloseTo((result.added?.subtotal.value ?? -1) + charges, 2);
    // Until it is invoiced, the history shows an order's line total (schema: OrderSummary.total).
    expect(result.history[0]).toEqual({
      orderNumber: result.order?.orderNumber,
      total: { display: result.added?.subtotal.display },
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types asymmetric matchers as any
      stageLabel: expect.any(String),
    });
  });

  it('replays fixtures that hold no password, token signature or card number', () => {
    const text = JSON.stringify(readFixtures(BUYER_JOURNEY_FIXTURES));
    expect(text).not.toContain('Demo1234!');
    expect(text).toContain('"_password":"[scrubbed]"');
    for (const token of text.match(/ey[\w-]+\.ey[\w-]+\.[\w-]+/g) ?? []) expect(token.endsWith('.scrubbed')).toBe(true);
  });
});
