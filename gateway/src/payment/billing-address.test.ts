import { describe, expect, it } from 'vitest';
import type { ErpUser } from '../erp/types.ts';
import { principalOf } from '../testing/unit.ts';
import { checkoutGateway } from '../testing/checkout-gateway.ts';
import { erpCart, erpCartLines, erpShopper } from '../testing/erp-answers/cart.ts';
import {
  erpConfirmation,
  erpCustomerMaster,
  erpLimitDecision,
  erpPurchaseOrderCheck,
} from '../testing/erp-answers/checkout.ts';
import { cardVault, erpBuyerCards, payingCart } from '../testing/erp-answers/payment.ts';
import { onHoldMessage } from '../common/order-placement.ts';
import { NO_SHIPPING_YET } from './payment-provider.ts';

const SELECT =
  'mutation S($input: SelectPaymentInput!) { selectPayment(input: $input) { cart { billing { byCard token sameAsShipping address { line1 city zip } } } userErrors { field message code } } }';
type SelectResult = {
  selectPayment: {
    cart: {
      billing: {
        byCard: boolean;
        token: string | null;
        sameAsShipping: boolean;
        address: { line1: string; city: string; zip: string };
      };
    } | null;
    userErrors: { field: string | null; message: string; code: string }[];
  };
};

const as = async (user: Partial<ErpUser>, shipped = true) => {
  const shopper = erpShopper(user);
  return checkoutGateway(
    { ...cardVault(erpBuyerCards()), ...payingCart(shipped), 'GET /user/{id}': () => shopper },
    { principal: principalOf({ userId: shopper.id, username: shopper.username }) },
  );
};

describe('billing address', () => {
  it("is the customer's bill-to, locked, when billing edits are not allowed", async () => {
    const buyer = await as({});
    const billTo = erpCustomerMaster();
    const result = await buyer.run<SelectResult>(SELECT, {
      input: {
        token: null,
        sameAsShipping: false,
        billingAddress: { line1: '9 Elsewhere Rd', city: 'Nowhere', state: 'OH', zip: '44101' },
      },
    });
    expect(result.data!.selectPayment.cart!.billing).toMatchObject({
      byCard: false,
      token: null,
      sameAsShipping: false,
      address: { line1: billTo.addr, city: billTo.city, zip: billTo.zipcd },
    });
  });

  it('is checked when editable: city 28, address 2 40, ZIP patterns; and same-as-shipping needs a ship-to', async () => {
    const nocard = await as({ id: 81, username: 'nocard@acme.example', disable_cc: true, can_edit_bill_to: true });
    const select = (address: Record<string, unknown>) =>
      nocard.run<SelectResult>(SELECT, {
        input: {
          token: null,
          sameAsShipping: false,
          billingAddress: { line1: '1 Main St', city: 'Cleveland', state: 'OH', zip: '44101', ...address },
        },
      });
    const errors = (await select({ city: 'C'.repeat(29), line2: 'x'.repeat(41), zip: '4410' })).data!.selectPayment
      .userErrors;
    expect(errors).toEqual([
      { field: 'billingAddress.line2', message: 'Address 2 may be at most 40 characters.', code: 'INVALID_INPUT' },
      { field: 'billingAddress.city', message: 'City may be at most 28 characters.', code: 'INVALID_INPUT' },
      {
        field: 'billingAddress.zip',
        message: 'Enter a ZIP code (12345 or 12345-6789) or a Canadian postal code.',
        code: 'INVALID_INPUT',
      },
    ]);
    for (const zip of ['44101', '441011234', '44101-1234']) {
      expect((await select({ zip })).data!.selectPayment.userErrors).toEqual([]);
    }
    expect((await select({ city: 'Ottawa', state: 'ON', zip: 'K1A 0B1' })).data!.selectPayment.userErrors).toEqual([]);
    // Issue 32, defect 8: a Canadian postal code with a US state.
    expect((await select({ zip: 'K1A 0B1' })).data!.selectPayment.userErrors).toEqual([
      {
        field: 'billingAddress.zip',
        message: 'A Canadian postal code goes with a Canadian province, a ZIP code with a US state.',
        code: 'INVALID_INPUT',
      },
    ]);
    expect((await select({ line1: '', state: '' })).data!.selectPayment.userErrors.map((e) => e.message)).toEqual([
      'Address 1 is required.',
      'State is required.',
    ]);
    // A cart without a ship-to yet.
    const fresh = await as({ id: 3, username: 'admin@acme.example' }, false);
    expect((await fresh.run('{ cart { shipping { shipToId } } }')).data).toEqual({ cart: { shipping: null } });
    const shippingless = await fresh.run<SelectResult>(SELECT, { input: { token: null, sameAsShipping: true } });
    expect(shippingless.data!.selectPayment.userErrors).toEqual([
      { field: 'sameAsShipping', message: NO_SHIPPING_YET, code: 'INVALID_INPUT' },
    ]);
  });
});

describe('placing the order', () => {
  it('tells the buyer an order was placed On Hold, with its number', async () => {
    // The ERP holds an order whose PO is already on another open order of the customer.
    const placedPos: string[] = [];
    const po = 'HOLD-1';
    const gateway = await checkoutGateway({
      'GET /cart/{session_id}': () =>
        erpCart(erpCartLines(1), { shipping_info: { ship_to_id: 'ST-1' }, misc_info: { po } }),
      'POST /user-approval-workflow/check-limit/{user_id}/{customer_number}': () => erpLimitDecision(),
      // The PO check found the PO free (the other order went in after it asked): only the ERP's hold remains.
      'GET /order/po-check': () => erpPurchaseOrderCheck(),
      'POST /order': ({ init }) => {
        const onHold = placedPos.includes(init.body.customer_po_number ?? '');
        placedPos.push(init.body.customer_po_number ?? '');
        return { ...erpConfirmation(init.body, { number: String(700200 + placedPos.length) }), on_hold: onHold };
      },
    });
    const PLACE =
      'mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { order { orderNumber onHold } userErrors { field message code } } }';
    type Placed = { placeOrder: { order: { orderNumber: string; onHold: boolean }; userErrors: unknown[] } };
    const first = await gateway.run<Placed>(PLACE, { input: { idempotencyKey: 'G'.repeat(16) + '0123456789abcdef' } });
    expect(first.data!.placeOrder.order.onHold).toBe(false);
    const second = await gateway.run<Placed>(PLACE, { input: { idempotencyKey: 'H'.repeat(16) + '0123456789abcdef' } });
    const order = second.data!.placeOrder.order;
    expect(order.onHold).toBe(true);
    expect(second.data!.placeOrder.userErrors).toEqual([
      { field: null, message: onHoldMessage(order.orderNumber), code: 'ON_HOLD' },
    ]);
    expect(onHoldMessage(order.orderNumber)).toBe(
      `Your order requires additional review. Order ${order.orderNumber} has been placed On Hold. Some of the data you provided appears to be invalid...`,
    );
  });
});
