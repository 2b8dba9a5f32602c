import { describe, expect, it } from 'vitest';
import { unitGateway } from '../testing/unit.ts';

const HISTORY = `query H($input: OrderHistoryInput!) { orderHistory(input: $input) { totalCount nodes { orderNumber } } }`;

describe('order history', () => {
  it('refuses a page size the screens do not offer', async () => {
    const gateway = await unitGateway();
    const result = await gateway.run(HISTORY, { input: { pageSize: 7 } });
    expect(result.errors?.[0]?.message).toBe('Page size must be 10, 25, 50 or 100.');
    expect(gateway.calls).toEqual([]);
  });
});
