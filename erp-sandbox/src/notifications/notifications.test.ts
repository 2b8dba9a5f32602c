import { describe, expect, it as unit } from 'vitest';
import { createApp } from '../index.ts';
import { eventsOf } from './store.ts';
import { test } from '../testing.ts';
import { PERSONAS, sessionIdFor } from '../data/personas.ts';
import { DEFAULT_SEED, getDataset } from '../data/store.ts';
import { isUnpriced } from '../pricing/price.ts';
import { orderKey } from '../app.ts';

const ds = getDataset();
const level = ds.customers.get('10001')!.priceLevel;
const item = [...ds.items.values()].find(
  (i) => i.product.active && !isUnpriced('10001', i.item.erp) && level * i.listPrice > 30 && level * i.listPrice < 200,
)!;
const DAY = 86_400_000;
// What the express buyer placed that shipped in the last 60 days.
const expressShipped = ds.history
  .filter((o) => o.userId === PERSONAS.express.id && o.shipdt && o.stagecd !== 9)
  .filter((o) => Date.parse(o.shipdt!) >= Date.now() - 60 * DAY);

const it = test.extend('tokens', ({ buyer, approver, express, globex, rvsupply }) => ({
  buyer,
  approver,
  express,
  globex,
  rvsupply,
}));

describe('notifications (extension)', () => {
  it('tells the approver a request waits and the buyer it was rejected, with the comment', async ({ t, tokens }) => {
    const sid = sessionIdFor(DEFAULT_SEED, PERSONAS.buyer.username);
    const quantity = Math.ceil(2600 / (level * item.listPrice));
    await t.call('PUT', `/cart/${sid}`, {
      token: tokens.buyer,
      body: { cart_lines: [{ erp: item.item.erp, quantity }] },
    });
    const sent = await t.call('POST', `/cart-request/order/${sid}`, {
      token: tokens.buyer,
      body: { order_session: `N${'0'.repeat(30)}1` },
    });
    const waiting = await t.call('GET', '/notifications', { token: tokens.approver });
    expect(waiting.body.notifications[0]).toMatchObject({
      kind: 'request_waiting',
      request_id: sent.body.id,
      actor: 'Bianca Buyer',
      read: false,
    });
    // Only the kind asked for: the newest unread waiting request, whatever came after it.
    const newest = await t.call('GET', '/notifications?unread=true&kind=request_waiting&limit=1', {
      token: tokens.approver,
    });
    expect(newest.body.notifications.map((n) => [n.kind, n.request_id])).toEqual([['request_waiting', sent.body.id]]);
    expect((await t.call('GET', '/notifications?kind=waiting', { token: tokens.approver })).status).toBe(400);
    const before = (await t.call('GET', '/notifications', { token: tokens.buyer })).body.unread;
    await t.call('PUT', `/cart-request/resolve/${PERSONAS.approver.id}/${sent.body.id}`, {
      token: tokens.approver,
      body: { resolution: 'reject', comment: 'Split it in two.' },
    });
    // Decided: the request no longer waits, so the approver's event for it is read.
    const settled = await t.call('GET', '/notifications', { token: tokens.approver });
    expect(settled.body.notifications.find((n) => n.request_id === sent.body.id)).toMatchObject({ read: true });
    const mine = await t.call('GET', '/notifications?unread=true', { token: tokens.buyer });
    expect(mine.body.unread).toBe(before + 1);
    expect(mine.body.notifications[0]).toMatchObject({
      kind: 'request_rejected',
      request_id: sent.body.id,
      actor: 'Alan Approver',
      comment: 'Split it in two.',
    });
    // Nobody else hears of it.
    const globex = await t.call('GET', '/notifications', { token: tokens.globex });
    expect(globex.body.notifications.map((n) => n.request_id)).not.toContain(sent.body.id);
    // Read one, then all.
    const id = mine.body.notifications[0]!.id;
    expect((await t.call('POST', '/notifications/read', { token: tokens.buyer, body: { ids: [id] } })).body).toEqual({
      unread: before,
    });
    expect((await t.call('POST', '/notifications/read', { token: tokens.buyer, body: {} })).body).toEqual({
      unread: 0,
    });
    // Another user's event is not the caller's to mark.
    expect((await t.call('POST', '/notifications/read', { token: tokens.globex, body: { ids: [id] } })).status).toBe(
      404,
    );
  });

  it('lists the orders a user placed that shipped lately, with their tracking links, a page at a time', async ({
    t,
    tokens,
  }) => {
    expect(expressShipped.length).toBeGreaterThan(0);
    const page = await t.call('GET', '/notifications?limit=1', { token: tokens.express });
    expect(page.body.total).toBe(expressShipped.length);
    const newest = [...expressShipped].sort((a, b) => b.shipdt!.localeCompare(a.shipdt!))[0]!;
    expect(page.body.notifications).toEqual([
      expect.objectContaining({
        kind: 'order_shipped',
        order_number: orderKey(newest.orderno, newest.ordersuf),
        tracking_url: newest.trackingUrl,
      }),
    ]);
    expect((await t.call('GET', '/notifications?limit=101', { token: tokens.express })).status).toBe(400);
    expect((await t.call('POST', '/notifications/read', { token: tokens.express, body: { ids: 'all' } })).status).toBe(
      400,
    );
    expect((await t.call('GET', '/notifications')).status).toBe(401);
  });

  it('tells the buyer a Get it for Me quote is ready, like a quote from checkout', async ({ t, tokens }) => {
    const sent = await t.call('POST', '/gifm', {
      token: tokens.rvsupply,
      body: {
        order_type: 'Q',
        items: [
          {
            manufacturer: 'Acme Valves',
            partNumber: 'AV-100',
            description: 'Ball valve',
            qty: 2,
            uom: 'EA',
            lastPaid: 12.5,
          },
        ],
      },
    });
    expect(sent.status).toBe(200);
    const mine = await t.call('GET', '/notifications?limit=1', { token: tokens.rvsupply });
    expect(mine.body.notifications[0]).toMatchObject({
      kind: 'quote_ready',
      order_number: sent.body.order_number,
      read: false,
    });
  });

  unit('seeds the visual review buyer with four weeks of events, the newest six unread', () => {
    const app = createApp();
    const seeded = eventsOf(app, PERSONAS.buyer.id).filter((n) => n.kind !== 'order_shipped');
    expect(seeded).toHaveLength(28);
    // Oldest first: the newest six are the unread ones.
    expect(seeded.slice(-6).every((n) => !n.read)).toBe(true);
    expect(seeded.slice(0, -6).every((n) => n.read)).toBe(true);
    expect(new Set(seeded.map((n) => n.kind))).toEqual(
      new Set(['quote_ready', 'request_approved', 'request_rejected']),
    );
    // Nobody else is seeded.
    expect(eventsOf(app, PERSONAS.approver.id).filter((n) => n.kind !== 'order_shipped')).toEqual([]);
  });
});
