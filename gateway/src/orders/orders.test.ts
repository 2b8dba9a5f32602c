import { describe, expect, it } from 'vitest';
import type { ErpOrderDetail, ErpOrderHistoryQuery, ErpUser } from '../erp/types.ts';
import { erpError, type FakeRoutes } from '../testing/fake-erp.ts';
import { principalOf, unitGateway } from '../testing/unit.ts';
import { erpShopper } from '../testing/erp-answers/cart.ts';
import { erpOrderDetail, erpOrderRow } from '../testing/erp-answers/orders.ts';

const HISTORY = `query H($input: OrderHistoryInput!) { orderHistory(input: $input) {
  totalCount page pageSize nodes { orderNumber purchaseOrderNumber orderType stage enteredOn shipTo total { value } } } }`;
const ORDER = `query O($n: String!) { order(orderNumber: $n) {
  orderNumber orderType stage notes userDefinedFields { label value } shippingStatus { text carrier trackingNumber trackingUrl } } }`;
type History = {
  orderHistory: { totalCount: number; page: number; pageSize: number; nodes: { orderNumber: string; stage: string }[] };
};

/** The buyer's history as the ERP answers it: 120 rows, each query kept. */
const historyRoutes = (user: Partial<ErpUser> = {}): FakeRoutes => ({
  'GET /user/{id}': () => erpShopper(user),
  'POST /orders/history': ({ init }) => ({
    data: Array.from({ length: init.body.limit }, (_, i) => erpOrderRow(i + 1, { stagecd: init.body.stageCd ?? 3 })),
    meta: { total_items: 120, current_items: init.body.limit },
  }),
});
const sent = (gateway: { callsTo: (route: 'POST /orders/history') => { body: unknown }[] }) =>
  gateway.callsTo('POST /orders/history').map((call) => call.body as ErpOrderHistoryQuery);

describe('order history', () => {
  it('filters by type, stage, dates and ship-to and pages by the sizes of the spec', async () => {
    const buyer = await unitGateway(historyRoutes());
    const all = await buyer.run<History>(HISTORY, { input: { mine: false, pageSize: 100 } });
    expect(all.data!.orderHistory.totalCount).toBeGreaterThan(100);
    await buyer.run<History>(HISTORY, { input: { mine: false, orderType: 'QUOTE', pageSize: 100 } });
    const paid = await buyer.run<History>(HISTORY, { input: { mine: false, stage: 'PAID', pageSize: 10, page: 2 } });
    expect(paid.data!.orderHistory.page).toBe(2);
    expect(new Set(paid.data!.orderHistory.nodes.map((n) => n.stage))).toEqual(new Set(['PAID']));
    await buyer.run(HISTORY, { input: { mine: false, omitCancelled: true, pageSize: 100 } });
    await buyer.run(HISTORY, { input: { mine: false, from: '2026-10-05', shipTo: ' ST-1 ', pageSize: 100 } });
    await buyer.run(HISTORY, { input: { pageSize: 25 } });
    // What the ERP is asked: the customer's orders with the filters in its codes, the viewer's only for My Orders.
    expect(sent(buyer)).toEqual([
      expect.objectContaining({
        customerNumber: '10001',
        page: 1,
        limit: 100,
        transType: null,
        stageCd: null,
        userId: null,
        omitCancelled: false,
      }),
      expect.objectContaining({ transType: 'q' }),
      expect.objectContaining({ stageCd: 5, page: 2, limit: 10 }),
      expect.objectContaining({ omitCancelled: true }),
      expect.objectContaining({ from: '2026-10-05', shipTo: 'ST-1' }),
      expect.objectContaining({ userId: 101, limit: 25 }),
    ]);
    const bad = await buyer.run(HISTORY, { input: { pageSize: 30 } });
    expect(bad.errors?.[0]?.message).toBe('Page size must be 10, 25, 50 or 100.');
    expect(sent(buyer)).toHaveLength(6);
  });

  it('reads the viewer once, then each further page costs only the history call', async () => {
    const buyer = await unitGateway(historyRoutes());
    await buyer.run(HISTORY, { input: { page: 1 } });
    expect(buyer.callsTo('GET /user/{id}')).toHaveLength(1);
    const calls = buyer.calls.length;
    const page2 = await buyer.run(HISTORY, { input: { page: 2 } });
    expect(page2.errors).toBeUndefined();
    expect(buyer.calls.slice(calls).map((call) => call.route)).toEqual(['POST /orders/history']);
  });
});

describe('access to the order screens', () => {
  const access = '{ orderAccess { orderHistory openInvoices paidInvoices summaryInvoices submitSummaryInvoices } }';
  it('gives order history by flag, supervisor status or a second-brand domain, and refuses it otherwise', async () => {
    for (const [user, flags, allowed] of [
      ['buyer@acme.example', { order_history: true }, true],
      ['supervisor@acme.example', { order_history: false, is_supervisor: true }, true],
      ['nohistory@rvsupply.example', { order_history: false, domain: 'www.rvsupply.example' }, true],
      ['nohistory@acme.example', { order_history: false }, false],
    ] as const) {
      const client = await unitGateway(historyRoutes({ username: user, ...flags }), {
        principal: principalOf({ username: user }),
      });
      const result = await client.run<{ orderAccess: { orderHistory: boolean } }>(access);
      expect(result.data!.orderAccess.orderHistory, user).toBe(allowed);
      const rows = await client.run(HISTORY, { input: { pageSize: 10 } });
      expect(rows.errors?.[0]?.extensions?.code ?? 'OK', user).toBe(allowed ? 'OK' : 'FORBIDDEN');
    }
  });

  it("reads another customer's order as null", async () => {
    const mine = erpOrderDetail(700001);
    const buyer = await unitGateway({ ...historyRoutes(), 'GET /order/{id}': () => mine });
    expect((await buyer.run(ORDER, { n: '700001-00' })).data).toMatchObject({ order: { orderNumber: '700001-00' } });
    expect(buyer.callsTo('GET /order/{id}')[0]).toMatchObject({
      path: '/order/700001-00',
      query: { customer_number: '10001' },
    });
    // The ERP scopes the order to the caller's customer: Globex's buyer is refused.
    for (const status of [403, 404]) {
      const globex = await unitGateway(
        {
          ...historyRoutes({ id: 10, customer_number: '10004' }),
          'GET /order/{id}': () => Promise.reject(erpError(status, 'Not found.')),
        },
        { principal: principalOf({ userId: 10, username: 'buyer@globex.example', customerNumber: '10004' }) },
      );
      const theirs = await globex.run(ORDER, { n: '700001-00' });
      expect(theirs.errors).toBeUndefined();
      expect(theirs.data).toEqual({ order: null });
    }
  });
});

describe('order detail', () => {
  it('shows notes, user-defined fields and the shipping status with tracking', async () => {
    const orders: Record<string, ErpOrderDetail> = {
      '700010-00': erpOrderDetail(
        700010,
        { orderStatus: 3, carrierCode: 'UPS Ground', proNumber: '1Z999AA10123456784' },
        undefined,
        ['Dock 4', 'Call first'],
      ),
      '700011-00': erpOrderDetail(700011, { orderStatus: 3, carrierCode: 'Local Truck', proNumber: 'LT-55' }),
      '700012-00': erpOrderDetail(700012, { orderStatus: 4, carrierCode: null, proNumber: null }),
    };
    const buyer = await unitGateway({
      ...historyRoutes(),
      'GET /order/{id}': ({ path }) => orders[path.split('/').at(-1)!]!,
    });
    type Detail = {
      order: {
        notes: string[];
        userDefinedFields: { label: string }[];
        shippingStatus: { text: string; trackingNumber: string | null; trackingUrl: string | null };
      };
    };
    const tracked = (await buyer.run<Detail>(ORDER, { n: '700010-00' })).data!.order;
    expect(tracked.notes).toEqual(['Dock 4', 'Call first']);
    expect(tracked.userDefinedFields.map((f) => f.label)).toContain('Cost Center');
    expect(tracked.shippingStatus).toMatchObject({
      text: '1Z999AA10123456784',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
    const untracked = (await buyer.run<Detail>(ORDER, { n: '700011-00' })).data!.order.shippingStatus;
    expect(untracked).toMatchObject({ text: 'LT-55', trackingNumber: 'LT-55', trackingUrl: null });
    expect((await buyer.run<Detail>(ORDER, { n: '700012-00' })).data!.order.shippingStatus.text).toBe('Shipped');
  });
});
