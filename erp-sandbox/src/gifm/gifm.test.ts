import { describe, expect } from 'vitest';
import { test } from '../testing.ts';

const item = (overrides: Record<string, unknown> = {}) => ({
  manufacturer: 'Acme Valves',
  partNumber: 'AV-100',
  description: 'Brass ball valve 1/2 in',
  qty: 4,
  uom: 'EA',
  lastPaid: 12.5,
  ...overrides,
});

const it = test
  .extend('tokens', ({ buyer, approver, globex, punchout, guest, rvsupply }) => ({
    buyer,
    approver,
    globex,
    punchout,
    guest,
    rvsupply,
  }))
  .extend(
    'send',
    ({ t, tokens }) =>
      (who: keyof typeof tokens, body: unknown) =>
        t.call('POST', '/gifm', { token: tokens[who], body }),
  );

describe('Get it for Me', () => {
  it('enters a non-stock order priced later and a quote request, listed for their sender only', async ({
    t,
    tokens,
    send,
  }) => {
    const order = await send('buyer', {
      order_type: 'O',
      po: 'PO-GIFM',
      items: [item({ files: [{ fileName: 'spec-sheet.pdf', content: Buffer.from('%PDF-1.4').toString('base64') }] })],
    });
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({
      order_type: 'O',
      status: 'open',
      items: [{ manufacturer: 'Acme Valves', qty: 4, uom: 'EA', files: [{ fileName: 'spec-sheet.pdf', size: 8 }] }],
    });
    const detail = await t.call('GET', `/order/${order.body.order_number}`, { token: tokens.buyer });
    expect(detail.body.header).toMatchObject({
      orderType: 'o',
      customerPurchaseOrderNumber: 'PO-GIFM',
      estimatedPricing: true,
    });
    expect(detail.body.notes[0]?.description).toBe('Non-stock order: the price will be determined later.');
    const quote = await send('rvsupply', { order_type: 'Q', items: [item({ lastPaid: null, uom: 'bx' })] });
    expect(quote.body).toMatchObject({ order_type: 'Q', items: [{ uom: 'BX', lastPaid: null }] });
    expect(
      (await t.call('GET', `/order/${quote.body.order_number}`, { token: tokens.rvsupply })).body.header.orderType,
    ).toBe('q');
    const mine = await t.call('GET', '/gifm/', { token: tokens.buyer });
    expect(mine.body.map((r: { id: string }) => r.id)).toEqual([order.body.id]);
    expect((await t.call('GET', '/gifm/', { token: tokens.approver })).body).toEqual([]);
  });

  it('applies every item rule', async ({ send }) => {
    const cases: [Record<string, unknown>, string][] = [
      [{ manufacturer: '' }, 'Item 1: manufacturer is required.'],
      [{ manufacturer: 'M'.repeat(31) }, 'Item 1: manufacturer may be at most 30 characters.'],
      [{ description: ' ' }, 'Item 1: description is required.'],
      [{ qty: 0 }, 'Item 1: quantity must be a whole number of 1 or more.'],
      [{ qty: 1.5 }, 'Item 1: quantity must be a whole number of 1 or more.'],
      [
        { uom: 'XX' },
        'Item 1: unit of measure must be one of BG, BO, BX, CN, CQ, CA, DZ, DR, EA, FT, GL, IN, OZ, PK, PA, PR, PC, LB, QT, RL, ST, SH, SO, YD.',
      ],
      [{ lastPaid: 1.005 }, 'Item 1: last price must be an amount in cents.'],
      [{ lastPaid: null }, 'Item 1: last price paid is required.'],
      [
        { files: [{ fileName: 'virus.exe', content: '' }] },
        'Item 1: attachments must be jpg, png, pdf, doc or docx files.',
      ],
      [
        { files: [{ fileName: 'big.png', content: Buffer.alloc(65 * 1024).toString('base64') }] },
        'Item 1: attachments may be at most 64 KB in all.',
      ],
    ];
    for (const [overrides, message] of cases) {
      const res = await send('buyer', { order_type: 'O', items: [item(overrides)] });
      expect(res).toMatchObject({ status: 400, body: { message } });
    }
    // Whole cents pass whatever their binary rounding (0.29 * 100 is not exactly 29).
    expect((await send('buyer', { order_type: 'O', items: [item({ lastPaid: 0.29 })] })).status).toBe(200);
    // The last price is required only on orders of customers that require it.
    expect((await send('buyer', { order_type: 'Q', items: [item({ lastPaid: null })] })).status).toBe(200);
    expect((await send('rvsupply', { order_type: 'O', items: [item({ lastPaid: null })] })).status).toBe(200);
    expect((await send('buyer', { order_type: 'X', items: [item()] })).status).toBe(400);
    expect((await send('buyer', { order_type: 'Q', items: [] })).body).toMatchObject({
      message: 'At least one item is required.',
    });
  });

  it('refuses punch-out, open browse and a customer with Get it for Me switched off', async ({ t, send }) => {
    for (const who of ['punchout', 'guest', 'globex'] as const) {
      const res = await send(who, { order_type: 'Q', items: [item()] });
      expect({ who, res }).toMatchObject({
        who,
        res: { status: 403, body: { message: 'Get it for Me is not available for your account.' } },
      });
    }
    expect((await t.call('POST', '/gifm', { body: { order_type: 'Q', items: [item()] } })).status).toBe(401);
  });

  it('withdraws a request (cancelling its order) for its sender only, once', async ({ t, tokens, send }) => {
    const sent = await send('buyer', { order_type: 'Q', items: [item()] });
    expect((await t.call('DELETE', `/gifm/${sent.body.id}`, { token: tokens.approver })).status).toBe(403);
    expect((await t.call('DELETE', '/gifm/999999', { token: tokens.buyer })).status).toBe(404);
    const withdrawn = await t.call('DELETE', `/gifm/${sent.body.id}`, { token: tokens.buyer });
    expect(withdrawn.body.status).toBe('withdrawn');
    expect(
      (await t.call('GET', `/order/${sent.body.order_number}`, { token: tokens.buyer })).body.header.orderStatus,
    ).toBe(9);
    expect((await t.call('DELETE', `/gifm/${sent.body.id}`, { token: tokens.buyer })).status).toBe(409);
  });
});
