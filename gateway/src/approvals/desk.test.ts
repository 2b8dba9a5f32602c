import { describe, expect, it } from 'vitest';
import { ALREADY_PROCESSED, NOTHING_TO_APPROVE } from '@mro/rules/approvals';
import { NOT_NUMERIC, OVER_ORIGINAL } from '@mro/rules/quantity';
import type { ErpCartRequest } from '../erp/types.ts';
import { erpError, type FakeRoutes } from '../testing/fake-erp.ts';
import { principalOf, unitGateway } from '../testing/unit.ts';
import { erpCartLines, erpShopper } from '../testing/erp-answers/cart.ts';
import { erpShipTo, erpCustomerMaster } from '../testing/erp-answers/checkout.ts';
import { erpApprover, erpCartRequest } from '../testing/erp-answers/approvals.ts';
import { OWN_REQUEST, STILL_IN_APPROVAL } from './desk-provider.ts';

const REQUEST_FIELDS =
  'id status statusLabel inApproval step stepCount viewerCanResolve initiator orderNumbers purchaseOrder lines { id quantity } approvers { email }';
const APPROVE = `mutation A($input: ApproveCartRequestInput!) { approveCartRequest(input: $input) { request { ${REQUEST_FIELDS} } userErrors { message code field } } }`;
const REJECT = `mutation R($input: RejectCartRequestInput!) { rejectCartRequest(input: $input) { request { ${REQUEST_FIELDS} } userErrors { message code } } }`;
const MINE = `{ myCartRequests { ${REQUEST_FIELDS} } }`;
const RESOLVE = 'PUT /cart-request/resolve/{approver_id}/{id}';

type Request = {
  id: string;
  statusLabel: string;
  inApproval: boolean;
  step: number;
  stepCount: number;
  orderNumbers: string[];
  lines: { id: string; quantity: number }[];
  approvers: { email: string }[];
};
type Resolved = { request: Request | null; userErrors: { message: string; code: string; field: string | null }[] };

const people = {
  buyer: { id: 101, username: 'buyer@acme.example' },
  approver: { id: 2, username: 'approver@acme.example', is_supervisor: true },
  admin: { id: 3, username: 'admin@acme.example', roles: ['ROLE_USER' as const, 'ROLE_ADMIN' as const] },
  lead: { id: 71, username: 'lead@acme.example', is_supervisor: true },
  globex: { id: 10, username: 'buyer@globex.example', customer_number: '10004' },
};
type Who = keyof typeof people;

/** The ERP's side of one request, shared by every persona's gateway: each reads it as the ERP keeps it. */
const desk = (initial: ErpCartRequest, erp: FakeRoutes = {}) => {
  const state = { request: initial };
  const routes = (who: Who): FakeRoutes => ({
    'GET /user/{id}': () => erpShopper(people[who]),
    'GET /cart-request/{id}': ({ path }) => {
      if (who === 'globex') return Promise.reject(erpError(403, 'Not your customer.'));
      return path.endsWith(`/${state.request.id}`) ? state.request : Promise.reject(erpError(404, 'No such request.'));
    },
    'GET /cart-request/requests/{id}': () => [state.request],
    'GET /user/ship-tos/{id}': () => [erpShipTo(1)],
    'GET /user/customerMaster/{id}': () => erpCustomerMaster(),
    'POST /authcart/{id}/reject': () => (state.request = { ...state.request, status: 'reject', in_approval: false }),
    [RESOLVE]: ({ init }) =>
      (state.request = {
        ...state.request,
        status: 'approve',
        in_approval: false,
        ponum: init.body.po ?? null,
        order_numbers: ['700300-00'],
        cart_lines: state.request.cart_lines.map((line) => ({
          ...line,
          quantity: init.body.quantities?.find((q) => q.line_id === line.id)?.quantity ?? line.quantity,
        })),
      }),
    'PUT /cart-request/advance/{approver_id}/{id}': () =>
      (state.request = { ...state.request, current_step: state.request.current_step + 1, approvers: [erpApprover()] }),
    ...erp,
  });
  const as = async (who: Who) => {
    const person = erpShopper(people[who]);
    return unitGateway(routes(who), {
      principal: principalOf({ userId: person.id, username: person.username, customerNumber: person.customer_number }),
    });
  };
  return { state, as };
};

const pending = () => erpCartRequest('5001', erpCartLines(1, { quantity: 100, price: 26 }));

describe("the approver's desk", () => {
  it('rejects, then a second approval is stale: "This request has already been processed."', async () => {
    const { as } = desk(pending());
    const approver = await as('approver');
    expect(
      (await approver.run<{ rejectCartRequest: Resolved }>(REJECT, { input: { id: '5001' } })).data!.rejectCartRequest
        .request,
    ).toMatchObject({
      statusLabel: 'Rejected',
      inApproval: false,
    });
    const stale = (
      await approver.run<{ approveCartRequest: Resolved }>(APPROVE, { input: { id: '5001', purchaseOrder: 'X' } })
    ).data!.approveCartRequest;
    expect(stale.userErrors).toEqual([{ message: ALREADY_PROCESSED, code: 'FORBIDDEN', field: null }]);
    expect(approver.callsTo(RESOLVE)).toHaveLength(0);
    const buyer = await as('buyer');
    expect((await buyer.run<{ myCartRequests: Request[] }>(MINE)).data!.myCartRequests[0]!.statusLabel).toBe(
      'Rejected',
    );
  });

  it('refuses every resolution but the named approver of a request still in approval, without asking the ERP to resolve', async () => {
    const { as } = desk(pending());
    const approve = async (who: Who, id = '5001') =>
      (await (await as(who)).run<{ approveCartRequest: Resolved }>(APPROVE, { input: { id } })).data!
        .approveCartRequest;
    const reject = async (who: Who) =>
      (await (await as(who)).run<{ rejectCartRequest: Resolved }>(REJECT, { input: { id: '5001' } })).data!
        .rejectCartRequest;
    const buyer = await as('buyer');
    expect(
      (await buyer.run<{ approveCartRequest: Resolved }>(APPROVE, { input: { id: '5001' } })).data!.approveCartRequest
        .userErrors[0]!.message,
    ).toBe(OWN_REQUEST);
    expect(
      (await buyer.run<{ rejectCartRequest: Resolved }>(REJECT, { input: { id: '5001' } })).data!.rejectCartRequest
        .userErrors[0]!.message,
    ).toBe(OWN_REQUEST);
    expect((await approve('admin')).userErrors[0]!.message).toBe(ALREADY_PROCESSED);
    expect((await reject('globex')).userErrors[0]!.message).toBe(ALREADY_PROCESSED);
    const approver = await as('approver');
    expect(
      (await approver.run<{ approveCartRequest: Resolved }>(APPROVE, { input: { id: '999999' } })).data!
        .approveCartRequest.userErrors[0]!.message,
    ).toBe(ALREADY_PROCESSED);
    expect(
      approver.callsTo(RESOLVE).length +
        buyer.callsTo(RESOLVE).length +
        buyer.callsTo('POST /authcart/{id}/reject').length,
    ).toBe(0);
    const unauthenticated = await (await unitGateway({}, { principal: null })).run(APPROVE, { input: { id: '5001' } });
    expect(unauthenticated.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await buyer.run<{ myCartRequests: Request[] }>(MINE)).data!.myCartRequests[0]!.statusLabel).toBe('Pending');
  });

  it('applies every quantity rule of §5 before asking the ERP', async () => {
    const { as } = desk(pending());
    const approver = await as('approver');
    const line = (await approver.run<{ pendingApprovals: Request[] }>(`{ pendingApprovals { ${REQUEST_FIELDS} } }`))
      .data!.pendingApprovals[0]!.lines[0]!;
    const approve = async (input: Record<string, unknown>) =>
      (await approver.run<{ approveCartRequest: Resolved }>(APPROVE, { input: { id: '5001', ...input } })).data!
        .approveCartRequest;
    const errors = async (quantity: string) =>
      (await approve({ quantities: [{ lineId: line.id, quantity }] })).userErrors.map((e) => e.message);
    expect(await errors('1.5')).toEqual([NOT_NUMERIC]);
    expect(await errors(String(line.quantity + 1))).toEqual([OVER_ORIGINAL]);
    expect(await errors('-2')).toEqual(['New quantity must be greater than or equal to 0.']);
    expect(await errors('0')).toEqual([NOTHING_TO_APPROVE]);
    expect((await approve({ purchaseOrder: 'X'.repeat(23) })).userErrors[0]!.field).toBe('purchaseOrder');
    expect(approver.callsTo(RESOLVE)).toHaveLength(0);
    expect((await approver.run<{ myCartRequests: Request[] }>(MINE)).data!.myCartRequests[0]!.inApproval).toBe(true);
  });

  it('advances a two-step request: the lead approves, then the approver places the order', async () => {
    // Jo Junior (limit $100) sends $1,500: Lee Lead (limit $1,000) first, then Alan Approver.
    const { as } = desk(
      erpCartRequest('5002', erpCartLines(1, { quantity: 60, price: 25 }), {
        initiator: 'junior@acme.example',
        initiator_id: 70,
        approvers: [{ id: 71, name: 'Lee Lead', username: 'lead@acme.example' }],
        approver_id: 71,
        steps: [
          { step: 1, approvers: [71] },
          { step: 2, approvers: [2] },
        ],
      }),
    );
    const approver = await as('approver');
    const lead = await as('lead');
    const approve = async (gateway: typeof lead) =>
      (await gateway.run<{ approveCartRequest: Resolved }>(APPROVE, { input: { id: '5002' } })).data!
        .approveCartRequest;
    expect((await approve(approver)).userErrors[0]!.message).toBe(ALREADY_PROCESSED);
    const first = await approve(lead);
    expect(first.request).toMatchObject({
      statusLabel: 'Pending',
      step: 2,
      stepCount: 2,
      approvers: [{ email: 'approver@acme.example' }],
      orderNumbers: [],
    });
    // Not the last step: the lead's approval advances the request rather than resolving it.
    expect(lead.callsTo('PUT /cart-request/advance/{approver_id}/{id}')).toHaveLength(1);
    expect(lead.callsTo(RESOLVE)).toHaveLength(0);
    expect((await approve(lead)).userErrors[0]!.message).toBe(ALREADY_PROCESSED);
    const second = await approve(approver);
    expect(second.request).toMatchObject({ statusLabel: 'Approved', step: 2 });
    expect(second.request!.orderNumbers).toHaveLength(1);
  });

  it("says 'already advanced or approved' when another approver advanced the request first", async () => {
    const { as } = desk(
      erpCartRequest('5003', erpCartLines(1, { quantity: 60, price: 25 }), {
        approvers: [{ id: 71, name: 'Lee Lead', username: 'lead@acme.example' }],
        approver_id: 71,
        steps: [
          { step: 1, approvers: [71] },
          { step: 2, approvers: [2] },
        ],
      }),
      {
        'PUT /cart-request/advance/{approver_id}/{id}': () =>
          Promise.reject(erpError(409, 'This request has already been processed.')),
      },
    );
    const lead = await as('lead');
    const late = (await lead.run<{ approveCartRequest: Resolved }>(APPROVE, { input: { id: '5003' } })).data!
      .approveCartRequest;
    expect(late).toEqual({
      request: null,
      userErrors: [{ message: 'already advanced or approved', code: 'FORBIDDEN', field: null }],
    });
  });

  it('lets the buyer reclaim a rejected request into the cart, but not one in approval', async () => {
    const { state, as } = desk(pending());
    const MERGE =
      'mutation M($input: MergeCartRequestInput!) { mergeCartRequest(input: $input) { mergedLines userErrors { message } } }';
    const REMOVE =
      'mutation X($input: RemoveCartRequestInput!) { removeCartRequest(input: $input) { removedId userErrors { message } } }';
    const buyer = await as('buyer');
    const answers: FakeRoutes = {
      'PUT /cart/{session_id}/merge/{cart_id}': () => ({ merged: state.request.cart_lines.length }),
      'DELETE /cart-request/{id}': () => {
        state.request = { ...state.request, id: 'gone' };
        return { deleted: true };
      },
    };
    buyer.answer(answers);
    const refused = await buyer.run<{ mergeCartRequest: { userErrors: { message: string }[] } }>(MERGE, {
      input: { id: '5001', reclaim: true },
    });
    expect(refused.data!.mergeCartRequest.userErrors[0]!.message).toBe(STILL_IN_APPROVAL);
    await (await as('approver')).run(REJECT, { input: { id: '5001' } });
    const byOther = await as('approver');
    byOther.answer(answers);
    const merged = await byOther.run<{ mergeCartRequest: { mergedLines: number } }>(MERGE, { input: { id: '5001' } });
    expect(merged.data!.mergeCartRequest.mergedLines).toBe(0);
    const reclaimed = await buyer.run<{ mergeCartRequest: { mergedLines: number; userErrors: unknown[] } }>(MERGE, {
      input: { id: '5001', reclaim: true },
    });
    expect(reclaimed.data!.mergeCartRequest).toEqual({ mergedLines: 1, userErrors: [] });
    expect(buyer.callsTo('PUT /cart/{session_id}/merge/{cart_id}')[0]!.path).toBe('/cart/cart-101/merge/5001');
    expect(buyer.callsTo('DELETE /cart-request/{id}')).toHaveLength(1);
    const gone = await buyer.run<{ removeCartRequest: { removedId: string | null } }>(REMOVE, {
      input: { id: '5001' },
    });
    expect(gone.data!.removeCartRequest.removedId).toBeNull();
  });
});
