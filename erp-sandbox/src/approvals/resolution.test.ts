import { describe, expect } from 'vitest';
import { test } from '../testing.ts';
import { PERSONAS, sessionIdFor } from '../data/personas.ts';
import { DEFAULT_SEED, getDataset } from '../data/store.ts';
import { isUnpriced } from '../pricing/price.ts';

const ds = getDataset();
const level = ds.customers.get('10001')!.priceLevel;
const item = [...ds.items.values()].find(
  (i) => i.product.active && !isUnpriced('10001', i.item.erp) && level * i.listPrice > 30 && level * i.listPrice < 200,
)!;
const unit = Math.round(level * item.listPrice * 100) / 100;
let counter = 0;
const session = (): string => `S${String(++counter).padStart(31, '0')}`;

const it = test
  .extend('tokens', ({ buyer, approver, admin, globex, junior, lead }) => ({
    buyer,
    approver,
    admin,
    globex,
    junior,
    lead,
  }))
  /** Sends an over-limit cart of `amount` dollars or more for approval as `who`. */
  .extend('sendOver', ({ t, tokens }) => async (who: 'buyer' | 'junior', amount: number) => {
    const sid = sessionIdFor(DEFAULT_SEED, PERSONAS[who].username);
    const quantity = Math.ceil(amount / unit);
    await t.call('PUT', `/cart/${sid}`, {
      token: tokens[who],
      body: { cart_lines: [{ erp: item.item.erp, quantity }] },
    });
    const res = await t.call('POST', `/cart-request/order/${sid}`, {
      token: tokens[who],
      body: { order_session: session() },
    });
    expect(res.status).toBe(200);
    return res.body;
  })
  .extend(
    'resolve',
    ({ t, tokens }) =>
      (who: keyof typeof tokens, approverId: number, id: string, body: unknown) =>
        t.call('PUT', `/cart-request/resolve/${approverId}/${id}`, { token: tokens[who], body }),
  )
  .extend(
    'advance',
    ({ t, tokens }) =>
      (who: keyof typeof tokens, approverId: number, id: string, body: unknown) =>
        t.call('PUT', `/cart-request/advance/${approverId}/${id}`, { token: tokens[who], body }),
  );

describe('resolving a cart request', () => {
  it('approves with a reduced quantity: the order is placed for the buyer and the log shows it', async ({
    t,
    tokens,
    sendOver,
    resolve,
  }) => {
    const request = await sendOver('buyer', 2600);
    const line = request.cart_lines[0]!;
    expect(
      (await t.call('GET', `/cart-request/check/${PERSONAS.approver.id}`, { token: tokens.approver })).body.count,
    ).toBeGreaterThanOrEqual(1);
    const pending = await t.call('GET', `/cart-request/requests/${PERSONAS.approver.id}?role=approver`, {
      token: tokens.approver,
    });
    expect(pending.body.map((r: { id: string }) => r.id)).toContain(request.id);
    const res = await resolve('approver', PERSONAS.approver.id, request.id, {
      resolution: 'approve',
      po: 'PO-77',
      quantities: [{ line_id: line.id, quantity: line.quantity - 1 }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'approve', in_approval: false, ponum: 'PO-77' });
    expect(res.body.cart_lines[0]?.quantity).toBe(line.quantity - 1);
    // The lowered line's total and the request's subtotal follow the approver's quantity.
    const lowered = Math.round(line.price * (line.quantity - 1) * 100) / 100;
    expect(res.body.cart_lines[0]).toMatchObject({ line_sub_total: lowered });
    const lineSum = (res.body.cart_lines as { line_sub_total: number }[]).reduce((s, l) => s + l.line_sub_total, 0);
    expect(res.body.sub_total).toBeCloseTo(lineSum, 2);
    const [number] = res.body.order_numbers as string[];
    const order = await t.call('GET', `/order/${number}`, { token: tokens.buyer });
    expect(order.body.header).toMatchObject({
      customerPurchaseOrderNumber: 'PO-77',
      webData: { userId: PERSONAS.buyer.id, approvalStatus: 'Approved' },
    });
    expect(order.body.lines[0]?.quantityOrdered).toBe(line.quantity - 1);
    // My Orders' Approval column reads the history row's approval_status.
    const history = await t.call('POST', '/orders/history', {
      token: tokens.buyer,
      body: { customerNumber: '10001', limit: 100 },
    });
    const row = (history.body.data as { orderno: number; approval_status: string | null }[]).find(
      (r) => String(r.orderno) === number!.split('-')[0],
    );
    expect(row?.approval_status).toBe('Approved');
    const log = await t.call('GET', `/cart-approval-log/${request.id}`, { token: tokens.buyer });
    expect(log.body).toMatchObject([
      { approver: { username: PERSONAS.approver.username }, status: 'Approved', active: false },
    ]);
    const mine = await t.call('GET', `/cart-request/requests/${PERSONAS.buyer.id}`, { token: tokens.buyer });
    expect(mine.body.find((r: { id: string }) => r.id === request.id)?.status).toBe('approve');
  });

  it('answers a stale approval with 409 and the spec message', async ({ sendOver, resolve }) => {
    const request = await sendOver('buyer', 2600);
    expect((await resolve('approver', PERSONAS.approver.id, request.id, { resolution: 'reject' })).body.status).toBe(
      'reject',
    );
    const again = await resolve('approver', PERSONAS.approver.id, request.id, { resolution: 'approve' });
    expect(again).toMatchObject({ status: 409, body: { message: 'This request has already been processed.' } });
  });

  it('refuses everything but the named approver of a request still in approval', async ({
    t,
    tokens,
    sendOver,
    resolve,
  }) => {
    const request = await sendOver('buyer', 2600);
    const own = await resolve('buyer', PERSONAS.buyer.id, request.id, { resolution: 'approve' });
    expect(own).toMatchObject({ status: 403, body: { message: 'You may not resolve your own cart request.' } });
    expect((await resolve('admin', PERSONAS.admin.id, request.id, { resolution: 'approve' })).status).toBe(403);
    expect((await resolve('globex', PERSONAS.globex.id, request.id, { resolution: 'reject' })).status).toBe(403);
    expect((await resolve('admin', PERSONAS.approver.id, request.id, { resolution: 'approve' })).status).toBe(403);
    expect((await resolve('approver', PERSONAS.approver.id, '999999', { resolution: 'approve' })).status).toBe(404);
    expect((await resolve('approver', PERSONAS.approver.id, request.id, { resolution: 'maybe' })).status).toBe(400);
    expect((await t.call('GET', `/cart-request/check/${PERSONAS.approver.id}`, { token: tokens.buyer })).status).toBe(
      403,
    );
    expect(
      (await t.call('GET', `/cart-request/requests/${PERSONAS.buyer.id}`, { token: tokens.approver })).status,
    ).toBe(403);
    expect((await t.call('GET', `/cart-approval-log/${request.id}`, { token: tokens.globex })).status).toBe(403);
    expect((await t.call('DELETE', `/cart-request/${request.id}`, { token: tokens.buyer })).status).toBe(409);
    expect((await t.call('GET', `/cart-request/${request.id}`, { token: tokens.approver })).body.status).toBe(
      'processing',
    );
  });

  it('refuses quantities above the original, negative or none left', async ({ t, tokens, sendOver, resolve }) => {
    const request = await sendOver('buyer', 2600);
    const line = request.cart_lines[0]!;
    const over = await resolve('approver', PERSONAS.approver.id, request.id, {
      resolution: 'approve',
      quantities: [{ line_id: line.id, quantity: line.quantity + 1 }],
    });
    expect(over.body).toMatchObject({ message: 'New quantity may not exceed original quantity.' });
    const negative = await resolve('approver', PERSONAS.approver.id, request.id, {
      resolution: 'approve',
      quantities: [{ line_id: line.id, quantity: -1 }],
    });
    expect(negative.body).toMatchObject({ message: 'New quantity must be greater than or equal to 0.' });
    const none = await resolve('approver', PERSONAS.approver.id, request.id, {
      resolution: 'approve',
      quantities: [{ line_id: line.id, quantity: 0 }],
    });
    expect(none.body).toMatchObject({ message: 'At least one item must have quantity > 0 in order to approve.' });
    expect((await t.call('GET', `/cart-request/${request.id}`, { token: tokens.approver })).body.in_approval).toBe(
      true,
    );
  });

  it('advances through several steps: the lead over their own limit passes it to their supervisor', async ({
    t,
    tokens,
    sendOver,
    resolve,
    advance,
  }) => {
    const request = await sendOver('junior', 1500);
    const line = request.cart_lines[0]!;
    expect(request.approvers.map((a) => a.id)).toEqual([PERSONAS.lead.id]);
    expect((await resolve('approver', PERSONAS.approver.id, request.id, { resolution: 'approve' })).status).toBe(403);
    const early = await resolve('lead', PERSONAS.lead.id, request.id, { resolution: 'approve' });
    expect(early).toMatchObject({
      status: 400,
      body: { message: 'This request needs its next approver: advance it instead.' },
    });
    expect((await advance('approver', PERSONAS.approver.id, request.id, {})).status).toBe(403);
    const first = await advance('lead', PERSONAS.lead.id, request.id, {
      po: 'PO-LEAD',
      quantities: [{ line_id: line.id, quantity: line.quantity - 1 }],
    });
    expect(first.body).toMatchObject({
      status: 'processing',
      in_approval: true,
      current_step: 2,
      approvers: [{ id: PERSONAS.approver.id }],
      ponum: 'PO-LEAD',
    });
    expect(first.body.cart_lines[0]?.quantity).toBe(line.quantity - 1);
    expect(first.body.order_numbers).toBeUndefined();
    expect((await resolve('lead', PERSONAS.lead.id, request.id, { resolution: 'approve' })).status).toBe(403);
    const last = await advance('approver', PERSONAS.approver.id, request.id, {});
    expect(last).toMatchObject({
      status: 400,
      body: { message: 'This request has no further approver: approve it instead.' },
    });
    const second = await resolve('approver', PERSONAS.approver.id, request.id, { resolution: 'approve' });
    expect(second.body).toMatchObject({ status: 'approve', in_approval: false, ponum: 'PO-LEAD' });
    expect(second.body.order_numbers).toHaveLength(1);
    const log = await t.call('GET', `/cart-approval-log/${request.id}`, { token: tokens.lead });
    expect(
      log.body.map((e: { approver: { username: string }; status: string }) => [e.approver.username, e.status]),
    ).toEqual([
      [PERSONAS.lead.username, 'Approved'],
      [PERSONAS.approver.username, 'Approved'],
    ]);
    expect((await advance('approver', PERSONAS.approver.id, request.id, {})).status).toBe(409);
  });

  it('rejects through the authcart call, with the same rule, and lets the buyer resubmit', async ({
    t,
    tokens,
    sendOver,
    resolve,
  }) => {
    const request = await sendOver('buyer', 2600);
    expect((await t.call('POST', `/authcart/${request.id}/reject`, { token: tokens.buyer })).status).toBe(403);
    expect((await t.call('POST', `/authcart/${request.id}/reject`, { token: tokens.admin })).status).toBe(403);
    expect(
      (await t.call('PUT', `/cart-request/${request.id}`, { token: tokens.buyer, body: { resubmit: true } })).status,
    ).toBe(409);
    const rejected = await t.call('POST', `/authcart/${request.id}/reject`, { token: tokens.approver });
    expect(rejected.body).toMatchObject({ status: 'reject', in_approval: false, decision: { comment: null } });
    const stale = await t.call('POST', `/authcart/${request.id}/reject`, { token: tokens.approver });
    expect(stale).toMatchObject({ status: 409, body: { message: 'This request has already been processed.' } });
    expect(
      (await t.call('PUT', `/cart-request/${request.id}`, { token: tokens.approver, body: { resubmit: true } })).status,
    ).toBe(403);
    const again = await t.call('PUT', `/cart-request/${request.id}`, {
      token: tokens.buyer,
      body: { resubmit: true, comment: 'Needed for the shutdown.' },
    });
    expect(again.body).toMatchObject({
      status: 'processing',
      in_approval: true,
      current_step: 1,
      approvers: [{ id: PERSONAS.approver.id }],
      comment: 'Needed for the shutdown.',
      // Back in approval: the earlier rejection is no longer the decision the buyer is shown.
      decision: null,
    });
    expect((await resolve('approver', PERSONAS.approver.id, request.id, { resolution: 'approve' })).body.status).toBe(
      'approve',
    );
    expect(
      (await t.call('PUT', `/cart-request/${request.id}`, { token: tokens.buyer, body: { resubmit: true } })).status,
    ).toBe(409);
  });

  it("records the approver's decision and comment, and mails it to the buyer", async ({
    t,
    tokens,
    sendOver,
    resolve,
  }) => {
    const request = await sendOver('buyer', 2600);
    const tooLong = await resolve('approver', PERSONAS.approver.id, request.id, {
      resolution: 'reject',
      comment: 'x'.repeat(256),
    });
    expect(tooLong).toMatchObject({ status: 400, body: { message: 'The comment may not exceed 255 characters.' } });
    const res = await resolve('approver', PERSONAS.approver.id, request.id, {
      resolution: 'reject',
      comment: '  Over budget this quarter.  ',
    });
    expect(res.body.decision).toMatchObject({
      resolution: 'reject',
      approver: { id: PERSONAS.approver.id, name: 'Alan Approver' },
      comment: 'Over budget this quarter.',
    });
    const log = await t.call('GET', `/cart-approval-log/${request.id}`, { token: tokens.buyer });
    expect(log.body).toMatchObject([{ status: 'Rejected', comment: 'Over budget this quarter.' }]);
    const mail = (await t.call('GET', '/__sandbox/mail')).body as {
      kind: string;
      to: string;
      subject: string;
      body: Record<string, unknown>;
    }[];
    expect(mail.find((m) => m.kind === 'approval-decision' && m.body.request_id === request.id)).toMatchObject({
      to: PERSONAS.buyer.username,
      subject: `Your order request ${request.id} was rejected by ${'Alan Approver'}`,
      body: { resolution: 'reject', approver: 'Alan Approver', comment: 'Over budget this quarter.' },
    });
  });

  it('lets the buyer merge a rejected request back into the cart and remove it', async ({
    t,
    tokens,
    sendOver,
    resolve,
  }) => {
    const request = await sendOver('buyer', 2600);
    await resolve('approver', PERSONAS.approver.id, request.id, { resolution: 'reject' });
    const sid = sessionIdFor(DEFAULT_SEED, PERSONAS.buyer.username);
    expect((await t.call('PUT', `/cart/${sid}/merge/${request.id}`, { token: tokens.approver })).status).toBe(403);
    expect((await t.call('PUT', `/cart/${sid}/merge/${request.id}`, { token: tokens.buyer })).body.merged).toBe(1);
    expect((await t.call('GET', `/cart/${sid}`, { token: tokens.buyer })).body.cart_lines[0]?.quantity).toBe(
      request.cart_lines[0]!.quantity,
    );
    expect((await t.call('DELETE', `/cart-request/${request.id}`, { token: tokens.approver })).status).toBe(403);
    expect((await t.call('DELETE', `/cart-request/${request.id}`, { token: tokens.buyer })).status).toBe(200);
    expect((await t.call('GET', `/cart-request/${request.id}`, { token: tokens.buyer })).status).toBe(404);
  });
});
