import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsOf, startStack, type Stack, type TestClient } from '../testing/stack.ts';

const HISTORY =
  'query History($input: OrderHistoryInput) { orderHistory(input: $input) { totalCount nodes { orderNumber } } }';

let stack: Stack;
let buyer: TestClient;
beforeAll(async () => {
  stack = await startStack();
  buyer = stack.client();
  await buyer.login('buyer@acme.example');
});
afterAll(() => stack.close());

describe('order history access check', () => {
  it('reads the viewer once, then each further page costs only the history call', async () => {
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
