import { describe, expect, it } from 'vitest';
import { unitGateway } from '../testing/unit.ts';
import { erpShopper } from '../testing/erp-answers/cart.ts';
import { erpOrderRow } from '../testing/erp-answers/orders.ts';

const HISTORY = `query H($input: OrderHistoryInput!) { orderHistory(input: $input) { totalCount nodes { orderNumber } } }`;

describe('order history', () => {
  it('refuses a page size the screens do not offer', async () => {
    const gateway = await unitGateway();
    const result = await gateway.run(HISTORY, { input: { pageSize: 7 } });
    expect(result.errors?.[0]?.message).toBe('Page size must be 10, 25, 50 or 100.');
    expect(gateway.calls).toEqual([]);
  });
});

describe('order history amounts', () => {
  it('gives the lines total of every row and the invoice total (tax and freight in) only once invoiced', async () => {
    const gateway = await unitGateway({
      'GET /user/{id}': () => erpShopper(),
      'POST /orders/history': () => ({
        data: [
          erpOrderRow(1, { totlineord: 1120, totinvamt: 1234.5, invoicedt: '2026-10-12' }),
          erpOrderRow(2, { totlineord: 88, totinvamt: 0 }),
        ],
        meta: { total_items: 2, current_items: 2 },
      }),
    });
    const result = await gateway.run<{
      orderHistory: { nodes: { linesTotal: { value: number }; invoiceTotal: { value: number } | null }[] };
    }>(
      `query H($input: OrderHistoryInput!) { orderHistory(input: $input) {
        nodes { linesTotal { value } invoiceTotal { value } } } }`,
      { input: { pageSize: 10 } },
    );
    expect(result.data!.orderHistory.nodes).toEqual([
      { linesTotal: { value: 1120 }, invoiceTotal: { value: 1234.5 } },
      { linesTotal: { value: 88 }, invoiceTotal: null },
    ]);
  });
});

describe('placed online only', () => {
  // 30 web orders of the viewer, newest first: every third one cancelled.
  const webRows = Array.from({ length: 30 }, (_, i) => erpOrderRow(30 - i, { stagecd: i % 3 === 0 ? 9 : 3 }));
  const storeOf = () =>
    unitGateway({
      'GET /user/{id}': () => erpShopper(),
      'GET /orders/web-orders': () => ({ data: webRows }),
    });
  type Page = { orderHistory: { totalCount: number; nodes: { orderNumber: string }[] } };

  it("lists the viewer's web orders (GET /orders/web-orders), with the other filters and the paging applied", async () => {
    const gateway = await storeOf();
    const all = await gateway.run<Page>(HISTORY, { input: { placedOnline: true, pageSize: 10, page: 3 } });
    expect(all.data!.orderHistory.totalCount).toBe(30);
    expect(all.data!.orderHistory.nodes.map((node) => node.orderNumber)).toEqual(
      webRows.slice(20).map((row) => `${row.orderno}-00`),
    );
    expect(gateway.callsTo('GET /orders/web-orders')[0]!.query).toEqual({ customer_number: '10001', user_id: 101 });
    expect(gateway.callsTo('POST /orders/history')).toEqual([]);

    const open = await gateway.run<Page>(HISTORY, { input: { placedOnline: true, omitCancelled: true, pageSize: 10 } });
    expect(open.data!.orderHistory.totalCount).toBe(20);
    const byPo = await gateway.run<Page>(HISTORY, { input: { placedOnline: true, text: 'po-17', pageSize: 10 } });
    expect(byPo.data!.orderHistory.nodes).toEqual([{ orderNumber: '700017-00' }]);
  });

  it("asks for the whole customer's web orders in the 'All' view", async () => {
    const gateway = await storeOf();
    await gateway.run(HISTORY, { input: { placedOnline: true, mine: false, pageSize: 10 } });
    expect(gateway.callsTo('GET /orders/web-orders')[0]!.query).toEqual({ customer_number: '10001' });
  });
});
