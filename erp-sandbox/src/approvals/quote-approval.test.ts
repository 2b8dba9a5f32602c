import { describe, expect } from 'vitest';
import { test } from '../testing.ts';
import { PERSONAS } from '../data/personas.ts';
import { getDataset } from '../data/store.ts';
import { SCENARIO_QUOTES } from '../data/quotes.ts';

const ds = getDataset();
const quoteNumber = (po: string): string => {
  const quote = ds.history.find((o) => o.custpo === po)!;
  return `${quote.orderno}-${String(quote.ordersuf).padStart(2, '0')}`;
};

const it = test
  .extend('tokens', ({ buyer, approver, admin }) => ({ buyer, approver, admin }))
  .extend(
    'sendQuote',
    ({ t, tokens }) =>
      (who: 'buyer' | 'approver' | 'admin', userId: number, number: string, body: unknown = {}) =>
        t.call('POST', `/cart-request/quote/${userId}/${number}`, { token: tokens[who], body }),
  );

describe('a quote conversion over the limit', () => {
  it('goes to the approver, blocks direct conversion, and converts for the buyer when approved', async ({
    t,
    tokens,
    sendQuote,
  }) => {
    const number = quoteNumber(SCENARIO_QUOTES.convertible);
    const sent = await sendQuote('buyer', PERSONAS.buyer.id, number, { po: 'PO-Q-APPROVAL' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      order_type: 'q',
      quote_id: number,
      status: 'processing',
      approvers: [{ id: PERSONAS.approver.id }],
      ponum: 'PO-Q-APPROVAL',
    });
    const quote = await t.call('GET', `/order/${number}`, { token: tokens.buyer });
    expect(quote.body.header.webData?.approvalStatus).toBe('Pending');
    expect((await sendQuote('buyer', PERSONAS.buyer.id, number)).status).toBe(409);
    const [orderno, suffix] = number.split('-').map(Number);
    const direct = await t.call('POST', '/order/convert_to_order', {
      token: tokens.buyer,
      body: { order_number: orderno, order_suffix: suffix },
    });
    expect(direct.body).toMatchObject({ successType: 'n', errorMessage: 'Unable to convert quote.' });
    expect(
      (
        await t.call('POST', '/order/quote-quantities', {
          token: tokens.buyer,
          body: { quote: { order_number: orderno, order_suffix: suffix, lines: [] } },
        })
      ).status,
    ).toBe(409);

    const line = sent.body.cart_lines[0]!;
    const approved = await t.call('PUT', `/cart-request/resolve/${PERSONAS.approver.id}/${sent.body.id}`, {
      token: tokens.approver,
      body: { resolution: 'approve', quantities: [{ line_id: line.id, quantity: line.quantity - 1 }] },
    });
    expect(approved.body).toMatchObject({ status: 'approve', in_approval: false });
    const order = await t.call('GET', `/order/${approved.body.order_numbers?.[0]}`, { token: tokens.buyer });
    expect(order.body.header).toMatchObject({
      orderType: 'o',
      customerPurchaseOrderNumber: 'PO-Q-APPROVAL',
      webData: { userId: PERSONAS.buyer.id, approvalStatus: 'Approved' },
    });
    expect(order.body.lines[0]?.quantityOrdered).toBe(line.quantity - 1);
    const after = await t.call('GET', `/order/${number}`, { token: tokens.buyer });
    expect(after.body.header.webData).toMatchObject({ conversionStatus: 'converted', approvalStatus: 'Approved' });
  });

  it('leaves a rejected quote Rejected', async ({ t, tokens, sendQuote }) => {
    const number = quoteNumber(SCENARIO_QUOTES.zeroable);
    const sent = await sendQuote('buyer', PERSONAS.buyer.id, number);
    expect((await t.call('POST', `/authcart/${sent.body.id}/reject`, { token: tokens.approver })).body.status).toBe(
      'reject',
    );
    expect((await t.call('GET', `/order/${number}`, { token: tokens.buyer })).body.header.webData?.approvalStatus).toBe(
      'Rejected',
    );
  });

  it("refuses a quote within the limits, another user's quote and another user id", async ({ sendQuote }) => {
    const within = await sendQuote('buyer', PERSONAS.buyer.id, quoteNumber(SCENARIO_QUOTES.reducible));
    expect(within).toMatchObject({
      status: 400,
      body: { message: 'This order is within your limits and does not need approval.' },
    });
    expect((await sendQuote('admin', PERSONAS.admin.id, quoteNumber(SCENARIO_QUOTES.refused))).status).toBe(403);
    expect((await sendQuote('admin', PERSONAS.buyer.id, quoteNumber(SCENARIO_QUOTES.refused))).status).toBe(403);
    expect((await sendQuote('buyer', PERSONAS.buyer.id, '1234')).status).toBe(404);
  });
});
