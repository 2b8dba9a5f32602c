import { describe, expect } from 'vitest';
import { SHARED_CART_MESSAGES } from '@mro/rules/cart';
import { test as it } from '../testing/fixtures.ts';

const LIST =
  '{ sharedCarts { id sharerUsername lineCount subtotal { value display } sharedAt owner { name username } } }';
type Summary = { id: string; sharerUsername: string; lineCount: number; subtotal: { value: number } };

describe('shared carts', () => {
  it('lists the carts colleagues shared with the approver, each opening as the shared cart', async ({ approver }) => {
    const list = (await approver.gql<{ sharedCarts: Summary[] }>(LIST)).data!.sharedCarts;
    expect(list).toHaveLength(12);
    expect(new Set(list.map((c) => c.sharerUsername)).size).toBeGreaterThan(1);
    const first = list[0]!;
    const one = await approver.gql<{ sharedCart: { lineCount: number; subtotal: { value: number } } }>(
      'query S($id: ID!) { sharedCart(id: $id) { lineCount subtotal { value } } }',
      { id: first.id },
    );
    expect(one.data!.sharedCart).toEqual({ lineCount: first.lineCount, subtotal: { value: first.subtotal.value } });
    const flag = await approver.gql<{ viewer: { hasSharedCarts: boolean } }>('{ viewer { hasSharedCarts } }');
    expect(flag.data!.viewer.hasSharedCarts).toBe(true);
  });

  it('lists none to a buyer nobody shared with, and refuses punch-out', async ({ buyer, punchout }) => {
    expect((await buyer.gql<{ sharedCarts: Summary[] }>(LIST)).data!.sharedCarts).toEqual([]);
    expect(
      (await buyer.gql<{ viewer: { hasSharedCarts: boolean } }>('{ viewer { hasSharedCarts } }')).data!.viewer
        .hasSharedCarts,
    ).toBe(false);
    const refused = await punchout.gql(LIST);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toBe(SHARED_CART_MESSAGES.notInPunchOut);
  });
});
