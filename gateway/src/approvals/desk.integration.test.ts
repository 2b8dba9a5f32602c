import { describe, expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import { callsOf } from '../testing/stack.ts';
import { test } from '../testing/fixtures.ts';
import { ALREADY_PROCESSED, NOTHING_TO_APPROVE } from '@mro/rules/approvals';
import { NOT_NUMERIC, OVER_ORIGINAL } from '@mro/rules/quantity';
import { OWN_REQUEST, STILL_IN_APPROVAL } from './desk-provider.ts';

const SEARCH = '{ productSearch(input: { query: "gloves" }) { nodes { items { erp price { amount { value } } } } } }';
const PLACE =
  'mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { order { orderNumber } approvalRequest { id } userErrors { message } } }';
const REQUEST_FIELDS =
  'id status statusLabel inApproval step stepCount viewerCanResolve initiator orderNumbers purchaseOrder lines { id quantity } approvers { email }';
const APPROVE = `mutation A($input: ApproveCartRequestInput!) { approveCartRequest(input: $input) { request { ${REQUEST_FIELDS} } userErrors { message code field } } }`;
const REJECT = `mutation R($input: RejectCartRequestInput!) { rejectCartRequest(input: $input) { request { ${REQUEST_FIELDS} } userErrors { message code } } }`;
const MINE = `{ myCartRequests { ${REQUEST_FIELDS} } }`;
const PENDING = `{ pendingApprovals { ${REQUEST_FIELDS} } approvalsAwaitingCount }`;

type Line = { id: string; quantity: number };
type Request = {
  id: string;
  status: string;
  statusLabel: string;
  inApproval: boolean;
  step: number;
  stepCount: number;
  viewerCanResolve: boolean;
  orderNumbers: string[];
  purchaseOrder: string | null;
  lines: Line[];
  approvers: { email: string }[];
};
type Resolved = { request: Request | null; userErrors: { message: string; code: string; field: string | null }[] };

const key = () =>
  randomBytes(24)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, '')
    .padEnd(32, 'x')
    .slice(0, 32);

const it = test
  .extend('clients', ({ buyer, approver, admin, globex, junior, lead }) => ({
    buyer,
    approver,
    admin,
    globex,
    junior,
    lead,
  }))
  /** Fills `who`'s cart to about `target` dollars and places it, which sends it for approval. */
  .extend('sendOver', ({ clients }) => async (who: keyof typeof clients, target: number): Promise<string> => {
    const client = clients[who];
    const found = await client.gql<{
      productSearch: { nodes: { items: { erp: string; price: { amount: { value: number } | null } | null }[] }[] };
    }>(SEARCH);
    const item = found
      .data!.productSearch.nodes.flatMap((n) => n.items)
      .find((i) => (i.price?.amount?.value ?? 0) > 20)!;
    const quantity = Math.ceil(target / item.price!.amount!.value);
    await client.gql(
      'mutation Add($input: AddCartLinesInput!) { addCartLines(input: $input) { userErrors { message } } }',
      { input: { lines: [{ erp: item.erp, quantity }] } },
    );
    const shipTos = await client.gql<{ shipTos: { id: string; purchaseOrderRequired: boolean }[] }>(
      '{ shipTos { id purchaseOrderRequired } }',
    );
    const shipTo = shipTos.data!.shipTos.find((s) => !s.purchaseOrderRequired)!;
    await client.gql(
      'mutation D($input: UpdateCheckoutDetailsInput!) { updateCheckoutDetails(input: $input) { userErrors { message } } }',
      { input: { shipToId: shipTo.id, contactName: 'Someone', contactEmail: 'someone@acme.example' } },
    );
    const placed = await client.gql<{
      placeOrder: { approvalRequest: { id: string } | null; userErrors: { message: string }[] };
    }>(PLACE, { input: { idempotencyKey: key() } });
    expect(placed.data!.placeOrder.userErrors).toEqual([]);
    return placed.data!.placeOrder.approvalRequest!.id;
  })
  .extend(
    'approve',
    ({ clients }) =>
      async (who: keyof typeof clients, input: Record<string, unknown>) =>
        (await clients[who].gql<{ approveCartRequest: Resolved }>(APPROVE, { input })).data!.approveCartRequest,
  )
  .extend(
    'reject',
    ({ clients }) =>
      async (who: keyof typeof clients, id: string) =>
        (await clients[who].gql<{ rejectCartRequest: Resolved }>(REJECT, { input: { id } })).data!.rejectCartRequest,
  )
  .extend(
    'mine',
    ({ clients }) =>
      async (who: keyof typeof clients) =>
        (await clients[who].gql<{ myCartRequests: Request[] }>(MINE)).data!.myCartRequests,
  );

describe("the approver's desk", () => {
  it('approves with a reduced quantity and PO: the buyer sees it Approved with its order', async ({
    clients,
    sendOver,
    approve,
    mine,
  }) => {
    const id = await sendOver('buyer', 2600);
    const before = await clients.buyer.gql<{ myCartRequests: Request[] }>(MINE);
    expect(before.data!.myCartRequests.find((r) => r.id === id)).toMatchObject({
      statusLabel: 'Pending',
      inApproval: true,
      viewerCanResolve: false,
    });
    const desk = await clients.approver.gql<{ pendingApprovals: Request[]; approvalsAwaitingCount: number }>(PENDING);
    const pending = desk.data!.pendingApprovals.find((r) => r.id === id)!;
    expect(pending.viewerCanResolve).toBe(true);
    expect(desk.data!.approvalsAwaitingCount).toBeGreaterThanOrEqual(1);
    const line = pending.lines[0]!;
    const result = await approve('approver', {
      id,
      purchaseOrder: 'PO-9',
      quantities: [{ lineId: line.id, quantity: String(line.quantity - 1) }],
    });
    expect(result.userErrors).toEqual([]);
    expect(result.request).toMatchObject({
      statusLabel: 'Approved',
      inApproval: false,
      purchaseOrder: 'PO-9',
      lines: [{ quantity: line.quantity - 1 }],
    });
    expect(result.request!.orderNumbers).toHaveLength(1);
    expect((await mine('buyer')).find((r) => r.id === id)).toMatchObject({
      statusLabel: 'Approved',
      orderNumbers: result.request!.orderNumbers,
    });
    const log = await clients.buyer.gql<{ approvalLog: { approverEmail: string; status: string }[] }>(
      `{ approvalLog(id: "${id}") { approverEmail status active } }`,
    );
    expect(log.data!.approvalLog).toMatchObject([{ approverEmail: 'approver@acme.example', status: 'Approved' }]);
  });

  it('rejects, then a second approval is stale: "This request has already been processed."', async ({
    stack,
    sendOver,
    reject,
    approve,
    mine,
  }) => {
    const id = await sendOver('buyer', 2600);
    expect((await reject('approver', id)).request).toMatchObject({ statusLabel: 'Rejected', inApproval: false });
    await stack.resetErpCalls();
    const stale = await approve('approver', { id, purchaseOrder: 'X' });
    expect(stale.userErrors).toEqual([{ message: ALREADY_PROCESSED, code: 'FORBIDDEN', field: null }]);
    expect(callsOf(await stack.erpCalls(), 'PUT /cart-request/resolve/{approver_id}/{id}')).toBe(0);
    expect((await mine('buyer')).find((r) => r.id === id)!.statusLabel).toBe('Rejected');
  });

  it('refuses every resolution but the named approver of a request still in approval, without asking the ERP to resolve', async ({
    stack,
    sendOver,
    approve,
    reject,
    mine,
  }) => {
    const id = await sendOver('buyer', 2600);
    await stack.resetErpCalls();
    expect((await approve('buyer', { id })).userErrors[0]!.message).toBe(OWN_REQUEST);
    expect((await reject('buyer', id)).userErrors[0]!.message).toBe(OWN_REQUEST);
    expect((await approve('admin', { id })).userErrors[0]!.message).toBe(ALREADY_PROCESSED);
    expect((await reject('globex', id)).userErrors[0]!.message).toBe(ALREADY_PROCESSED);
    expect((await approve('approver', { id: '999999' })).userErrors[0]!.message).toBe(ALREADY_PROCESSED);
    expect(callsOf(await stack.erpCalls(), 'PUT /cart-request/resolve/{approver_id}/{id}')).toBe(0);
    const unauthenticated = await stack.client().gql(APPROVE, { input: { id } });
    expect(unauthenticated.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await mine('buyer')).find((r) => r.id === id)!.statusLabel).toBe('Pending');
  });

  it('applies every quantity rule of §5 before asking the ERP', async ({ clients, sendOver, approve, mine }) => {
    const id = await sendOver('buyer', 2600);
    const desk = await clients.approver.gql<{ pendingApprovals: Request[] }>(PENDING);
    const line = desk.data!.pendingApprovals.find((r) => r.id === id)!.lines[0]!;
    const errors = async (quantity: string) =>
      (await approve('approver', { id, quantities: [{ lineId: line.id, quantity }] })).userErrors.map((e) => e.message);
    expect(await errors('1.5')).toEqual([NOT_NUMERIC]);
    expect(await errors(String(line.quantity + 1))).toEqual([OVER_ORIGINAL]);
    expect(await errors('-2')).toEqual(['New quantity must be greater than or equal to 0.']);
    expect(await errors('0')).toEqual([NOTHING_TO_APPROVE]);
    expect((await approve('approver', { id, purchaseOrder: 'X'.repeat(23) })).userErrors[0]!.field).toBe(
      'purchaseOrder',
    );
    expect((await mine('buyer')).find((r) => r.id === id)!.inApproval).toBe(true);
  });

  it('advances a two-step request: the lead approves, then the approver places the order', async ({
    stack,
    sendOver,
    approve,
  }) => {
    const id = await sendOver('junior', 1500);
    expect((await approve('approver', { id })).userErrors[0]!.message).toBe(ALREADY_PROCESSED);
    const ADVANCE = 'PUT /cart-request/advance/{approver_id}/{id}';
    const before = await stack.erpCalls();
    const first = await approve('lead', { id });
    expect(first.request).toMatchObject({
      statusLabel: 'Pending',
      step: 2,
      stepCount: 2,
      approvers: [{ email: 'approver@acme.example' }],
      orderNumbers: [],
    });
    // Not the last step: the lead's approval advances the request rather than resolving it.
    const after = await stack.erpCalls();
    expect((after.byRoute[ADVANCE] ?? 0) - (before.byRoute[ADVANCE] ?? 0)).toBe(1);
    expect(after.byRoute['PUT /cart-request/resolve/{approver_id}/{id}'] ?? 0).toBe(
      before.byRoute['PUT /cart-request/resolve/{approver_id}/{id}'] ?? 0,
    );
    expect((await approve('lead', { id })).userErrors[0]!.message).toBe(ALREADY_PROCESSED);
    const second = await approve('approver', { id });
    expect(second.request).toMatchObject({ statusLabel: 'Approved', step: 2 });
    expect(second.request!.orderNumbers).toHaveLength(1);
  });

  it('lets the buyer reclaim a rejected request into the cart, but not one in approval', async ({
    clients,
    sendOver,
    reject,
    mine,
  }) => {
    const pendingId = await sendOver('buyer', 2600);
    const MERGE =
      'mutation M($input: MergeCartRequestInput!) { mergeCartRequest(input: $input) { mergedLines userErrors { message } } }';
    const REMOVE =
      'mutation X($input: RemoveCartRequestInput!) { removeCartRequest(input: $input) { removedId userErrors { message } } }';
    const refused = await clients.buyer.gql<{ mergeCartRequest: { userErrors: { message: string }[] } }>(MERGE, {
      input: { id: pendingId, reclaim: true },
    });
    expect(refused.data!.mergeCartRequest.userErrors[0]!.message).toBe(STILL_IN_APPROVAL);
    await reject('approver', pendingId);
    const byOther = await clients.approver.gql<{
      mergeCartRequest: { mergedLines: number; userErrors: { message: string }[] };
    }>(MERGE, { input: { id: pendingId } });
    expect(byOther.data!.mergeCartRequest.mergedLines).toBe(0);
    const reclaimed = await clients.buyer.gql<{ mergeCartRequest: { mergedLines: number; userErrors: unknown[] } }>(
      MERGE,
      { input: { id: pendingId, reclaim: true } },
    );
    expect(reclaimed.data!.mergeCartRequest).toEqual({ mergedLines: 1, userErrors: [] });
    expect((await mine('buyer')).some((r) => r.id === pendingId)).toBe(false);
    const cart = await clients.buyer.gql<{ cart: { lines: { id: string }[] } }>(
      '{ cart { lines(limit: 100) { id } } }',
    );
    expect(cart.data!.cart.lines.length).toBeGreaterThanOrEqual(1);
    const gone = await clients.buyer.gql<{ removeCartRequest: { removedId: string | null } }>(REMOVE, {
      input: { id: pendingId },
    });
    expect(gone.data!.removeCartRequest.removedId).toBeNull();
  });
});
