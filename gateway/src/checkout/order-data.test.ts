// One order, one set of order data (issue 29): a reused PO is caught before Place Order with the
// ERP's answer; the confirmation carries the order's own PO and notes and the ERP's hold reason; a
// released scan writes only its own PO into the order; an On Hold order reads On Hold, with why.
// That the ERP starts the cart over after an order is the sandbox's (erp-sandbox/src/checkout).
import { describe, expect, it } from 'vitest';
import type { ErpCart, ErpCartWrite } from '../erp/types.ts';
import { erpError } from '../testing/fake-erp.ts';
import { checkoutGateway } from '../testing/checkout-gateway.ts';
import { erpCart, erpCartLine, erpCartLines, erpShopper } from '../testing/erp-answers/cart.ts';
import {
  erpConfirmation,
  erpLimitDecision,
  erpPurchaseOrderCheck,
  orderDetailsRoutes,
} from '../testing/erp-answers/checkout.ts';
import { erpScan } from '../testing/erp-answers/scans.ts';
import { erpOrderDetail, erpOrderRow } from '../testing/erp-answers/orders.ts';

const KEY = 'B'.repeat(16) + '0123456789abcdef';
const REUSED = 'PO number CRIB-5001 is already on an open order (1000261-00). Use a different PO number.';
const DETAILS =
  'mutation D($input: UpdateCheckoutDetailsInput!) { updateCheckoutDetails(input: $input) { cart { purchaseOrderNumber } userErrors { field message code } } }';
const PLACE = `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) {
  order { orderNumber onHold holdReason purchaseOrderNumber shippingInstructions comments }
  userErrors { field message code } } }`;
const RELEASE =
  'mutation R($input: ReleaseScanInput!) { releaseScan(input: $input) { orderNumbers userErrors { field message code } } }';

type Placed = {
  placeOrder: {
    order: {
      orderNumber: string;
      onHold: boolean;
      holdReason: string | null;
      purchaseOrderNumber: string | null;
      shippingInstructions: string | null;
      comments: string | null;
    } | null;
    userErrors: { field: string | null; message: string; code: string }[];
  };
};

/** A cart ready to place: 2 lines, a ship-to, and this checkout's order data. */
const readyCart = (misc: ErpCart['misc_info']): ErpCart =>
  erpCart(erpCartLines(2, { quantity: 2, price: 12.5 }), {
    shipping_info: { ship_to_id: 'ST-1', company_name: 'Acme Plant 1', address1: '1 Main St', city: 'Akron' },
    misc_info: misc,
  });

describe('a reused PO', () => {
  it("is refused at order details in the ERP's words, and nothing is written to the cart", async () => {
    const gateway = await checkoutGateway({
      ...orderDetailsRoutes(),
      'GET /order/po-check': () => erpPurchaseOrderCheck('CRIB-5001'),
    });
    const result = await gateway.run(DETAILS, {
      input: { shipToId: 'ST-1', contactName: 'B', contactEmail: 'b@acme.example', purchaseOrderNumber: 'CRIB-5001' },
    });
    expect(result.data).toEqual({
      updateCheckoutDetails: {
        cart: null,
        userErrors: [{ field: 'purchaseOrderNumber', message: REUSED, code: 'INVALID_INPUT' }],
      },
    });
    expect(gateway.callsTo('GET /order/po-check')[0]!.query).toMatchObject({
      customer_number: '10001',
      po: 'CRIB-5001',
    });
    expect(gateway.callsTo('PUT /cart/{session_id}')).toEqual([]);
  });

  it('refuses Place Order before the ERP places it On Hold, when the PO went on an open order since', async () => {
    const gateway = await checkoutGateway({
      'GET /cart/{session_id}': () => readyCart({ po: 'CRIB-5001' }),
      'GET /order/po-check': () => erpPurchaseOrderCheck('CRIB-5001'),
      'POST /user-approval-workflow/check-limit/{user_id}/{customer_number}': () => erpLimitDecision(),
      'POST /order': ({ init }) => erpConfirmation(init.body),
    });
    const placed = await gateway.run<Placed>(PLACE, { input: { idempotencyKey: KEY } });
    expect(placed.data!.placeOrder).toEqual({
      order: null,
      userErrors: [{ field: 'purchaseOrderNumber', message: REUSED, code: 'INVALID_INPUT' }],
    });
    // The check names this placement, so a retry is not refused over the order it placed itself.
    expect(gateway.callsTo('GET /order/po-check')[0]!.query).toMatchObject({ po: 'CRIB-5001', order_session: KEY });
    expect(gateway.callsTo('POST /order')).toEqual([]);
  });

  it('lets the order go when the ERP cannot answer the check (the ERP still holds a reused PO)', async () => {
    const gateway = await checkoutGateway({
      'GET /cart/{session_id}': () => readyCart({ po: 'PO-77' }),
      'GET /order/po-check': () => Promise.reject(erpError(503, 'Service unavailable.')),
      'POST /user-approval-workflow/check-limit/{user_id}/{customer_number}': () => erpLimitDecision(),
      'POST /order': ({ init }) => erpConfirmation(init.body),
    });
    const placed = await gateway.run<Placed>(PLACE, { input: { idempotencyKey: KEY } });
    expect(placed.data!.placeOrder.userErrors).toEqual([]);
    expect(placed.data!.placeOrder.order?.purchaseOrderNumber).toBe('PO-77');
  });
});

describe('the confirmation', () => {
  it("shows the order's own PO, shipping instructions and comments as the ERP placed them", async () => {
    const gateway = await checkoutGateway({
      'GET /cart/{session_id}': () =>
        readyCart({ po: 'PO-ONE', shipping_instructions: 'Dock 4, before noon', comments: 'For the changeover' }),
      'GET /order/po-check': () => erpPurchaseOrderCheck(),
      'POST /user-approval-workflow/check-limit/{user_id}/{customer_number}': () => erpLimitDecision(),
      'POST /order': ({ init }) => erpConfirmation(init.body),
    });
    const placed = await gateway.run<Placed>(PLACE, { input: { idempotencyKey: KEY } });
    expect(placed.data!.placeOrder.order).toMatchObject({
      onHold: false,
      holdReason: null,
      purchaseOrderNumber: 'PO-ONE',
      shippingInstructions: 'Dock 4, before noon',
      comments: 'For the changeover',
    });
    expect(gateway.callsTo('POST /order')[0]!.body).toMatchObject({
      customer_po_number: 'PO-ONE',
      instructions: 'Dock 4, before noon',
      comments: 'For the changeover',
    });
  });

  it("says On Hold with the ERP's reason when the ERP holds the order after all", async () => {
    const reason = 'PO number PO-RACE is already on an open order (1000262-00).';
    const gateway = await checkoutGateway({
      'GET /cart/{session_id}': () => readyCart({ po: 'PO-RACE' }),
      'GET /order/po-check': () => erpPurchaseOrderCheck(),
      'POST /user-approval-workflow/check-limit/{user_id}/{customer_number}': () => erpLimitDecision(),
      'POST /order': ({ init }) => ({ ...erpConfirmation(init.body), on_hold: true, hold_reason: reason }),
    });
    const placed = await gateway.run<Placed>(PLACE, { input: { idempotencyKey: KEY } });
    expect(placed.data!.placeOrder.order).toMatchObject({ onHold: true, holdReason: reason });
    expect(placed.data!.placeOrder.userErrors[0]).toMatchObject({ code: 'ON_HOLD' });
  });
});

describe('a released scan', () => {
  it('writes only its own PO into the order: no instructions, comments or promo code of an earlier checkout', async () => {
    let cart = erpCart([], {
      misc_info: { po: 'PO-EARLIER', shipping_instructions: 'Earlier dock', comments: 'Request B: to be rejected' },
      promo_codes: ['FREEFR8'],
    });
    const gateway = await checkoutGateway({
      'GET /scan-to-web': () => ({ scan: erpScan(5001, { po_number: 'CRIB-5001' }) }),
      'GET /cart/{session_id}': () => cart,
      'PUT /cart/{session_id}': ({ init }) => {
        const write: ErpCartWrite = init.body;
        const lines = write.cart_lines?.map((line, i) =>
          erpCartLine(i + 1, { erp: line.erp, quantity: line.quantity }),
        );
        cart = erpCart(lines ?? cart.cart_lines, {
          misc_info: write.misc_info ?? cart.misc_info,
          promo_codes: write.promo_codes ?? cart.promo_codes ?? [],
          shipping_info: write.shipping_info ?? cart.shipping_info,
        });
        return cart;
      },
      'GET /order/po-check': () => erpPurchaseOrderCheck(),
      'POST /user-approval-workflow/check-limit/{user_id}/{customer_number}': () => erpLimitDecision(),
      'POST /order': ({ init }) => erpConfirmation(init.body),
      'PUT /scan-to-web/{id}': () => ({ scan: erpScan(5001) }),
      'PUT /scan-to-web/archive/{id}': () => ({ scan: erpScan(5001, { status: 0 }) }),
    });
    const released = await gateway.run(RELEASE, { input: { id: '5001', idempotencyKey: KEY } });
    expect(released.data).toEqual({ releaseScan: { orderNumbers: ['700123-00'], userErrors: [] } });
    expect(gateway.callsTo('POST /order')[0]!.body).toMatchObject({
      customer_po_number: 'CRIB-5001',
      instructions: null,
      comments: null,
      promo_codes: [],
    });
  });
});

describe('an On Hold order', () => {
  it("reads On Hold with the ERP's reason in My Orders and on its page, never Ordered", async () => {
    const reason = 'PO number CRIB-5001 is already on an open order (1000261-00).';
    const gateway = await checkoutGateway({
      'POST /orders/history': () => ({
        data: [erpOrderRow(1, { stagecd: 1, hold_reason: reason }), erpOrderRow(2, { stagecd: 1 })],
        meta: { total_items: 2, current_items: 2 },
      }),
      'GET /order/{id}': () => erpOrderDetail(1000261, { orderStatus: 1, holdReason: reason }),
      'GET /user/{id}': () => erpShopper(),
    });
    const history = await gateway.run<{
      orderHistory: { nodes: { stageLabel: string; onHold: boolean; holdReason: string | null }[] };
    }>('{ orderHistory { nodes { stageLabel onHold holdReason } } }');
    expect(history.data!.orderHistory.nodes).toEqual([
      { stageLabel: 'On Hold', onHold: true, holdReason: reason },
      { stageLabel: 'Ordered', onHold: false, holdReason: null },
    ]);
    const order = await gateway.run<{ order: { stageLabel: string; holdReason: string | null } }>(
      '{ order(orderNumber: "1000261-00") { stageLabel onHold holdReason } }',
    );
    expect(order.data!.order).toEqual({ stageLabel: 'On Hold', onHold: true, holdReason: reason });
  });
});
