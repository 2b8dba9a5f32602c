import { describe, expect } from 'vitest';
import { test } from '../testing/fixtures.ts';
import { QUOTE_SENT_FOR_APPROVAL } from './quote-approval.ts';
import { NOT_RESUBMITTABLE } from './desk-provider.ts';
import { QUOTE_MESSAGES } from '@mro/rules/orders';

const HISTORY =
  'query H($input: OrderHistoryInput!) { orderHistory(input: $input) { nodes { orderNumber purchaseOrderNumber approvalStatus } } }';
const ORDER =
  'query O($n: String!) { order(orderNumber: $n) { orderNumber orderType approvalStatus purchaseOrderNumber quoteConversion { allowed blockedReason purchaseOrderRequired } lines { lineNumber quantityOrdered } } }';
const CONVERT =
  'mutation C($input: ConvertQuoteInput!) { convertQuote(input: $input) { confirmation order { orderNumber } userErrors { field message code } } }';
const REQUEST_FIELDS = 'id status statusLabel isQuote inApproval orderNumbers purchaseOrder lines { id quantity }';
const PENDING = `{ pendingApprovals { ${REQUEST_FIELDS} } }`;
const APPROVE = `mutation A($input: ApproveCartRequestInput!) { approveCartRequest(input: $input) { request { ${REQUEST_FIELDS} } userErrors { message code } } }`;
const REJECT = `mutation R($id: ID!) { rejectCartRequest(input: { id: $id }) { request { ${REQUEST_FIELDS} } userErrors { message code } } }`;
const RESUBMIT = `mutation S($id: ID!) { resubmitCartRequest(input: { id: $id }) { request { ${REQUEST_FIELDS} } userErrors { message code } } }`;

type Request = {
  id: string;
  status: string;
  statusLabel: string;
  isQuote: boolean;
  inApproval: boolean;
  orderNumbers: string[];
  purchaseOrder: string | null;
  lines: { id: string; quantity: number }[];
};
type Converted = {
  confirmation: string | null;
  order: { orderNumber: string } | null;
  userErrors: { field: string | null; message: string; code: string }[];
};

const it = test
  .extend('clients', ({ buyer, approver, secondBrandNoFlag }) => ({ buyer, approver, rv: secondBrandNoFlag }))
  .extend('quoteNumber', ({ clients }) => async (po: string): Promise<string> => {
    const result = await clients.buyer.gql<{
      orderHistory: { nodes: { orderNumber: string; purchaseOrderNumber: string | null }[] };
    }>(HISTORY, { input: { mine: false, orderType: 'QUOTE', text: po, pageSize: 10 } });
    return result.data!.orderHistory.nodes.find((n) => n.purchaseOrderNumber === po)!.orderNumber;
  })
  .extend(
    'convert',
    ({ clients }) =>
      async (who: keyof typeof clients, input: Record<string, unknown>) =>
        (await clients[who].gql<{ convertQuote: Converted }>(CONVERT, { input })).data!.convertQuote,
  )
  .extend(
    'pendingQuote',
    ({ clients }) =>
      async () =>
        (await clients.approver.gql<{ pendingApprovals: Request[] }>(PENDING)).data!.pendingApprovals.find(
          (r) => r.isQuote,
        )!,
  );

describe('quote conversion and the order limits', () => {
  it('sends a quote over the buyer limit to the approver, who converts it on approval', async ({
    stack,
    clients,
    quoteNumber,
    convert,
    pendingQuote,
  }) => {
    const number = await quoteNumber('Q-CONVERT-A');
    const before = await stack.erpCalls();
    const sent = await convert('buyer', { orderNumber: number, purchaseOrderNumber: 'PO-OVER-LIMIT' });
    expect(sent).toEqual({ confirmation: QUOTE_SENT_FOR_APPROVAL, order: null, userErrors: [] });
    const after = await stack.erpCalls();
    expect(
      (after.byRoute['POST /user-approval-workflow/check-limit/{user_id}/{customer_number}'] ?? 0) -
        (before.byRoute['POST /user-approval-workflow/check-limit/{user_id}/{customer_number}'] ?? 0),
    ).toBe(1);
    expect(
      (after.byRoute['POST /cart-request/quote/{user_id}/{quote_id}'] ?? 0) -
        (before.byRoute['POST /cart-request/quote/{user_id}/{quote_id}'] ?? 0),
    ).toBe(1);
    expect(after.byRoute['POST /order/convert_to_order'] ?? 0).toBe(
      before.byRoute['POST /order/convert_to_order'] ?? 0,
    );

    const quote = await clients.buyer.gql<{
      order: { approvalStatus: string; quoteConversion: { allowed: boolean; blockedReason: string } };
    }>(ORDER, { n: number });
    expect(quote.data!.order).toMatchObject({
      approvalStatus: 'Pending',
      quoteConversion: { allowed: false, blockedReason: 'Pending' },
    });
    expect((await convert('buyer', { orderNumber: number })).userErrors[0]!.message).toBe('Pending');

    const request = await pendingQuote();
    expect(request).toMatchObject({ statusLabel: 'Pending', inApproval: true, purchaseOrder: 'PO-OVER-LIMIT' });
    const line = request.lines[0]!;
    const approved = (
      await clients.approver.gql<{ approveCartRequest: { request: Request; userErrors: unknown[] } }>(APPROVE, {
        input: { id: request.id, quantities: [{ lineId: line.id, quantity: String(line.quantity - 1) }] },
      })
    ).data!.approveCartRequest;
    expect(approved.userErrors).toEqual([]);
    expect(approved.request).toMatchObject({ statusLabel: 'Approved', inApproval: false });
    const order = await clients.buyer.gql<{
      order: { orderType: string; purchaseOrderNumber: string; lines: { quantityOrdered: number }[] };
    }>(ORDER, { n: approved.request.orderNumbers[0] });
    expect(order.data!.order).toMatchObject({ orderType: 'ORDER', purchaseOrderNumber: 'PO-OVER-LIMIT' });
    expect(order.data!.order.lines[0]!.quantityOrdered).toBe(line.quantity - 1);
    expect((await convert('buyer', { orderNumber: number })).userErrors[0]!.message).toBe(
      'This quote has already been converted into an order.',
    );
  });

  it('shows a rejected quote as Rejected, and the buyer may resubmit the request once', async ({
    clients,
    quoteNumber,
    convert,
    pendingQuote,
  }) => {
    const number = await quoteNumber('Q-CONVERT-C');
    expect((await convert('buyer', { orderNumber: number })).confirmation).toBe(QUOTE_SENT_FOR_APPROVAL);
    const request = await pendingQuote();
    const resubmitEarly = (
      await clients.buyer.gql<{ resubmitCartRequest: { userErrors: { message: string }[] } }>(RESUBMIT, {
        id: request.id,
      })
    ).data!.resubmitCartRequest;
    expect(resubmitEarly.userErrors[0]!.message).toBe(NOT_RESUBMITTABLE);
    const rejected = (
      await clients.approver.gql<{ rejectCartRequest: { request: Request } }>(REJECT, { id: request.id })
    ).data!.rejectCartRequest;
    expect(rejected.request.statusLabel).toBe('Rejected');
    const quote = await clients.buyer.gql<{ order: { approvalStatus: string } }>(ORDER, { n: number });
    expect(quote.data!.order.approvalStatus).toBe('Rejected');
    const byApprover = (
      await clients.approver.gql<{ resubmitCartRequest: { userErrors: { code: string }[] } }>(RESUBMIT, {
        id: request.id,
      })
    ).data!.resubmitCartRequest;
    expect(byApprover.userErrors[0]!.code).toBe('NOT_FOUND');
    const resubmitted = (
      await clients.buyer.gql<{ resubmitCartRequest: { request: Request; userErrors: unknown[] } }>(RESUBMIT, {
        id: request.id,
      })
    ).data!.resubmitCartRequest;
    expect(resubmitted.request).toMatchObject({ statusLabel: 'Pending', inApproval: true });
    expect(
      (await clients.buyer.gql<{ order: { approvalStatus: string } }>(ORDER, { n: number })).data!.order.approvalStatus,
    ).toBe('Pending');
  });

  it('converts a quote within the limits without asking an approver', async ({ stack, quoteNumber, convert }) => {
    const number = await quoteNumber('Q-CONVERT-B');
    const before = await stack.erpCalls();
    const payload = await convert('buyer', { orderNumber: number });
    expect(payload.userErrors).toEqual([]);
    expect(payload.order).not.toBeNull();
    const after = await stack.erpCalls();
    expect(after.byRoute['POST /cart-request/quote/{user_id}/{quote_id}'] ?? 0).toBe(
      before.byRoute['POST /cart-request/quote/{user_id}/{quote_id}'] ?? 0,
    );
  });

  it('requires a PO when the customer master does', async ({ clients, convert, quoteNumber }) => {
    const history = await clients.rv.gql<{ orderHistory: { nodes: { orderNumber: string }[] } }>(HISTORY, {
      input: { orderType: 'QUOTE', pageSize: 100 },
    });
    let checked = 0;
    for (const { orderNumber } of history.data!.orderHistory.nodes) {
      const detail = await clients.rv.gql<{
        order: { quoteConversion: { allowed: boolean; purchaseOrderRequired: boolean } };
      }>(ORDER, { n: orderNumber });
      expect(detail.data!.order.quoteConversion.purchaseOrderRequired).toBe(true);
      if (!detail.data!.order.quoteConversion.allowed) continue;
      expect((await convert('rv', { orderNumber })).userErrors).toEqual([
        { field: 'purchaseOrderNumber', message: QUOTE_MESSAGES.poRequired, code: 'INVALID_INPUT' },
      ]);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
    const acme = await clients.buyer.gql<{ order: { quoteConversion: { purchaseOrderRequired: boolean } } }>(ORDER, {
      n: await quoteNumber('Q-REFUSED'),
    });
    expect(acme.data!.order.quoteConversion.purchaseOrderRequired).toBe(false);
  });
});
