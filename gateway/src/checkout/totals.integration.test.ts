import { describe, expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import { it } from '../testing/fixtures.ts';

// The review's estimate (POST /order/quote) and the confirmation's figures (the ERP's answer to
// POST /order) are one computation: placing the reviewed cart charges what the review said.

const key = () =>
  randomBytes(24)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, '')
    .padEnd(32, 'x')
    .slice(0, 32);

type Figures = { shipping: { value: number }; tax: { value: number }; total: { value: number } };
type Item = { erp: string; price: { purchasable: boolean; amount: { value: number } | null } | null };

describe('review estimate and confirmation', () => {
  it('charges the shipping, tax and total the review estimated, for a taxed ship-to and an order of several lines', async ({
    stack,
  }) => {
    const buyer = stack.client();
    await buyer.login('buyer@acme.example');
    const found = await buyer.gql<{ productSearch: { nodes: { items: Item[] }[] } }>(
      '{ productSearch(input: { query: "gloves" }) { nodes { items { erp price { purchasable amount { value } } } } } }',
    );
    const items = found
      .data!.productSearch.nodes.flatMap((node) => node.items)
      .filter((item) => item.price?.purchasable && (item.price.amount?.value ?? 0) < 100)
      .slice(0, 5);
    expect(items).toHaveLength(5);
    await buyer.gql(
      'mutation A($input: AddCartLinesInput!) { addCartLines(input: $input) { userErrors { message } } }',
      {
        input: { lines: items.map((item, i) => ({ erp: item.erp, quantity: i + 1 })) },
      },
    );
    const shipTos = await buyer.gql<{ shipTos: { id: string; purchaseOrderRequired: boolean }[] }>(
      '{ shipTos { id purchaseOrderRequired } }',
    );
    const shipTo = shipTos.data!.shipTos.find((s) => !s.purchaseOrderRequired)!;
    const details = await buyer.gql<{ updateCheckoutDetails: { userErrors: unknown[] } }>(
      'mutation D($input: UpdateCheckoutDetailsInput!) { updateCheckoutDetails(input: $input) { userErrors { message } } }',
      { input: { shipToId: shipTo.id, contactName: 'Bianca Buyer', contactEmail: 'buyer@acme.example' } },
    );
    expect(details.data!.updateCheckoutDetails.userErrors).toEqual([]);

    const estimated = await buyer.gql<{ orderEstimate: { estimate: Figures | null; message: string | null } }>(
      '{ orderEstimate { estimate { shipping { value } tax { value } total { value } } message } }',
    );
    const estimate = estimated.data!.orderEstimate.estimate!;
    expect(estimate.tax.value).toBeGreaterThan(0);
    expect(estimate.shipping.value).toBeGreaterThan(0);

    const placed = await buyer.gql<{
      placeOrder: { order: (Figures & { subtotal: { value: number } }) | null; userErrors: unknown[] };
    }>(
      'mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { order { subtotal { value } shipping { value } tax { value } total { value } } userErrors { message } } }',
      { input: { idempotencyKey: key() } },
    );
    expect(placed.data!.placeOrder.userErrors).toEqual([]);
    const order = placed.data!.placeOrder.order!;
    expect({ shipping: order.shipping.value, tax: order.tax.value, total: order.total.value }).toEqual({
      shipping: estimate.shipping.value,
      tax: estimate.tax.value,
      total: estimate.total.value,
    });
    expect(order.total.value).toBeCloseTo(order.subtotal.value + order.shipping.value + order.tax.value, 2);
  });
});
