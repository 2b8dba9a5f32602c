import { describe, expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import { test } from '../testing/fixtures.ts';

// The buyer's PO, shipping instructions and comments (misc_info) travel with an order sent for
// approval: the approver sees them with the ship-to and department, and the final order keeps them.

const key = () =>
  randomBytes(24)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, '')
    .padEnd(32, 'x')
    .slice(0, 32);

type Pending = {
  id: string;
  purchaseOrder: string | null;
  shipTo: { line1: string; city: string } | null;
  shippingInstructions: string | null;
  comments: string | null;
  lines: { id: string; subtotal: { value: number } }[];
};

const it = test.extend('clients', ({ buyer, approver }) => ({ buyer, approver }));

describe('misc_info through approval', () => {
  it("shows the approver the buyer's PO and notes; the approved order keeps them", async ({ clients }) => {
    const { buyer, approver } = clients;
    const found = await buyer.gql<{
      productSearch: { nodes: { items: { erp: string; price: { amount: { value: number } | null } | null }[] }[] };
    }>('{ productSearch(input: { query: "gloves" }) { nodes { items { erp price { amount { value } } } } } }');
    const item = found
      .data!.productSearch.nodes.flatMap((n) => n.items)
      .find((i) => (i.price?.amount?.value ?? 0) > 20)!;
    await buyer.gql(
      'mutation A($input: AddCartLinesInput!) { addCartLines(input: $input) { userErrors { message } } }',
      {
        input: { lines: [{ erp: item.erp, quantity: Math.ceil(2700 / item.price!.amount!.value) }] },
      },
    );
    const shipTos = await buyer.gql<{ shipTos: { id: string; purchaseOrderRequired: boolean }[] }>(
      '{ shipTos { id purchaseOrderRequired } }',
    );
    const shipTo = shipTos.data!.shipTos.find((s) => !s.purchaseOrderRequired)!;
    const details = await buyer.gql<{ updateCheckoutDetails: { userErrors: { field: string; message: string }[] } }>(
      'mutation D($input: UpdateCheckoutDetailsInput!) { updateCheckoutDetails(input: $input) { userErrors { field message } } }',
      {
        input: {
          shipToId: shipTo.id,
          contactName: 'Bianca Buyer',
          contactEmail: 'buyer@acme.example',
          purchaseOrderNumber: 'PO-MISC-1',
          shippingInstructions: 'x'.repeat(251),
          comments: 'Urgent for the changeover',
        },
      },
    );
    expect(details.data!.updateCheckoutDetails.userErrors).toEqual([
      { field: 'shippingInstructions', message: 'Shipping instructions may be at most 250 characters.' },
    ]);
    await buyer.gql(
      'mutation D($input: UpdateCheckoutDetailsInput!) { updateCheckoutDetails(input: $input) { userErrors { message } } }',
      {
        input: {
          shipToId: shipTo.id,
          contactName: 'Bianca Buyer',
          contactEmail: 'buyer@acme.example',
          purchaseOrderNumber: 'PO-MISC-1',
          shippingInstructions: 'Dock 4, before noon',
          comments: 'Urgent for the changeover',
        },
      },
    );
    const cart = await buyer.gql<{ cart: { shippingInstructions: string; comments: string } }>(
      '{ cart { shippingInstructions comments } }',
    );
    expect(cart.data!.cart).toEqual({
      shippingInstructions: 'Dock 4, before noon',
      comments: 'Urgent for the changeover',
    });
    const placed = await buyer.gql<{ placeOrder: { approvalRequest: { id: string } | null } }>(
      'mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { approvalRequest { id } } }',
      { input: { idempotencyKey: key() } },
    );
    const id = placed.data!.placeOrder.approvalRequest!.id;

    const desk = await approver.gql<{ pendingApprovals: Pending[] }>(
      '{ pendingApprovals { id purchaseOrder shipTo { line1 city } shippingInstructions comments lines { id subtotal { value } } } }',
    );
    const request = desk.data!.pendingApprovals.find((r) => r.id === id)!;
    expect(request).toMatchObject({
      purchaseOrder: 'PO-MISC-1',
      shippingInstructions: 'Dock 4, before noon',
      comments: 'Urgent for the changeover',
    });
    expect(request.shipTo?.line1).toEqual(expect.any(String));
    expect(request.lines[0]!.subtotal.value).toBeGreaterThan(2600);

    // The approver leaves the PO as it was: the order carries the buyer's.
    const approved = await approver.gql<{
      approveCartRequest: { request: { orderNumbers: string[] } | null; userErrors: unknown[] };
    }>(
      'mutation A($input: ApproveCartRequestInput!) { approveCartRequest(input: $input) { request { orderNumbers } userErrors { message } } }',
      { input: { id } },
    );
    expect(approved.data!.approveCartRequest.userErrors).toEqual([]);
    const [orderNumber] = approved.data!.approveCartRequest.request!.orderNumbers;
    const order = await buyer.gql<{ order: { purchaseOrderNumber: string; notes: string[] } }>(
      'query O($n: String!) { order(orderNumber: $n) { purchaseOrderNumber notes } }',
      { n: orderNumber },
    );
    expect(order.data!.order.purchaseOrderNumber).toBe('PO-MISC-1');
    expect(order.data!.order.notes).toEqual(
      expect.arrayContaining(['Dock 4, before noon', 'Urgent for the changeover']),
    );
  });
});
