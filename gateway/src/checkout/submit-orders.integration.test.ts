// Without "Can submit orders" checkout is disabled (cart-checkout-orders §6; issue 32, defect 2): the
// gateway places no order and sends no over-limit cart to an approver, by either checkout.
import { describe, expect } from 'vitest';
import { ORDERS_NOT_ALLOWED } from '@mro/rules/checkout';
import { test as it } from '../testing/fixtures.ts';
import { cartWorth, chooseShipTo, orderKey } from '../testing/shopping-steps.ts';

const CREATE = `mutation C($input: CreateCompanyUserInput!) { createCompanyUser(input: $input) { user { id } userErrors { message } } }`;
const PLACE = `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) {
  order { orderNumber } approvalRequest { id } userErrors { message code } } }`;
const EXPRESS = `mutation E($input: PlaceExpressOrderInput!) { placeExpressOrder(input: $input) {
  order { orderNumber } userErrors { message code } } }`;
type Refusal = { order: null; approvalRequest?: null; userErrors: { message: string; code: string }[] };

describe('a user without Can submit orders', () => {
  it('is refused at Place Order and at express checkout, and an over-limit cart goes to no approver', async ({
    admin,
    stack,
  }) => {
    const username = `no.orders.${Date.now()}@acme.example`;
    const workflow = await admin.gql<{ companyWorkflow: { itemTypes: string[] } }>('{ companyWorkflow { itemTypes } }');
    // A spend limit of 1 on every item type: any cart is over the limit.
    const limits = workflow.data!.companyWorkflow.itemTypes.map((itemType) => ({
      itemType,
      isSupervisor: false,
      isMaster: false,
      spendLimit: '1',
      noSpendLimit: false,
      maxLimit: '',
      noMaxLimit: true,
      limitType: '',
      limitTermYears: '',
      limitResetDate: '',
      termSpending: '',
      supervisorIds: ['2'],
    }));
    const created = await admin.gql<{ createCompanyUser: { userErrors: unknown[] } }>(CREATE, {
      input: { name: 'Noah No-Orders', username, password: 'secret1x', permissions: ['ORDER_HISTORY'], limits },
    });
    expect(created.data!.createCompanyUser.userErrors).toEqual([]);
    const noah = stack.client();
    await noah.login(username, 'secret1x');
    const viewer = await noah.gql<{ viewer: { permissions: { canSubmitOrders: boolean } } }>(
      '{ viewer { permissions { canSubmitOrders } } }',
    );
    expect(viewer.data!.viewer.permissions.canSubmitOrders).toBe(false);
    expect(await cartWorth(noah, 50)).toBeGreaterThan(1);
    await chooseShipTo(noah);

    const placed = await noah.gql<{ placeOrder: Refusal }>(PLACE, { input: { idempotencyKey: orderKey() } });
    expect(placed.data!.placeOrder).toEqual({
      order: null,
      approvalRequest: null,
      userErrors: [{ message: ORDERS_NOT_ALLOWED, code: 'FORBIDDEN' }],
    });
    const express = await noah.gql<{ placeExpressOrder: Refusal }>(EXPRESS, { input: { idempotencyKey: orderKey() } });
    expect(express.data!.placeExpressOrder.userErrors).toEqual([{ message: ORDERS_NOT_ALLOWED, code: 'FORBIDDEN' }]);
    const requests = await noah.gql<{ myCartRequests: unknown[] }>('{ myCartRequests { id } }');
    expect(requests.data!.myCartRequests).toEqual([]);
    // The cart is kept: nothing was placed.
    expect((await noah.gql<{ cart: { lineCount: number } }>('{ cart { lineCount } }')).data!.cart.lineCount).toBe(1);
  });
});
