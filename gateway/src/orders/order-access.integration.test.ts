import { describe, expect } from 'vitest';
import { callsOf } from '../testing/stack.ts';
import { it } from '../testing/fixtures.ts';

const HISTORY =
  'query History($input: OrderHistoryInput) { orderHistory(input: $input) { totalCount nodes { orderNumber } } }';

describe('order history access check', () => {
  it('reads the viewer once, then each further page costs only the history call', async ({ stack, buyer }) => {
    await stack.resetErpCalls();
    await buyer.gql(HISTORY, { input: { page: 1 } });
    expect(callsOf(await stack.erpCalls(), 'GET /user/{id}')).toBe(1);
    await stack.resetErpCalls();
    const page2 = await buyer.gql<{ orderHistory: { nodes: unknown[] } }>(HISTORY, { input: { page: 2 } });
    expect(page2.errors).toBeUndefined();
    const calls = await stack.erpCalls();
    expect(callsOf(calls, 'POST /orders/history')).toBe(1);
    expect(calls.total).toBe(1);
  });
});
