// Return requests over the typed fake ERP: who may ask, what the policy leaves per line, the shared
// rules before the ERP is asked, and the ERP's refusals as messages. The ERP's own policy: the
// sandbox's returns.test.ts.
import { describe, expect, it } from 'vitest';
import { erpError } from '../testing/fake-erp.ts';
import { principalOf, unitGateway } from '../testing/unit.ts';
import { erpFieldUser } from '../testing/erp-answers/field-user.ts';
import { erpOrderDetail, erpOrderLine } from '../testing/erp-answers/orders.ts';
import type { ErpReturnRequest, ErpUser } from '../erp/types.ts';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const shipped = (days: number) =>
  erpOrderDetail(1000123, { orderStatus: 3, shipConfirmDate: daysAgo(days) }, [
    erpOrderLine(1, { quantityShipped: 4 }),
    erpOrderLine(2, { quantityShipped: 0, quantityBackordered: 4 }),
  ]);
const earlier: ErpReturnRequest = {
  id: '1',
  rma_number: null,
  order_number: '1000123-00',
  customer_number: '10001',
  user_id: 101,
  requested_by: 'Bianca Buyer',
  reason_code: 'DAMAGED',
  comment: null,
  status: 'requested',
  created_on: '2026-11-20T10:00:00Z',
  lines: [{ line_number: 1, erp: 'ITEM-00001', description: 'Item 1', uom: 'EA', quantity: 1 }],
};

const ORDER = `query O($n: String!) { order(orderNumber: $n) { returnEligibility { open lastDay reason lines { lineNumber shipped returnable } }
  returnRequests { id status reason requestedBy lines { lineNumber partNumber quantity } } } }`;
const REQUEST = `mutation R($input: RequestReturnInput!) { requestReturn(input: $input) {
  request { id status orderNumber } userErrors { field message code } } }`;

const gatewayAs = (user: ErpUser, order = shipped(20), requests: ErpReturnRequest[] = [earlier]) =>
  unitGateway(
    {
      'GET /user/{id}': () => user,
      'GET /order/{id}': () => order,
      'GET /returns': () => requests,
      'POST /returns': ({ body }) => ({ ...earlier, id: '2', ...(body as object), status: 'requested' as const }),
    },
    { principal: principalOf({ userId: user.id, customerNumber: user.customer_number }) },
  );
const buyer = erpFieldUser({ order_history: true });

describe('return requests', () => {
  it('shows what each shipped line may still return, until 60 days after shipment', async () => {
    const gateway = await gatewayAs(buyer);
    const { data } = await gateway.run<{ order: { returnEligibility: unknown; returnRequests: unknown[] } }>(ORDER, {
      n: '1000123-00',
    });
    const sixtyDaysAfterShipment = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    expect(data?.order.returnEligibility).toEqual({
      open: true,
      lastDay: sixtyDaysAfterShipment,
      reason: null,
      lines: [{ lineNumber: 1, shipped: 4, returnable: 3 }],
    });
    expect(data?.order.returnRequests).toEqual([
      {
        id: '1',
        status: 'REQUESTED',
        reason: 'DAMAGED',
        requestedBy: 'Bianca Buyer',
        lines: [{ lineNumber: 1, partNumber: 'ITEM-00001', quantity: 1 }],
      },
    ]);
    // Both fields of the order made one call.
    expect(gateway.callsTo('GET /returns')).toHaveLength(1);

    const old = await gatewayAs(buyer, shipped(61));
    const closed = await old.run<{ order: { returnEligibility: { open: boolean; reason: string } } }>(ORDER, {
      n: '1000123-00',
    });
    expect(closed.data?.order.returnEligibility.open).toBe(false);
    expect(closed.data?.order.returnEligibility.reason).toBe(
      `Return requests are accepted within 60 days of receipt; this order shipped on ${daysAgo(61)}.`,
    );
  });

  it('refuses punch-out users and those without order history, without asking the ERP', async () => {
    for (const user of [
      erpFieldUser({ order_history: true, user_type: 'punchout' }),
      erpFieldUser({ order_history: false }),
    ]) {
      const gateway = await gatewayAs(user);
      const { data } = await gateway.run<{ requestReturn: { userErrors: { message: string; code: string }[] } }>(
        REQUEST,
        { input: { orderNumber: '1000123-00', reason: 'DAMAGED', lines: [{ lineNumber: 1, quantity: 1 }] } },
      );
      expect(data?.requestReturn.userErrors).toEqual([
        { field: null, message: 'Returns are not available for your account.', code: 'FORBIDDEN' },
      ]);
      expect(gateway.callsTo('POST /returns')).toHaveLength(0);
      expect(gateway.callsTo('GET /returns')).toHaveLength(0);
    }
  });

  it('applies the form rules with their fields before the ERP is asked', async () => {
    const gateway = await gatewayAs(buyer);
    const { data } = await gateway.run<{ requestReturn: { userErrors: unknown[] } }>(REQUEST, {
      input: { orderNumber: '1000123-00', reason: 'OTHER', comment: ' ', lines: [{ lineNumber: 1, quantity: 0 }] },
    });
    expect(data?.requestReturn.userErrors).toEqual([
      { field: 'lines.0.quantity', message: 'Quantity must be a whole number.', code: 'INVALID_INPUT' },
      { field: 'comment', message: 'Tell us why you are returning these items.', code: 'INVALID_INPUT' },
    ]);
    expect(gateway.callsTo('POST /returns')).toHaveLength(0);
  });

  it('sends the request and says why the ERP refused one', async () => {
    const gateway = await gatewayAs(buyer);
    const sent = await gateway.run<{ requestReturn: { request: { status: string } } }>(REQUEST, {
      input: {
        orderNumber: '1000123-00',
        reason: 'DEFECTIVE',
        comment: 'Cracked',
        lines: [{ lineNumber: 1, quantity: 2 }],
      },
    });
    expect(sent.data?.requestReturn.request.status).toBe('REQUESTED');
    expect(gateway.callsTo('POST /returns')[0]?.body).toEqual({
      order_number: '1000123-00',
      reason_code: 'DEFECTIVE',
      comment: 'Cracked',
      lines: [{ line_number: 1, quantity: 2 }],
    });

    const refusing = await unitGateway(
      {
        'GET /user/{id}': () => buyer,
        'POST /returns': () => {
          throw erpError(409, 'Line 1: at most 3 can be returned.');
        },
      },
      { principal: principalOf() },
    );
    const refused = await refusing.run<{ requestReturn: { userErrors: unknown[] } }>(REQUEST, {
      input: { orderNumber: '1000123-00', reason: 'DEFECTIVE', lines: [{ lineNumber: 1, quantity: 9 }] },
    });
    expect(refused.data?.requestReturn.userErrors).toEqual([
      { field: null, message: 'Line 1: at most 3 can be returned.', code: 'REJECTED' },
    ]);
  });
});
