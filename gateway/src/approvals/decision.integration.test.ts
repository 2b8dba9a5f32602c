import { describe, expect } from 'vitest';
import { COMMENT_TOO_LONG } from '@mro/rules/approvals';
import { it } from '../testing/fixtures.ts';
import type { TestClient } from '../testing/stack.ts';
import { cartWorth, chooseShipTo, orderKey } from '../testing/shopping-steps.ts';

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
