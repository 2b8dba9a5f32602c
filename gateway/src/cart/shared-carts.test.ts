import { describe, expect, it } from 'vitest';
import { principalOf, unitGateway } from '../testing/unit.ts';
import {
  erpCartLines,
  erpCartOwner,
  erpSharedCart,
  erpSharedCartSummary,
  erpShopper,
} from '../testing/erp-answers/cart.ts';

const LIST =
  '{ sharedCarts { id sharerUsername lineCount subtotal { value display } sharedAt owner { name username } } }';
type Summary = { id: string; sharerUsername: string; lineCount: number; subtotal: { value: number } };

// Alan Approver (sandbox user 2) has 12 carts shared with him by colleagues.
const approver = principalOf({ userId: 2, username: 'approver@acme.example', cartId: 'cart-2' });
const sharedWithApprover = Array.from({ length: 12 }, (_, i) => erpSharedCartSummary(i + 1));

describe('shared carts', () => {
  it('lists the carts colleagues shared with the approver, each opening as the shared cart', async () => {
    const gateway = await unitGateway(
      {
        'GET /user/{id}': () =>
          erpShopper({ id: 2, username: 'approver@acme.example', shared_carts: sharedWithApprover }),
        'GET /shared-cart/{id}': ({ path }) =>
          erpSharedCart(path.split('/').at(-1)!, erpCartLines(1, { price: 10, quantity: 1 })),
        'GET /cart/{id}/owner': () => erpCartOwner(),
      },
      { principal: approver },
    );
    const list = (await gateway.run<{ sharedCarts: Summary[] }>(LIST)).data!.sharedCarts;
    expect(list).toHaveLength(12);
    expect(new Set(list.map((c) => c.sharerUsername)).size).toBeGreaterThan(1);
    const first = list[0]!;
    const one = await gateway.run<{ sharedCart: { lineCount: number; subtotal: { value: number } } }>(
      'query S($id: ID!) { sharedCart(id: $id) { lineCount subtotal { value } } }',
      { id: first.id },
    );
    expect(one.data!.sharedCart).toEqual({ lineCount: first.lineCount, subtotal: { value: first.subtotal.value } });
    expect(gateway.callsTo('GET /shared-cart/{id}')[0]!.path).toBe(`/shared-cart/${first.id}`);
    const flag = await gateway.run<{ viewer: { hasSharedCarts: boolean } }>('{ viewer { hasSharedCarts } }');
    expect(flag.data!.viewer.hasSharedCarts).toBe(true);
  });

  it('lists none to a buyer nobody shared with, and refuses punch-out', async () => {
    const buyer = await unitGateway({ 'GET /user/{id}': () => erpShopper({ shared_carts: [] }) });
    expect((await buyer.run<{ sharedCarts: Summary[] }>(LIST)).data!.sharedCarts).toEqual([]);
    expect(
      (await buyer.run<{ viewer: { hasSharedCarts: boolean } }>('{ viewer { hasSharedCarts } }')).data!.viewer
        .hasSharedCarts,
    ).toBe(false);
    const punchout = await unitGateway(
      {
        'GET /user/{id}': () =>
          erpShopper({
            id: 7,
            username: 'punchout@acme.example',
            user_type: 'punchout',
            shared_carts: sharedWithApprover,
          }),
      },
      { principal: principalOf({ userId: 7, username: 'punchout@acme.example', cartId: 'cart-7' }) },
    );
    const refused = await punchout.run(LIST);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toBe('Shared carts are not available in a punch-out session.');
  });
});
