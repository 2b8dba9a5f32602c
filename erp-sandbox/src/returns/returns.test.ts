import { describe, expect } from 'vitest';
import { test } from '../testing.ts';
import { getDataset } from '../data/store.ts';
import { orderKey } from '../app.ts';

const DAY = 86_400_000;
const acmeShipped = getDataset()
  .history.filter(
    (o) => o.custno === '10001' && o.shipdt && o.stagecd !== 9 && o.lines.some((l) => l.quantityShipped > 1),
  )
  .map((o) => ({ number: orderKey(o.orderno, o.ordersuf), order: o, age: (Date.now() - Date.parse(o.shipdt!)) / DAY }));
const recent = acmeShipped.find((o) => o.age < 50)!;
const old = acmeShipped.find((o) => o.age > 70)!;
const shippedLine = recent.order.lines.find((l) => l.quantityShipped > 1)!;

const it = test.extend('tokens', ({ buyer, globex, punchout, admin }) => ({ buyer, globex, punchout, admin }));

describe('return requests (extension)', () => {
  it('records a request of the customer, holding what it asks for until rejected', async ({ t, tokens }) => {
    const body = {
      order_number: recent.number,
      reason_code: 'DAMAGED',
      comment: 'Crushed box',
      lines: [{ line_number: shippedLine.lineNumber, quantity: 1 }],
    };
    const created = await t.call('POST', '/returns', { token: tokens.buyer, body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ order_number: recent.number, status: 'requested', reason_code: 'DAMAGED' });
    // A colleague of the same customer sees it; another customer does not.
    const listed = await t.call('GET', `/returns?order_number=${recent.number}`, { token: tokens.admin });
    expect(listed.body.map((r) => r.id)).toContain(created.body.id);
    const globex = await t.call('GET', '/returns', { token: tokens.globex });
    expect(globex.body).toEqual([]);
    // The rest of the line, and no more.
    const rest = shippedLine.quantityShipped - 1;
    const tooMany = await t.call('POST', '/returns', {
      token: tokens.buyer,
      body: { ...body, lines: [{ line_number: shippedLine.lineNumber, quantity: rest + 1 }] },
    });
    expect(tooMany.status).toBe(409);
    expect((tooMany.body as unknown as { message: string }).message).toBe(
      `Line ${shippedLine.lineNumber}: at most ${rest} can be returned.`,
    );
  });

  it('refuses another customer, punch-out, old orders and bad bodies', async ({ t, tokens }) => {
    const body = { order_number: recent.number, reason_code: 'DEFECTIVE', lines: [{ line_number: 1, quantity: 1 }] };
    expect((await t.call('POST', '/returns', { token: tokens.globex, body })).status).toBe(403);
    expect((await t.call('GET', `/returns?order_number=${recent.number}`, { token: tokens.globex })).status).toBe(403);
    expect((await t.call('POST', '/returns', { token: tokens.punchout, body })).status).toBe(403);
    expect(
      (await t.call('POST', '/returns', { token: tokens.buyer, body: { ...body, order_number: old.number } })).status,
    ).toBe(409);
    expect(
      (await t.call('POST', '/returns', { token: tokens.buyer, body: { ...body, reason_code: 'OTHER' } })).status,
    ).toBe(400);
    expect(
      (
        await t.call('POST', '/returns', {
          token: tokens.buyer,
          body: { ...body, lines: [{ line_number: 99, quantity: 1 }] },
        })
      ).status,
    ).toBe(400);
    expect(
      (await t.call('POST', '/returns', { token: tokens.buyer, body: { ...body, order_number: '9999999-00' } })).status,
    ).toBe(404);
  });
});
