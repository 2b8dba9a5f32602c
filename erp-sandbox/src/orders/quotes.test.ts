import { describe, expect } from 'vitest';
import { it } from '../testing.ts';
import { PERSONAS } from '../data/personas.ts';
import { getDataset } from '../data/store.ts';
import { SCENARIO_QUOTES } from '../data/quotes.ts';

const ds = getDataset();
const quote = (po: string) => ds.history.find((o) => o.custno === '10001' && o.custpo === po)!;

describe('quote conversion', () => {
  it('posts reduced quantities, refuses larger ones, and converts into a new order', async ({ t, buyer }) => {
    const q = quote(SCENARIO_QUOTES.convertible);
    const line = q.lines[0]!;
    const over = await t.call('POST', '/order/quote-quantities', {
      token: buyer,
      body: {
        quote: {
          order_number: q.orderno,
          lines: [{ line_number: line.lineNumber, quantity: line.quantityOrdered + 1 }],
        },
      },
    });
    expect(over.body).toEqual({ code: 400, message: 'New quantity may not exceed original quantity.' });
    const posted = await t.call('POST', '/order/quote-quantities', {
      token: buyer,
      body: { quote: { order_number: q.orderno, lines: [{ line_number: line.lineNumber, quantity: 1 }] } },
    });
    expect(posted.body.quote.lines[0]).toEqual({ line_number: line.lineNumber, quantity: 1 });
    const converted = await t.call('POST', '/order/convert_to_order', {
      token: buyer,
      body: { order_number: q.orderno, order_suffix: 0, po_number: 'PO-1' },
    });
    expect(converted.body).toMatchObject({ successType: 'y', newOrderSuffix: 0, errorMessage: null });
    const order = await t.call('GET', `/order/${converted.body.newOrderNumber}`, { token: buyer });
    expect(order.body.header).toMatchObject({ orderType: 'o', customerPurchaseOrderNumber: 'PO-1' });
    expect(order.body.lines[0]?.quantityOrdered).toBe(1);
    const status = await t.call('GET', `/order/${q.orderno}-00/order-status`, { token: buyer });
    expect(status.body).toMatchObject({ conversionStatus: 'converted', newOrderNumber: converted.body.newOrderNumber });
  });

  it('refuses a zero-item quote and the refused scenario with their messages', async ({ t, buyer }) => {
    const zero = quote(SCENARIO_QUOTES.noLines);
    expect(
      (await t.call('POST', '/order/convert_to_order', { token: buyer, body: { order_number: zero.orderno } })).body
        .errorMessage,
    ).toBe('You may not place an order with 0 items');
    const refused = quote(SCENARIO_QUOTES.refused);
    expect(
      (await t.call('POST', '/order/convert_to_order', { token: buyer, body: { order_number: refused.orderno } })).body
        .errorMessage,
    ).toBe('Error: Unable to order quote.');
  });

  it("refuses another customer's quote", async ({ t }) => {
    const globex = await t.login(PERSONAS.globex.username);
    const res = await t.call('POST', '/order/convert_to_order', {
      token: globex,
      body: { order_number: quote(SCENARIO_QUOTES.convertible).orderno },
    });
    expect(res.status).toBe(403);
  });
});

describe('invoices', () => {
  it('pages open invoices with the 50 default and refuses punch-out users', async ({ t, buyer }) => {
    const open = await t.call('GET', '/invoices/open?customerNumber=10001', { token: buyer });
    expect(open.body.data.length).toBeLessThanOrEqual(50);
    expect(open.body.data.every((i: { status: string }) => i.status === 'open')).toBe(true);
    const punchout = await t.login(PERSONAS.punchout.username);
    expect((await t.call('GET', '/invoices/open?customerNumber=10001', { token: punchout })).status).toBe(403);
  });
});
