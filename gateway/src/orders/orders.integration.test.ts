import { describe, expect } from 'vitest';
import { type TestClient } from '../testing/stack.ts';
import { test } from '../testing/fixtures.ts';
import { QUOTE_MESSAGES } from './quote-rules.ts';

const HISTORY = `query H($input: OrderHistoryInput!) { orderHistory(input: $input) {
  totalCount page pageSize nodes { orderNumber purchaseOrderNumber orderType stage enteredOn shipTo total { value } } } }`;
const ORDER = `query O($n: String!) { order(orderNumber: $n) {
  orderNumber orderType stage estimatedPricing notes userDefinedFields { label value }
  shippingStatus { text carrier trackingNumber trackingUrl } quoteConversion { allowed blockedReason }
  lines { lineNumber quantityOrdered } } }`;
const CONVERT = `mutation C($input: ConvertQuoteInput!) { convertQuote(input: $input) {
  confirmation order { orderNumber orderType purchaseOrderNumber lines { quantityOrdered } } userErrors { field message code } } }`;

type Row = {
  orderNumber: string;
  purchaseOrderNumber: string | null;
  orderType: string;
  stage: string;
  enteredOn: string;
  shipTo: string | null;
};
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

const history = async (client: TestClient, input: Record<string, unknown>) => {
  const result = await client.gql<{
    orderHistory: { totalCount: number; page: number; pageSize: number; nodes: Row[] };
  }>(HISTORY, { input });
  return result;
};

const it = test
  /** Scenario quotes carry their case as PO number. */
  .extend('quoteNumber', ({ buyer }) => async (po: string): Promise<string> => {
    const result = await history(buyer, { mine: false, orderType: 'QUOTE', text: po, pageSize: 10 });
    const row = result.data!.orderHistory.nodes.find((n) => n.purchaseOrderNumber === po);
    if (!row) throw new Error(`no quote ${po}`);
    return row.orderNumber;
  });

const convert = async (client: TestClient, input: Record<string, unknown>) =>
  (await client.gql<{ convertQuote: Payload }>(CONVERT, { input })).data!.convertQuote;

describe('order history', () => {
  it('filters by type, stage, dates and ship-to and pages by the sizes of the spec', async ({ buyer }) => {
    const all = await history(buyer, { mine: false, pageSize: 100 });
    expect(all.data!.orderHistory.totalCount).toBeGreaterThan(100);
    const quotes = await history(buyer, { mine: false, orderType: 'QUOTE', pageSize: 100 });
    expect(quotes.data!.orderHistory.nodes.length).toBeGreaterThan(5);
    expect(new Set(quotes.data!.orderHistory.nodes.map((n) => n.orderType))).toEqual(new Set(['QUOTE']));
    const paid = await history(buyer, { mine: false, stage: 'PAID', pageSize: 10, page: 2 });
    expect(paid.data!.orderHistory.page).toBe(2);
    expect(new Set(paid.data!.orderHistory.nodes.map((n) => n.stage))).toEqual(new Set(['PAID']));
    const omit = await history(buyer, { mine: false, omitCancelled: true, pageSize: 100 });
    const cancelled = await history(buyer, { mine: false, stage: 'CANCELLED', pageSize: 100 });
    expect(omit.data!.orderHistory.totalCount + cancelled.data!.orderHistory.totalCount).toBe(
      all.data!.orderHistory.totalCount,
    );
    const from = all.data!.orderHistory.nodes[20]!.enteredOn;
    const recent = await history(buyer, { mine: false, from, pageSize: 100 });
    expect(recent.data!.orderHistory.nodes.every((n) => n.enteredOn >= from)).toBe(true);
    const shipTo = all.data!.orderHistory.nodes[0]!.shipTo!;
    const byShipTo = await history(buyer, { mine: false, shipTo, pageSize: 100 });
    expect(byShipTo.data!.orderHistory.nodes.every((n) => n.shipTo === shipTo)).toBe(true);
    const bad = await history(buyer, { pageSize: 30 });
    expect(bad.errors?.[0]?.message).toBe('Page size must be 10, 25, 50 or 100.');
  });
});

describe('access to the order screens', () => {
  const access = '{ orderAccess { orderHistory openInvoices paidInvoices summaryInvoices submitSummaryInvoices } }';
  it('gives order history by flag, supervisor status or a second-brand domain, and refuses it otherwise', async ({
    stack,
  }) => {
    for (const [user, allowed] of [
      ['buyer@acme.example', true],
      ['supervisor@acme.example', true],
      ['nohistory@rvsupply.example', true],
      ['nohistory@acme.example', false],
    ] as const) {
      const client = stack.client();
      await client.login(user);
      const result = await client.gql<{ orderAccess: { orderHistory: boolean } }>(access);
      expect(result.data!.orderAccess.orderHistory, user).toBe(allowed);
      const rows = await history(client, { pageSize: 10 });
      expect(rows.errors?.[0]?.extensions?.code ?? 'OK', user).toBe(allowed ? 'OK' : 'FORBIDDEN');
    }
  });

  it("reads another customer's order as null", async ({ stack, buyer }) => {
    const globex = stack.client();
    await globex.login('buyer@globex.example');
    const mine = await history(buyer, { pageSize: 10 });
    const other = await globex.gql<{ order: unknown }>(ORDER, { n: mine.data!.orderHistory.nodes[0]!.orderNumber });
    expect(other.data).toEqual({ order: null });
  });
});

describe('order detail', () => {
  it('shows notes, user-defined fields and the shipping status with tracking', async ({ buyer }) => {
    const shipped = await history(buyer, { mine: false, stage: 'SHIPPED', pageSize: 100 });
    let tracked = 0;
    for (const row of shipped.data!.orderHistory.nodes.slice(0, 15)) {
      const result = await buyer.gql<{
        order: {
          userDefinedFields: { label: string }[];
          shippingStatus: {
            text: string;
            trackingNumber: string | null;
            trackingUrl: string | null;
            carrier: string | null;
          };
        };
      }>(ORDER, { n: row.orderNumber });
      const order = result.data!.order;
      expect(order.userDefinedFields.map((f) => f.label)).toContain('Cost Center');
      if (order.shippingStatus.trackingNumber) {
        expect(order.shippingStatus.text).toBe(order.shippingStatus.trackingNumber);
        if (order.shippingStatus.trackingUrl) tracked += 1;
      } else {
        expect(order.shippingStatus.text).toBe('Shipped');
      }
    }
    expect(tracked).toBeGreaterThan(0);
  });
});

describe('quote conversion', () => {
  it.for<[po: string, message: string]>([
    ['Q-ESTIMATED', QUOTE_MESSAGES.estimated],
    ['Q-EXPIRED', QUOTE_MESSAGES.expired],
    ['Q-RUNNING', QUOTE_MESSAGES.running],
    ['Q-OTHER-USER', QUOTE_MESSAGES.otherUser],
    ['Q-IN-APPROVAL', 'Pending'],
    ['Q-NO-LINES', QUOTE_MESSAGES.noLines],
  ])(
    'blocks %s and says why, on the detail and on converting',
    async ([po, message], { stack, buyer, quoteNumber }) => {
      const number = await quoteNumber(po);
      const detail = await buyer.gql<{
        order: { quoteConversion: { allowed: boolean; blockedReason: string | null } };
      }>(ORDER, { n: number });
      expect(detail.data!.order.quoteConversion).toEqual({ allowed: false, blockedReason: message });
      const before = await stack.erpCalls();
      const payload = await convert(buyer, { orderNumber: number });
      expect(payload.userErrors.map((e) => e.message)).toEqual([message]);
      expect(payload.order).toBeNull();
      const after = await stack.erpCalls();
      expect(after.byRoute['POST /order/convert_to_order'] ?? 0).toBe(
        before.byRoute['POST /order/convert_to_order'] ?? 0,
      );
    },
  );

  it('lets only the requester convert a quote', async ({ stack, quoteNumber }) => {
    const approver = stack.client();
    await approver.login('approver@acme.example');
    const payload = await convert(approver, { orderNumber: await quoteNumber('Q-CONVERT-C') });
    expect(payload.userErrors).toEqual([{ field: null, message: QUOTE_MESSAGES.otherUser, code: 'FORBIDDEN' }]);
  });

  it('refuses a punch-out user', async ({ stack, quoteNumber }) => {
    const punchout = stack.client();
    await punchout.login('punchout@acme.example');
    const payload = await convert(punchout, { orderNumber: await quoteNumber('Q-CONVERT-C') });
    expect(payload.userErrors.map((e) => e.code)).toEqual(['FORBIDDEN']);
  });

  it('checks quantities with the spec messages before posting anything', async ({ buyer, quoteNumber }) => {
    const number = await quoteNumber('Q-CONVERT-C');
    const detail = await buyer.gql<{ order: { lines: { lineNumber: number; quantityOrdered: number }[] } }>(ORDER, {
      n: number,
    });
    const [first, second] = detail.data!.order.lines;
    const over = await convert(buyer, {
      orderNumber: number,
      lines: [{ lineNumber: first!.lineNumber, quantity: first!.quantityOrdered + 1 }],
    });
    expect(over.userErrors).toEqual([
      { field: 'lines.0.quantity', message: QUOTE_MESSAGES.overOriginal, code: 'INVALID_INPUT' },
    ]);
    const negative = await convert(buyer, {
      orderNumber: number,
      lines: [{ lineNumber: first!.lineNumber, quantity: -1 }],
    });
    expect(negative.userErrors[0]!.message).toBe(QUOTE_MESSAGES.negative);
    const zero = await convert(buyer, {
      orderNumber: number,
      lines: [
        { lineNumber: first!.lineNumber, quantity: 0 },
        { lineNumber: second!.lineNumber, quantity: 0 },
      ],
    });
    expect(zero.userErrors[0]!.message).toBe(QUOTE_MESSAGES.zeroItems);
    const longPo = await convert(buyer, { orderNumber: number, purchaseOrderNumber: 'P'.repeat(23) });
    expect(longPo.userErrors[0]!.field).toBe('purchaseOrderNumber');
  });

  it('posts a reduced and a zeroed quantity first, then converts and confirms', async ({ buyer, quoteNumber }) => {
    const number = await quoteNumber('Q-CONVERT-B');
    const detail = await buyer.gql<{ order: { lines: { lineNumber: number; quantityOrdered: number }[] } }>(ORDER, {
      n: number,
    });
    const [first, second] = detail.data!.order.lines;
    const payload = await convert(buyer, {
      orderNumber: number,
      purchaseOrderNumber: 'PO-FROM-QUOTE',
      lines: [
        { lineNumber: first!.lineNumber, quantity: first!.quantityOrdered - 1 },
        { lineNumber: second!.lineNumber, quantity: 0 },
      ],
    });
    expect(payload.userErrors).toEqual([]);
    expect(payload.order).toMatchObject({
      orderType: 'ORDER',
      purchaseOrderNumber: 'PO-FROM-QUOTE',
      lines: [{ quantityOrdered: first!.quantityOrdered - 1 }],
    });
    expect(payload.confirmation).toBe(`Quote ${number} is now order ${payload.order!.orderNumber}.`);
    const again = await convert(buyer, { orderNumber: number });
    expect(again.userErrors[0]!.message).toBe(QUOTE_MESSAGES.converted);
  });

  it("reports the ERP's refusal as 'Error: Unable to order quote.'", async ({ buyer, quoteNumber }) => {
    const payload = await convert(buyer, { orderNumber: await quoteNumber('Q-REFUSED') });
    expect(payload.userErrors).toEqual([{ field: null, message: QUOTE_MESSAGES.unableToOrder, code: 'REJECTED' }]);
  });
});
