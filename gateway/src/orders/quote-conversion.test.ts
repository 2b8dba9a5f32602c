import { describe, expect, it } from 'vitest';
import type { ErpOrderDetail, ErpUser } from '../erp/types.ts';
import { erpError, type FakeRoutes } from '../testing/fake-erp.ts';
import { principalOf, unitGateway } from '../testing/unit.ts';
import { erpShopper } from '../testing/erp-answers/cart.ts';
import { erpCustomerMaster, erpLimitDecision } from '../testing/erp-answers/checkout.ts';
import { erpOrderDetail, erpOrderLine, erpQuote } from '../testing/erp-answers/orders.ts';

const ORDER = `query O($n: String!) { order(orderNumber: $n) { orderNumber quoteConversion { allowed blockedReason } lines { lineNumber quantityOrdered } } }`;
const CONVERT = `mutation C($input: ConvertQuoteInput!) { convertQuote(input: $input) {
  confirmation order { orderNumber orderType purchaseOrderNumber lines { quantityOrdered } } userErrors { field message code } } }`;
const CONVERTS = 'POST /order/convert_to_order';
type Payload = {
  confirmation: string | null;
  order: {
    orderNumber: string;
    orderType: string;
    purchaseOrderNumber: string | null;
    lines: { quantityOrdered: number }[];
  } | null;
  userErrors: { field: string | null; message: string; code: string }[];
};

/** The buyer's quotes by number ('800001-00'), the ERP converting them into order 900001. */
const quoteRoutes = (quotes: Record<string, ErpOrderDetail>, user: Partial<ErpUser> = {}): FakeRoutes => ({
  'GET /user/{id}': () => erpShopper(user),
  'GET /order/{id}': ({ path }) => quotes[path.split('/').at(-1)!] ?? Promise.reject(erpError(404, 'No such order.')),
  'GET /user/customerMaster/{id}': () => erpCustomerMaster(),
  'POST /user-approval-workflow/check-limit/{user_id}/{customer_number}': () => erpLimitDecision(),
});
const convert = async (gateway: Awaited<ReturnType<typeof unitGateway>>, input: Record<string, unknown>) =>
  (await gateway.run<{ convertQuote: Payload }>(CONVERT, { input })).data!.convertQuote;

const past = '2020-01-31';
const scenarios: Record<string, Parameters<typeof erpQuote>[1] & { lines?: [] }> = {
  'Q-ESTIMATED': { estimatedPricing: true },
  'Q-EXPIRED': { cancelDate: past },
  'Q-RUNNING': { webData: { userId: 101, conversionStatus: 'running' } },
  'Q-OTHER-USER': { webData: { userId: 3, conversionStatus: 'idle' } },
  'Q-IN-APPROVAL': { webData: { userId: 101, approvalStatus: 'Pending', conversionStatus: 'idle' } },
  'Q-NO-LINES': { lines: [] },
};
const scenarioQuote = (po: string) => {
  const { lines, ...header } = scenarios[po]!;
  return erpQuote(800001, { customerPurchaseOrderNumber: po, ...header }, lines);
};

describe('quote conversion', () => {
  it.for<[po: string, message: string]>([
    ['Q-ESTIMATED', 'This quote has estimated pricing and cannot be converted online. Please contact us to order it.'],
    ['Q-EXPIRED', 'This quote has passed its cancel date and can no longer be converted.'],
    ['Q-RUNNING', 'This quote is already being converted.'],
    ['Q-OTHER-USER', 'This quote was requested by another user; only they can convert it.'],
    ['Q-IN-APPROVAL', 'Pending'],
    ['Q-NO-LINES', 'There are no items associated with this quote.'],
  ])('blocks %s and says why, on the detail and on converting', async ([po, message]) => {
    const buyer = await unitGateway(quoteRoutes({ '800001-00': scenarioQuote(po) }));
    const detail = await buyer.run<{ order: { quoteConversion: { allowed: boolean; blockedReason: string | null } } }>(
      ORDER,
      { n: '800001-00' },
    );
    expect(detail.data!.order.quoteConversion).toEqual({ allowed: false, blockedReason: message });
    const payload = await convert(buyer, { orderNumber: '800001-00' });
    expect(payload.userErrors.map((e) => e.message)).toEqual([message]);
    expect(payload.order).toBeNull();
    expect(buyer.callsTo(CONVERTS)).toHaveLength(0);
  });

  it('lets only the requester convert a quote', async () => {
    const approver = await unitGateway(
      quoteRoutes({ '800001-00': erpQuote(800001) }, { id: 2, username: 'approver@acme.example', is_supervisor: true }),
      {
        principal: principalOf({ userId: 2, username: 'approver@acme.example' }),
      },
    );
    const payload = await convert(approver, { orderNumber: '800001-00' });
    expect(payload.userErrors).toEqual([
      {
        field: null,
        message: 'This quote was requested by another user; only they can convert it.',
        code: 'FORBIDDEN',
      },
    ]);
  });

  it('refuses a punch-out user', async () => {
    const punchout = await unitGateway(
      quoteRoutes(
        { '800001-00': erpQuote(800001) },
        { id: 7, username: 'punchout@acme.example', user_type: 'punchout' },
      ),
      {
        principal: principalOf({ userId: 7, username: 'punchout@acme.example' }),
      },
    );
    const payload = await convert(punchout, { orderNumber: '800001-00' });
    expect(payload.userErrors.map((e) => e.code)).toEqual(['FORBIDDEN']);
  });

  it('checks quantities with the spec messages before posting anything', async () => {
    const buyer = await unitGateway(quoteRoutes({ '800001-00': erpQuote(800001) }));
    const detail = await buyer.run<{ order: { lines: { lineNumber: number; quantityOrdered: number }[] } }>(ORDER, {
      n: '800001-00',
    });
    const [first, second] = detail.data!.order.lines;
    const over = await convert(buyer, {
      orderNumber: '800001-00',
      lines: [{ lineNumber: first!.lineNumber, quantity: first!.quantityOrdered + 1 }],
    });
    expect(over.userErrors).toEqual([
      { field: 'lines.0.quantity', message: 'New quantity may not exceed original quantity.', code: 'INVALID_INPUT' },
    ]);
    const negative = await convert(buyer, {
      orderNumber: '800001-00',
      lines: [{ lineNumber: first!.lineNumber, quantity: -1 }],
    });
    expect(negative.userErrors[0]!.message).toBe('New quantity must be greater than or equal to 0.');
    const zero = await convert(buyer, {
      orderNumber: '800001-00',
      lines: [
        { lineNumber: first!.lineNumber, quantity: 0 },
        { lineNumber: second!.lineNumber, quantity: 0 },
      ],
    });
    expect(zero.userErrors[0]!.message).toBe('You may not place an order with 0 items');
    const longPo = await convert(buyer, { orderNumber: '800001-00', purchaseOrderNumber: 'P'.repeat(23) });
    expect(longPo.userErrors[0]!.field).toBe('purchaseOrderNumber');
    expect(buyer.callsTo('POST /order/quote-quantities').length + buyer.callsTo(CONVERTS).length).toBe(0);
  });

  it('posts a reduced and a zeroed quantity first, then converts and confirms', async () => {
    const quotes: Record<string, ErpOrderDetail> = { '800001-00': erpQuote(800001) };
    const buyer = await unitGateway({
      ...quoteRoutes(quotes),
      'POST /order/quote-quantities': ({ init }) => {
        const quote = quotes['800001-00']!;
        const lines = quote.lines.map((line) => ({
          ...line,
          quantityOrdered:
            init.body.quote.lines.find((l) => l.line_number === line.lineNumber)?.quantity ?? line.quantityOrdered,
        }));
        quotes['800001-00'] = { ...quote, lines };
        return init.body;
      },
      [CONVERTS]: ({ init }) => {
        const quote = quotes['800001-00']!;
        quotes['900001-00'] = erpOrderDetail(
          900001,
          { customerPurchaseOrderNumber: init.body.po_number },
          quote.lines.filter((l) => l.quantityOrdered > 0),
        );
        quotes['800001-00'] = {
          ...quote,
          header: { ...quote.header, webData: { ...quote.header.webData, conversionStatus: 'converted' } },
        };
        return { successType: 'y', newOrderNumber: 900001, newOrderSuffix: 0, errorMessage: null };
      },
    });
    const [first, second] = quotes['800001-00']!.lines;
    const payload = await convert(buyer, {
      orderNumber: '800001-00',
      purchaseOrderNumber: 'PO-FROM-QUOTE',
      lines: [
        { lineNumber: first!.lineNumber, quantity: first!.quantityOrdered - 1 },
        { lineNumber: second!.lineNumber, quantity: 0 },
      ],
    });
    expect(payload.userErrors).toEqual([]);
    expect(buyer.callsTo('POST /order/quote-quantities')[0]!.body).toEqual({
      quote: {
        order_number: 800001,
        order_suffix: 0,
        lines: [
          { line_number: 1, quantity: 3 },
          { line_number: 2, quantity: 0 },
        ],
      },
    });
    expect(payload.order).toMatchObject({
      orderType: 'ORDER',
      purchaseOrderNumber: 'PO-FROM-QUOTE',
      lines: [{ quantityOrdered: first!.quantityOrdered - 1 }],
    });
    expect(payload.confirmation).toBe(`Quote 800001-00 is now order ${payload.order!.orderNumber}.`);
    const again = await convert(buyer, { orderNumber: '800001-00' });
    expect(again.userErrors[0]!.message).toBe('This quote has already been converted into an order.');
  });

  it("reports the ERP's refusal as 'Error: Unable to order quote.'", async () => {
    const buyer = await unitGateway({
      ...quoteRoutes({
        '800001-00': erpQuote(800001, { customerPurchaseOrderNumber: 'Q-REFUSED' }, [erpOrderLine(1)]),
      }),
      [CONVERTS]: () => ({
        successType: 'n',
        newOrderNumber: null,
        newOrderSuffix: null,
        errorMessage: 'Credit hold on the account.',
      }),
    });
    const payload = await convert(buyer, { orderNumber: '800001-00' });
    expect(payload.userErrors).toEqual([{ field: null, message: 'Error: Unable to order quote.', code: 'REJECTED' }]);
  });

  it("says 'ERROR: Unable to update item quantities' when the ERP fails the changed quantities, and converts nothing", async () => {
    const buyer = await unitGateway({
      ...quoteRoutes({ '800001-00': erpQuote(800001) }),
      'POST /order/quote-quantities': () => Promise.reject(erpError(500, 'Internal error.')),
    });
    const payload = await convert(buyer, { orderNumber: '800001-00', lines: [{ lineNumber: 1, quantity: 1 }] });
    expect(payload.userErrors.map((e) => e.message)).toEqual(['ERROR: Unable to update item quantities']);
    expect(payload.order).toBeNull();
    expect(buyer.callsTo(CONVERTS)).toHaveLength(0);
  });
});
