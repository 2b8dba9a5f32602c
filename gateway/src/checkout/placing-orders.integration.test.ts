// Placing an order on the shared stack: one order per cart however many checkouts race, none without
// "Can submit orders", and an over-limit cart's approval decision back to the buyer.
import { describe, expect } from 'vitest';
import { COMMENT_TOO_LONG } from '@mro/rules/approvals';
import { ORDERS_NOT_ALLOWED } from '@mro/rules/checkout';
import { test as it } from '../testing/fixtures.ts';
import { callsOf, type TestClient } from '../testing/stack.ts';
import { cartWorth, chooseShipTo, orderKey } from '../testing/shopping-steps.ts';
import { attackFigures } from '@mro/attack-figures';

// Attack finding 8 (issue 31): 20 simultaneous placeOrder calls on one cart with different idempotency
// keys (two tabs, a double click with a fresh key) made 13 orders. Fails if one cart's checkout can
// place more than one order, if a racer gets neither that order nor a clear answer, or if the cart's
// next order (new lines) cannot be placed or carries the first order's data. Attack class 4 (racing
// checkouts of one cart) records its figures here.
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

// Without "Can submit orders" checkout is disabled (cart-checkout-orders §6; issue 32, defect 2): the
// gateway places no order and sends no over-limit cart to an approver, by either checkout.
const CREATE = `mutation C($input: CreateCompanyUserInput!) { createCompanyUser(input: $input) { user { id } userErrors { message } } }`;
const PLACE_OR_SEND = `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) {
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

    const placed = await noah.gql<{ placeOrder: Refusal }>(PLACE_OR_SEND, { input: { idempotencyKey: orderKey() } });
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

// The buyer hears when an approver decides (cart-checkout-orders §4 "the buyer is notified"; the
// approval page promises an e-mail): the approver's comment travels with the decision to the
// request the buyer reads and to the mail the store sends through the sandbox's outbox.
type Decision = { status: string; approverName: string; comment: string | null; decidedOn: string };
type Mail = { kind: string; to: string; subject: string; body: Record<string, unknown> };
const DECISION = 'decision { status approverName comment decidedOn }';
const REJECT = `mutation R($input: RejectCartRequestInput!) { rejectCartRequest(input: $input) { request { id ${DECISION} } userErrors { field code message } } }`;
const APPROVE = `mutation A($input: ApproveCartRequestInput!) { approveCartRequest(input: $input) { request { id ${DECISION} } userErrors { field code message } } }`;

/** The buyer's over-limit order, sent for approval: the request id. */
const sendForApproval = async (buyer: TestClient): Promise<string> => {
  await cartWorth(buyer, 2600);
  await chooseShipTo(buyer);
  const placed = await buyer.gql<{ placeOrder: { approvalRequest: { id: string } | null } }>(
    'mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { approvalRequest { id } } }',
    { input: { idempotencyKey: orderKey() } },
  );
  return placed.data!.placeOrder.approvalRequest!.id;
};

const decisionMail = async (sandboxUrl: string, id: string): Promise<Mail | undefined> => {
  const outbox = (await (await fetch(`${sandboxUrl}/__sandbox/mail`)).json()) as Mail[];
  return outbox.find((mail) => mail.kind === 'approval-decision' && mail.body.request_id === id);
};

const mine = async (buyer: TestClient, id: string) =>
  (
    await buyer.gql<{ myCartRequests: { id: string; statusLabel: string; decision: Decision | null }[] }>(
      `{ myCartRequests { id statusLabel ${DECISION} } }`,
    )
  ).data!.myCartRequests.find((request) => request.id === id);

describe('the decision reaches the buyer', () => {
  it("rejected: the buyer reads who rejected it and why, and is mailed it; another customer's user is not", async ({
    stack,
    buyer,
    approver,
    globex,
  }) => {
    const id = await sendForApproval(buyer);
    expect((await mine(buyer, id))?.decision).toBeNull();
    const tooLong = await approver.gql<{ rejectCartRequest: { userErrors: unknown[] } }>(REJECT, {
      input: { id, comment: 'x'.repeat(256) },
    });
    expect(tooLong.data!.rejectCartRequest.userErrors).toEqual([
      { field: 'comment', code: 'INVALID_INPUT', message: COMMENT_TOO_LONG },
    ]);
    const rejected = await approver.gql<{ rejectCartRequest: { userErrors: unknown[] } }>(REJECT, {
      input: { id, comment: 'Over budget this quarter: split it in two.' },
    });
    expect(rejected.data!.rejectCartRequest.userErrors).toEqual([]);

    expect(await mine(buyer, id)).toMatchObject({
      statusLabel: 'Rejected',
      decision: {
        status: 'REJECTED',
        approverName: 'Alan Approver',
        comment: 'Over budget this quarter: split it in two.',
      },
    });
    expect(await decisionMail(stack.sandboxUrl, id)).toMatchObject({
      to: 'buyer@acme.example',
      subject: `Your order request ${id} was rejected by Alan Approver`,
      body: { resolution: 'reject', approver: 'Alan Approver', comment: 'Over budget this quarter: split it in two.' },
    });
    const log = await buyer.gql<{ approvalLog: { status: string; comment: string | null }[] }>(
      `{ approvalLog(id: "${id}") { status comment } }`,
    );
    expect(log.data!.approvalLog).toEqual([
      { status: 'Rejected', comment: 'Over budget this quarter: split it in two.' },
    ]);

    const foreign = await globex.gql<{ approvalRequest: unknown; myCartRequests: { id: string }[] }>(
      `query Q($id: ID!) { approvalRequest(id: $id) { id ${DECISION} } myCartRequests { id } }`,
      { id },
    );
    expect(foreign.data!.approvalRequest).toBeNull();
    expect(foreign.data!.myCartRequests.map((request) => request.id)).not.toContain(id);
    expect(JSON.stringify(foreign)).not.toContain('Over budget');
  });

  it('approved: the order is placed and the buyer is told by whom, with the comment', async ({
    stack,
    buyer,
    approver,
  }) => {
    const id = await sendForApproval(buyer);
    const approved = await approver.gql<{ approveCartRequest: { request: { decision: Decision } | null } }>(APPROVE, {
      input: { id, comment: 'Go ahead; next time ask first.' },
    });
    expect(approved.data!.approveCartRequest.request?.decision).toMatchObject({
      status: 'APPROVED',
      approverName: 'Alan Approver',
      comment: 'Go ahead; next time ask first.',
    });
    expect((await mine(buyer, id))?.decision).toMatchObject({
      status: 'APPROVED',
      comment: 'Go ahead; next time ask first.',
    });
    const mail = await decisionMail(stack.sandboxUrl, id);
    expect(mail).toMatchObject({
      to: 'buyer@acme.example',
      subject: `Your order request ${id} was approved by Alan Approver`,
      body: { resolution: 'approve', comment: 'Go ahead; next time ask first.' },
    });
    expect(mail!.body.order_numbers).toHaveLength(1);
  });
});
