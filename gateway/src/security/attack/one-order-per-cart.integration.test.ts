// Issue 31, finding 8: 20 simultaneous placeOrder calls on one cart with different idempotency keys
// (two tabs, a double click with a fresh key) made 13 orders. Fails if one cart's checkout can place
// more than one order, if a racer gets neither that order nor a clear answer, or if the cart's next
// order (new lines) cannot be placed or carries the first order's data.
import { describe, expect } from 'vitest';
import { stackTest } from '../../testing/fixtures.ts';
import { callsOf } from '../../testing/stack.ts';
import { cartWorth, chooseShipTo, orderKey } from '../../testing/shopping-steps.ts';
import { attackFigures } from './figures/record.ts';

const it = stackTest();

const PLACE = `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) {
  order { orderNumber purchaseOrderNumber } userErrors { code message } } }`;
type Placed = {
  placeOrder: {
    order: { orderNumber: string; purchaseOrderNumber: string | null } | null;
    userErrors: { code: string; message: string }[];
  };
};
const HISTORY = '{ orderHistory(input: { page: 1, pageSize: 10 }) { totalCount nodes { orderNumber } } }';
type History = { orderHistory: { totalCount: number; nodes: { orderNumber: string }[] } };
const ALREADY =
  /^This cart was already ordered as order (\d+-\d{2})\. Add items to your cart to place another order\.$/;

describe('finding 8: one cart, one order', () => {
  it('places one order for 20 simultaneous checkouts with 20 keys, then the next cart’s order', async ({
    stack,
    buyer,
  }) => {
    const ordersBefore = (await buyer.gql<History>(HISTORY)).data!.orderHistory.totalCount;
    await cartWorth(buyer, 60);
    await chooseShipTo(buyer, { purchaseOrderNumber: 'PO-RACE-1' });
    await stack.resetErpCalls();

    const figures = attackFigures(4);
    const racers = await Promise.all(
      Array.from({ length: 20 }, () =>
        figures.send(() => buyer.gql<Placed>(PLACE, { input: { idempotencyKey: orderKey() } })),
      ),
    );
    const outcomes = racers.map((result) => result.data!.placeOrder);
    const orderNumbers = new Set(outcomes.flatMap((o) => (o.order ? [o.order.orderNumber] : [])));
    // Orders beyond the first, as the ERP saw them.
    const submitted = callsOf(await stack.erpCalls(), 'POST /order');
    figures.gotThrough(Math.max(orderNumbers.size, submitted) - 1);
    expect(orderNumbers.size).toBe(1);
    const [orderNumber] = [...orderNumbers];
    // Every racer gets that order's confirmation or is told the cart was ordered, as that order.
    for (const outcome of outcomes) {
      if (outcome.order)
        expect(outcome).toEqual({ order: { orderNumber, purchaseOrderNumber: 'PO-RACE-1' }, userErrors: [] });
      else {
        expect(outcome.userErrors.map((error) => error.code)).toEqual(['REJECTED']);
        expect(outcome.userErrors[0]!.message).toMatch(ALREADY);
      }
    }
    for (const outcome of outcomes.filter((o) => !o.order))
      expect(ALREADY.exec(outcome.userErrors[0]!.message)?.[1]).toBe(orderNumber);
    // One submission reached the ERP: the racers waited for it instead of sending the cart again.
    expect(submitted).toBe(1);
    const afterRace = (await buyer.gql<History>(HISTORY)).data!.orderHistory;
    expect(afterRace.totalCount).toBe(ordersBefore + 1);
    expect(afterRace.nodes[0]!.orderNumber).toBe(orderNumber);

    // A late click on the emptied cart is told the same.
    const late = await buyer.gql<Placed>(PLACE, { input: { idempotencyKey: orderKey() } });
    expect(late.data!.placeOrder.order).toBeNull();
    expect(ALREADY.exec(late.data!.placeOrder.userErrors[0]?.message ?? '')?.[1]).toBe(orderNumber);

    // The next cart orders normally, with its own data, and once.
    await cartWorth(buyer, 60);
    await chooseShipTo(buyer, { purchaseOrderNumber: 'PO-RACE-2' });
    const next = await Promise.all(
      Array.from({ length: 5 }, () => buyer.gql<Placed>(PLACE, { input: { idempotencyKey: orderKey() } })),
    );
    const nextNumbers = new Set(
      next.flatMap((r) => (r.data!.placeOrder.order ? [r.data!.placeOrder.order.orderNumber] : [])),
    );
    expect(nextNumbers.size).toBe(1);
    const [nextNumber] = [...nextNumbers];
    expect(nextNumber).not.toBe(orderNumber);
    expect(next.find((r) => r.data!.placeOrder.order)!.data!.placeOrder.order!.purchaseOrderNumber).toBe('PO-RACE-2');
    expect((await buyer.gql<History>(HISTORY)).data!.orderHistory.totalCount).toBe(ordersBefore + 2);
    expect((await buyer.gql('{ cart { lineCount } }')).data).toEqual({ cart: { lineCount: 0 } });
  });
});
