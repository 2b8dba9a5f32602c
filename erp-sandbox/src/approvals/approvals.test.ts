import { describe, expect } from 'vitest';
import { test } from '../testing.ts';
import { PERSONAS, sessionIdFor } from '../data/personas.ts';
import { DEFAULT_SEED, getDataset } from '../data/store.ts';
import { isUnpriced } from '../pricing/price.ts';

const ds = getDataset();
const sid = sessionIdFor(DEFAULT_SEED, PERSONAS.buyer.username);
const priced = [...ds.items.values()].filter((i) => i.product.active && !isUnpriced('10001', i.item.erp));
const session = (n: number): string => `R${String(n).padStart(31, '0')}`;

const it = test.extend(
  'checkLimit',
  ({ t, buyer }) =>
    (amount: number, token = buyer, path = `/user-approval-workflow/check-limit/${PERSONAS.buyer.id}/10001`) =>
      t.call('POST', path, { token, body: { sub_totals: [{ unit_type: 'all', amount }] } }),
);

describe('check-limit', () => {
  it("decides from the buyer's 2500 spend limit and names the supervisor", async ({ checkLimit }) => {
    expect((await checkLimit(2500)).body).toMatchObject({ approval_required: false, steps: [] });
    const over = await checkLimit(2500.01);
    expect(over.body).toMatchObject({
      approval_required: true,
      basis: 'dollars',
      steps: [{ step: 1, approvers: [2] }],
      approvers: [{ id: 2, username: 'approver@acme.example' }],
    });
  });

  it("sends an order over Acme's order limit (25,000) to its master approver, Ada Admin", async ({ checkLimit }) => {
    // Over both the buyer's limit and the company's: the supervisor and the master approver.
    expect((await checkLimit(25000.01)).body).toMatchObject({ steps: [{ step: 1, approvers: [2, 3] }] });
  });

  it("refuses another user's or customer's check and bad subtotals", async ({ buyer, globex, checkLimit }) => {
    expect((await checkLimit(10, globex)).status).toBe(403);
    expect((await checkLimit(10, buyer, `/user-approval-workflow/check-limit/${PERSONAS.buyer.id}/10004`)).status).toBe(
      403,
    );
    expect((await checkLimit(-1)).status).toBe(400);
  });
});

describe('cart requests', () => {
  it('refuses a user who may not submit orders: nothing goes to an approver', async ({ t, guest }) => {
    const own = sessionIdFor(DEFAULT_SEED, PERSONAS.guest.username);
    const refused = await t.call('POST', `/cart-request/order/${own}`, {
      token: guest,
      body: { order_session: session(90) },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: 'You are not allowed to submit orders.' });
  });

  it('creates one request in processing for the approver from an over-limit cart, once per order_session', async ({
    t,
    approver,
    buyer,
    globex,
  }) => {
    const item = priced.find((i) => ds.customers.get('10001')!.priceLevel * i.listPrice > 30)!;
    const quantity = Math.ceil(2600 / (ds.customers.get('10001')!.priceLevel * item.listPrice));
    await t.call('PUT', `/cart/${sid}`, { token: buyer, body: { cart_lines: [{ erp: item.item.erp, quantity }] } });
    const [first, second] = await Promise.all([
      t.call('POST', `/cart-request/order/${sid}`, {
        token: buyer,
        body: { order_session: session(1), department: 'SAFETY' },
      }),
      t.call('POST', `/cart-request/order/${sid}`, { token: buyer, body: { order_session: session(1) } }),
    ]);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 'processing',
      in_approval: true,
      approver_id: 2,
      initiator_id: PERSONAS.buyer.id,
      department: { department_key: 'SAFETY', description: 'Safety' },
    });
    expect(first.body.sub_total).toBeGreaterThan(2500);
    expect(second.body.id).toBe(first.body.id);
    expect((await t.call('GET', `/cart/${sid}`, { token: buyer })).body.cart_lines).toEqual([]);
    expect((await t.call('GET', `/cart-request/${first.body.id}`, { token: approver })).body.status).toBe('processing');
    expect((await t.call('GET', `/cart-request/${first.body.id}`, { token: globex })).status).toBe(403);
  });

  it('refuses a cart within the limits', async ({ t, buyer }) => {
    await t.call('PUT', `/cart/${sid}`, {
      token: buyer,
      body: { cart_lines: [{ erp: priced[0]!.item.erp, quantity: 1 }] },
    });
    const res = await t.call('POST', `/cart-request/order/${sid}`, {
      token: buyer,
      body: { order_session: session(2) },
    });
    expect(res).toMatchObject({
      status: 400,
      body: { message: 'This order is within your limits and does not need approval.' },
    });
  });
});

describe('promo codes', () => {
  it('finds codes case-insensitively and applies a live one over its threshold to the cart and the order', async ({
    t,
    buyer,
  }) => {
    expect((await t.call('GET', '/promo-code/%20save10%20', { token: buyer })).body).toMatchObject({
      promo_code: 'SAVE10',
      is_live: true,
      promo_threshold: 100,
    });
    expect((await t.call('GET', '/promo-code/NOPE', { token: buyer })).status).toBe(404);
    const item = priced.find((i) => ds.customers.get('10001')!.priceLevel * i.listPrice > 20)!;
    const cart = await t.call('PUT', `/cart/${sid}`, {
      token: buyer,
      body: { cart_lines: [{ erp: item.item.erp, quantity: 10 }], promo_codes: [' save10 ', 'freefr8'] },
    });
    expect(cart.body.promo_codes).toEqual(['SAVE10', 'FREEFR8']);
    expect(cart.body.free_freight).toBe(true);
    expect(cart.body.discount).toBeCloseTo(cart.body.sub_total / 10, 2);
  });
});
