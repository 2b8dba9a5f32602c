import { describe, expect } from 'vitest';
import { test as it } from '../testing.ts';
import { getDataset } from '../data/store.ts';
import { EXCLUDED_CUSTOMER } from '../account/multiview.ts';

type Log = { order_number: string; customer_number: string; username: string };

describe('punch-out', () => {
  it('answers each item’s UNSPSC code, the default for unknown items, and refuses bad asks', async ({
    t,
    punchout,
  }) => {
    const known = getDataset().items.keys().next().value!;
    const answer = await t.call('GET', `/punchout/unspsc?items=${known},NOPE-1&default_unspsc=99999999`, {
      token: punchout,
    });
    expect(answer.status).toBe(200);
    const codes = (answer.body as { items: Record<string, string | null> }).items;
    expect(codes[known]).toMatch(/^\d{8}$/);
    expect(codes[known]).not.toBe('99999999');
    expect(codes['NOPE-1']).toBe('99999999');
    const without = (await t.call('GET', '/punchout/unspsc?items=NOPE-1', { token: punchout })).body as {
      items: Record<string, string | null>;
    };
    expect(without.items['NOPE-1']).toBeNull();
    expect((await t.call('GET', '/punchout/unspsc?items=', { token: punchout })).status).toBe(400);
    expect((await t.call('GET', `/punchout/unspsc?items=A&default_unspsc=12`, { token: punchout })).status).toBe(400);
    const tooMany = Array.from({ length: 1001 }, (_, i) => `I${i}`).join(',');
    expect((await t.call('GET', `/punchout/unspsc?items=${tooMany}`, { token: punchout })).status).toBe(400);
    expect((await t.call('GET', '/punchout/unspsc?items=A')).status).toBe(401);
  });

  it('logs a punch-out user’s transfers for their own customer only, newest first', async ({
    t,
    punchout,
    buyer,
    globex,
  }) => {
    const first = await t.call('POST', '/punchout-log', {
      token: punchout,
      body: { customer_number: '10001', order_number: 'PO-CART-1' },
    });
    expect(first.status).toBe(201);
    await t.call('POST', '/punchout-log', {
      token: punchout,
      body: { customer_number: '10001', order_number: 'PO-2' },
    });
    const read = await t.call('GET', '/punchout-log?limit=250&customer_number=10001', { token: punchout });
    const logs = (read.body as { logs: Log[] }).logs;
    expect(logs.slice(0, 2).map((entry) => entry.order_number)).toEqual(['PO-2', 'PO-CART-1']);
    expect(logs[0]).toMatchObject({ username: 'punchout@acme.example' });
    // The seeded history fills the limit: 250 of 262 transfers, the oldest left out.
    expect(logs).toHaveLength(250);
    expect(logs.at(-1)?.order_number).toBe('PO-4500112');
    // A buyer who is no punch-out user, another customer, and malformed bodies are refused.
    const body = { customer_number: '10001', order_number: 'X' };
    expect((await t.call('POST', '/punchout-log', { token: buyer, body })).status).toBe(403);
    expect(
      (await t.call('POST', '/punchout-log', { token: punchout, body: { ...body, customer_number: '10003' } })).status,
    ).toBe(403);
    expect((await t.call('GET', '/punchout-log?customer_number=10001', { token: globex })).status).toBe(403);
    expect(
      (await t.call('POST', '/punchout-log', { token: punchout, body: { ...body, order_number: 'x'.repeat(41) } }))
        .status,
    ).toBe(400);
    expect(
      (await t.call('POST', '/punchout-log', { token: punchout, body: { customer_number: '10001' } })).status,
    ).toBe(400);
    expect((await t.call('GET', '/punchout-log?customer_number=10001&limit=251', { token: punchout })).status).toBe(
      400,
    );
  });

  it('lets staff read any customer’s log but the excluded house account', async ({ t, associate }) => {
    const read = await t.call('GET', '/punchout-log?limit=20&customer_number=10001', { token: associate });
    expect(read.status).toBe(200);
    expect((read.body as { logs: Log[] }).logs).toHaveLength(20);
    const other = await t.call('GET', '/punchout-log?customer_number=10004', { token: associate });
    expect((other.body as { logs: Log[] }).logs).toEqual([]);
    expect(
      (await t.call('GET', `/punchout-log?customer_number=${EXCLUDED_CUSTOMER}`, { token: associate })).status,
    ).toBe(403);
  });
});
