import { describe, expect, it } from 'vitest';
import type { ErpCartRequest, ErpOrderDetail, ErpUser } from '../erp/types.ts';
import { erpError, type FakeRoutes } from '../testing/fake-erp.ts';
import { principalOf, unitGateway } from '../testing/unit.ts';
import { erpCartLine, erpShopper } from '../testing/erp-answers/cart.ts';
import { erpCustomerMaster, erpLimitDecision, erpShipTo } from '../testing/erp-answers/checkout.ts';
import { erpCartRequest } from '../testing/erp-answers/approvals.ts';
import { erpQuote } from '../testing/erp-answers/orders.ts';
import { QUOTE_SENT_FOR_APPROVAL } from './quote-approval.ts';
import { NOT_RESUBMITTABLE } from './desk-provider.ts';

const ORDER =
  'query O($n: String!) { order(orderNumber: $n) { orderNumber approvalStatus quoteConversion { allowed blockedReason purchaseOrderRequired } } }';
const CONVERT =
  'mutation C($input: ConvertQuoteInput!) { convertQuote(input: $input) { confirmation order { orderNumber } userErrors { field message code } } }';
const RESUBMIT =
  'mutation S($id: ID!) { resubmitCartRequest(input: { id: $id }) { request { id statusLabel inApproval } userErrors { message code } } }';
const REJECT =
  'mutation R($id: ID!) { rejectCartRequest(input: { id: $id }) { request { statusLabel } userErrors { message code } } }';
type Converted = {
  convertQuote: {
    confirmation: string | null;
    order: { orderNumber: string } | null;
    userErrors: { field: string | null; message: string; code: string }[];
  };
};

/** The ERP's side of one quote and the request its conversion may send for approval. */
const quoteDesk = ({
  overLimit,
  poRequired = false,
  owner = 101,
}: {
  overLimit: boolean;
  poRequired?: boolean;
  owner?: number;
}) => {
  const state: { quote: ErpOrderDetail; request: ErpCartRequest | null } = {
    quote: erpQuote(800002, { webData: { userId: owner, conversionStatus: 'idle' } }),
    request: null,
  };
  const setApproval = (approvalStatus: string) => {
    state.quote = {
      ...state.quote,
      header: { ...state.quote.header, webData: { ...state.quote.header.webData, approvalStatus } },
    };
  };
  const routes = (user: Partial<ErpUser>): FakeRoutes => ({
    'GET /user/{id}': () => erpShopper(user),
    'GET /order/{id}': () => state.quote,
    'GET /user/customerMaster/{id}': () => erpCustomerMaster({ po_required: poRequired }),
    'GET /user/ship-tos/{id}': () => [erpShipTo(1)],
    'POST /user-approval-workflow/check-limit/{user_id}/{customer_number}': () =>
      erpLimitDecision({ approval_required: overLimit }),
    'POST /cart-request/quote/{user_id}/{quote_id}': () => {
      setApproval('Pending');
      state.request = erpCartRequest('6001', [erpCartLine(1, { quantity: 4 })], {
        order_type: 'q',
        quote_id: '800002-00',
      });
      return state.request;
    },
    'POST /order/convert_to_order': () => ({
      successType: 'y',
      newOrderNumber: 900002,
      newOrderSuffix: 0,
      errorMessage: null,
    }),
    'GET /cart-request/{id}': () => state.request ?? Promise.reject(erpError(404, 'No such request.')),
    'POST /authcart/{id}/reject': () => {
      setApproval('Rejected');
      return (state.request = { ...state.request!, status: 'reject', in_approval: false });
    },
    'PUT /cart-request/{id}': () => {
      setApproval('Pending');
      return (state.request = { ...state.request!, status: 'processing', in_approval: true });
    },
  });
  const as = (user: Partial<ErpUser>) =>
    unitGateway(routes(user), {
      principal: principalOf({ userId: user.id ?? 101, username: user.username ?? 'buyer@acme.example' }),
    });
  return { state, as };
};
const approverUser = { id: 2, username: 'approver@acme.example', is_supervisor: true };

describe('quote conversion and the order limits', () => {
  it('shows a rejected quote as Rejected, and the buyer may resubmit the request once', async () => {
    const { as } = quoteDesk({ overLimit: true });
    const buyer = await as({});
    const approver = await as(approverUser);
    expect(
      (await buyer.run<Converted>(CONVERT, { input: { orderNumber: '800002-00' } })).data!.convertQuote.confirmation,
    ).toBe(QUOTE_SENT_FOR_APPROVAL);
    expect(buyer.callsTo('POST /order/convert_to_order')).toHaveLength(0);
    const resubmitEarly = (
      await buyer.run<{ resubmitCartRequest: { userErrors: { message: string }[] } }>(RESUBMIT, { id: '6001' })
    ).data!.resubmitCartRequest;
    expect(resubmitEarly.userErrors[0]!.message).toBe(NOT_RESUBMITTABLE);
    const rejected = (
      await approver.run<{ rejectCartRequest: { request: { statusLabel: string } } }>(REJECT, { id: '6001' })
    ).data!.rejectCartRequest;
    expect(rejected.request.statusLabel).toBe('Rejected');
    expect(
      (await buyer.run<{ order: { approvalStatus: string } }>(ORDER, { n: '800002-00' })).data!.order.approvalStatus,
    ).toBe('Rejected');
    const byApprover = (
      await approver.run<{ resubmitCartRequest: { userErrors: { code: string }[] } }>(RESUBMIT, { id: '6001' })
    ).data!.resubmitCartRequest;
    expect(byApprover.userErrors[0]!.code).toBe('NOT_FOUND');
    const resubmitted = (
      await buyer.run<{ resubmitCartRequest: { request: { statusLabel: string; inApproval: boolean } } }>(RESUBMIT, {
        id: '6001',
      })
    ).data!.resubmitCartRequest;
    expect(resubmitted.request).toMatchObject({ statusLabel: 'Pending', inApproval: true });
    expect(buyer.callsTo('PUT /cart-request/{id}')[0]!.body).toEqual({ resubmit: true });
    expect(
      (await buyer.run<{ order: { approvalStatus: string } }>(ORDER, { n: '800002-00' })).data!.order.approvalStatus,
    ).toBe('Pending');
  });

  it('converts a quote within the limits without asking an approver', async () => {
    const { as } = quoteDesk({ overLimit: false });
    const buyer = await as({});
    const payload = (await buyer.run<Converted>(CONVERT, { input: { orderNumber: '800002-00' } })).data!.convertQuote;
    expect(payload.userErrors).toEqual([]);
    expect(payload.order).not.toBeNull();
    expect(buyer.callsTo('POST /user-approval-workflow/check-limit/{user_id}/{customer_number}')).toHaveLength(1);
    expect(buyer.callsTo('POST /cart-request/quote/{user_id}/{quote_id}')).toHaveLength(0);
  });

  it('requires a PO when the customer master does', async () => {
    const rv = await quoteDesk({ overLimit: false, poRequired: true, owner: 9 }).as({
      id: 9,
      username: 'buyer@rvsupply.example',
      customer_number: '10003',
    });
    const detail = await rv.run<{ order: { quoteConversion: { allowed: boolean; purchaseOrderRequired: boolean } } }>(
      ORDER,
      { n: '800002-00' },
    );
    expect(detail.data!.order.quoteConversion.purchaseOrderRequired).toBe(true);
    expect(
      (await rv.run<Converted>(CONVERT, { input: { orderNumber: '800002-00' } })).data!.convertQuote.userErrors,
    ).toEqual([
      { field: 'purchaseOrderNumber', message: 'A PO number is required to order this quote.', code: 'INVALID_INPUT' },
    ]);
    expect(rv.callsTo('POST /order/convert_to_order')).toHaveLength(0);
    const acme = await quoteDesk({ overLimit: false }).as({});
    const quote = await acme.run<{ order: { quoteConversion: { purchaseOrderRequired: boolean } } }>(ORDER, {
      n: '800002-00',
    });
    expect(quote.data!.order.quoteConversion.purchaseOrderRequired).toBe(false);
  });
});
