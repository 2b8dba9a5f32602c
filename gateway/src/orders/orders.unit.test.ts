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
