import { describe, expect } from 'vitest';
import { test, type TestClient } from '../testing.ts';
import { PERSONAS, sessionIdFor } from '../data/personas.ts';
import { DEFAULT_SEED, getDataset } from '../data/store.ts';
import { isUnpriced } from '../pricing/price.ts';
import { CARD_NOT_ACCEPTED, PAYMENT_FAILED } from './cards.ts';
import { CARD_DISABLED, CARD_REQUIRED } from '../checkout/routes.ts';

const ds = getDataset();
const acme = ds.customers.get('10001')!;
const priced = [...ds.items.values()].filter((i) => i.product.active && !isUnpriced('10001', i.item.erp));
const year = new Date().getUTCFullYear() + 2;
const visa = {
  name: 'Bianca Buyer',
  card_number: '4242 4242 4242 4242',
  exp_month: 10,
  exp_year: year,
  cvv: '321',
  address: '1 Main St',
  zip: '44101',
};
let n = 0;
const session = (): string => `P${String(++n).padStart(31, '0')}`;

const it = test.extend(
  'orderOf',
  ({ t }) =>
    async (persona: { id: number; username: string }, token: string, extra: Record<string, unknown>) => {
      const sid = sessionIdFor(DEFAULT_SEED, persona.username);
      await t.call('PUT', `/cart/${sid}`, { token, body: { cart_lines: [{ erp: priced[0]!.item.erp, quantity: 1 }] } });
      return t.call('POST', `/order?cart=${sid}`, {
        token,
        body: {
          order_type: 'o',
          order_session: session(),
          customer_number: '10001',
          company_number: 1,
          warehouse_key: 'DBEL',
          user_id: persona.id,
          session_id: sid,
          ship_to_id: acme.shipTos.find((s) => !s.poreqfl)!.shipto,
          order_lines: [{ erp: priced[0]!.item.erp, order_quantity: 1, unit_of_measure: priced[0]!.item.uom }],
          ...extra,
        },
      });
    },
);

describe('saved cards', () => {
  it('lists only the masked saved cards of the caller, the default first, and refuses another user', async ({
    t,
    buyer,
  }) => {
    const res = await t.call('GET', `/tokens/user/${PERSONAS.buyer.id}`, { token: buyer });
    expect(res.status).toBe(200);
    expect(
      res.body.map((o: { card_type: string; card: string; card_default: boolean }) => [
        o.card_type,
        o.card,
        o.card_default,
      ]),
    ).toEqual([
      ['Visa', '************1111', true],
      ['MasterCard', '************4444', false],
    ]);
    expect(res.body[0]?.Title).toMatch(/^Purchasing card: Visa ending in 1111 \(exp 12\/\d{4}\)$/);
    expect(JSON.stringify(res.body)).not.toContain('4111111111111111');
    expect((await t.call('GET', `/tokens/user/${PERSONAS.card.id}`, { token: buyer })).status).toBe(403);
  });

  it('saves, renames, makes default and removes a payment method', async ({ t, buyer, card }) => {
    const saved = await t.call('POST', '/payment-method', {
      token: buyer,
      body: { ...visa, user_id: PERSONAS.buyer.id, nick_name: 'Travel' },
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      card_type: 'Visa',
      card: '************4242',
      card_default: false,
      nick_name: 'Travel',
    });
    // Neither the full number nor the security code is kept. Not a search for "321" in the whole answer:
    // the token is random hex and holds those three digits now and then (a CI run failed on one).
    expect(JSON.stringify(saved.body)).not.toContain(visa.card_number.replaceAll(' ', ''));
    expect(Object.values(saved.body)).not.toContain(visa.cvv);
    expect(saved.body).not.toHaveProperty('cvv');
    const updated = await t.call('PUT', `/tokens/${saved.body.token}`, {
      token: buyer,
      body: { card_default: true, nick_name: 'Road' },
    });
    expect(updated.body).toMatchObject({ card_default: true, nick_name: 'Road' });
    const list = await t.call('GET', `/tokens/user/${PERSONAS.buyer.id}`, { token: buyer });
    expect(
      list.body.filter((o: { card_default: boolean }) => o.card_default).map((o: { token: string }) => o.token),
    ).toEqual([saved.body.token]);
    expect((await t.call('DELETE', `/payment-method/${saved.body.id}`, { token: card })).status).toBe(404);
    expect((await t.call('DELETE', `/payment-method/${saved.body.id}`, { token: buyer })).status).toBe(204);
    const after = await t.call('GET', `/tokens/user/${PERSONAS.buyer.id}`, { token: buyer });
    expect(after.body.map((o: { token: string }) => o.token)).not.toContain(saved.body.token);
    // The former default stays a card but is no longer the default until made so again.
    await t.call('PUT', `/tokens/${after.body[0]!.token}`, { token: buyer, body: { card_default: true } });
  });

  it('accepts only Visa, MasterCard and American Express, and refuses bad numbers, expiry and CVV', async ({
    t,
    buyer,
    nocard,
  }) => {
    const post = (body: Record<string, unknown>) =>
      t.call('POST', '/tokens', { token: buyer, body: { ...visa, user_id: PERSONAS.buyer.id, ...body } });
    expect((await post({ card_number: '6011111111111117' })).body).toEqual({ code: 400, message: CARD_NOT_ACCEPTED });
    expect((await post({ card_number: '4242424242424241' })).body).toMatchObject({ message: PAYMENT_FAILED });
    expect((await post({ exp_year: new Date().getUTCFullYear() - 1 })).body).toMatchObject({ message: PAYMENT_FAILED });
    expect((await post({ card_number: '378282246310005', cvv: '123' })).body).toMatchObject({
      message: PAYMENT_FAILED,
    });
    const amex = await post({ card_number: '378282246310005', cvv: '1234' });
    expect(amex.body).toMatchObject({ card_type: 'American Express', card: '***********0005' });
    expect((await post({ card_number: '5105105105105100' })).body.card_type).toBe('MasterCard');
    expect(
      (await t.call('POST', '/tokens', { token: nocard, body: { ...visa, user_id: PERSONAS.nocard.id } })).status,
    ).toBe(403);
    expect(
      (await t.call('POST', '/tokens', { token: buyer, body: { ...visa, user_id: PERSONAS.card.id } })).status,
    ).toBe(403);
  });

  it('forgets a one-time token, which is not listed', async ({ t, buyer, card }) => {
    const once = await t.call('POST', '/tokens', { token: buyer, body: { ...visa, user_id: PERSONAS.buyer.id } });
    const list = await t.call('GET', `/tokens/user/${PERSONAS.buyer.id}`, { token: buyer });
    expect(list.body.map((o: { token: string }) => o.token)).not.toContain(once.body.token);
    expect((await t.call('DELETE', `/tokens/${once.body.token}`, { token: card })).status).toBe(403);
    expect((await t.call('DELETE', `/tokens/${once.body.token}`, { token: buyer })).status).toBe(204);
    expect((await t.call('DELETE', `/tokens/${once.body.token}`, { token: buyer })).status).toBe(404);
  });

  it('verifies the payment form unless cards are disabled', async ({ t, buyer, nocard }) => {
    expect(
      (
        await t.call('POST', '/swp/site-verify', {
          token: buyer,
          body: { email: PERSONAS.buyer.username, user_id: PERSONAS.buyer.id },
        })
      ).body,
    ).toEqual({ verified: true, message: null });
    expect(
      (
        await t.call('POST', '/swp/site-verify', {
          token: nocard,
          body: { email: PERSONAS.nocard.username, user_id: PERSONAS.nocard.id },
        })
      ).body,
    ).toEqual({ verified: false, message: CARD_DISABLED });
    expect(
      (
        await t.call('POST', '/swp/site-verify', {
          token: buyer,
          body: { email: 'x@y.example', user_id: PERSONAS.buyer.id },
        })
      ).status,
    ).toBe(400);
  });
});

describe('paying an order', () => {
  it('charges a saved card, spends a one-time token, and refuses a token of someone else', async ({
    t,
    buyer,
    card,
    orderOf,
  }) => {
    const saved = (await t.call('GET', `/tokens/user/${PERSONAS.buyer.id}`, { token: buyer })).body[0]!;
    const paid = await orderOf(PERSONAS.buyer, buyer, { token: saved.token });
    expect(paid.status).toBe(200);
    expect(paid.body.payment_title).toBe(saved.Title);
    const once = await t.call('POST', '/tokens', { token: buyer, body: { ...visa, user_id: PERSONAS.buyer.id } });
    expect((await orderOf(PERSONAS.buyer, buyer, { token: once.body.token })).status).toBe(200);
    expect((await orderOf(PERSONAS.buyer, buyer, { token: once.body.token })).body).toEqual({
      code: 400,
      message: PAYMENT_FAILED,
    });
    const theirs = (await t.call('GET', `/tokens/user/${PERSONAS.card.id}`, { token: card })).body[0]!;
    expect((await orderOf(PERSONAS.buyer, buyer, { token: theirs.token })).body).toMatchObject({
      message: PAYMENT_FAILED,
    });
  });

  it('requires a card with require_cc and refuses one with disable_cc; on account otherwise', async ({
    card,
    nocard,
    orderOf,
  }) => {
    expect((await orderOf(PERSONAS.card, card, {})).body).toEqual({ code: 400, message: CARD_REQUIRED });
    expect((await orderOf(PERSONAS.nocard, nocard, { token: '000NEW', ...visa })).body).toEqual({
      code: 400,
      message: CARD_DISABLED,
    });
    const onAccount = await orderOf(PERSONAS.nocard, nocard, {});
    expect(onAccount.body).toMatchObject({ payment_title: null, on_hold: false });
  });

  it("takes a new card directly with the spec's 000NEW token", async ({ buyer, orderOf }) => {
    const res = await orderOf(PERSONAS.buyer, buyer, {
      token: '000NEW',
      card_number: visa.card_number,
      cvv: '321',
      exp_month: 10,
      exp_year: year,
      bill_to_name: 'B B',
    });
    expect(res.body.payment_title).toMatch(/^Visa ending in 4242/);
  });

  it('places an order whose PO is already on an open order On Hold', async ({ buyer, orderOf }) => {
    const first = await orderOf(PERSONAS.buyer, buyer, { customer_po_number: 'PO-TWICE-1' });
    expect(first.body.on_hold).toBe(false);
    const second = await orderOf(PERSONAS.buyer, buyer, { customer_po_number: 'PO-TWICE-1' });
    expect(second.status).toBe(200);
    expect(second.body.on_hold).toBe(true);
  });
});

describe('estimate and express checkout', () => {
  const line = () => ({ erp: priced[0]!.item.erp, order_quantity: 3, unit_of_measure: priced[0]!.item.uom });
  const quote = (t: TestClient, token: string, body: Record<string, unknown>) =>
    t.call('POST', '/order/quote', {
      token,
      body: {
        user_id: PERSONAS.buyer.id,
        customer_number: '10001',
        company_number: 1,
        warehouse_key: 'DBEL',
        ship_to_id: acme.shipTos[0]!.shipto,
        order_lines: [line()],
        ...body,
      },
    });

  it('estimates freight and tax from re-priced lines; FREEFR8 makes freight free', async ({ t, buyer }) => {
    const res = await quote(t, buyer, { total_order_value: 0.01 });
    expect(res.status).toBe(200);
    expect(res.body.sub_total).toBeGreaterThan(0.01);
    expect(res.body.shipping).toBeGreaterThanOrEqual(9.95);
    expect(res.body.total).toBeCloseTo(res.body.sub_total - res.body.discount + res.body.shipping + res.body.tax, 2);
    const free = await quote(t, buyer, { promo_codes: ['freefr8'] });
    expect(free.body).toMatchObject({ shipping: 0, free_freight: true, display_shipping: '$0.00' });
    expect((await quote(t, buyer, { customer_number: '10004' })).status).toBe(403);
    expect((await quote(t, buyer, { ship_to_id: 'nope' })).status).toBe(400);
  });

  it('tells who may use express checkout and places the cart with the defaults', async ({ t, buyer, express }) => {
    expect((await t.call('GET', '/order/expressCheckout/check', { token: buyer })).body).toMatchObject({
      available: false,
      reason: 'Express checkout is not enabled for this user.',
    });
    const check = await t.call('GET', '/order/expressCheckout/check', { token: express });
    expect(check.body).toMatchObject({
      available: true,
      reason: null,
      payment: { card_type: 'Visa', card_default: true },
      ship_to: { shipto: '0002', poreqfl: true },
      po_required: true,
    });
    const sid = sessionIdFor(DEFAULT_SEED, PERSONAS.express.username);
    await t.call('PUT', `/cart/${sid}`, {
      token: express,
      body: { cart_lines: [{ erp: priced[1]!.item.erp, quantity: 1 }] },
    });
    // The default ship-to flags a PO: without one the order is refused.
    const withoutPo = await t.call('POST', `/order/expressCheckout/process?cart=${sid}`, {
      token: express,
      body: { order_session: session() },
    });
    expect(withoutPo).toMatchObject({
      status: 400,
      body: { message: 'A purchase order number is required for this ship-to.' },
    });
    const key = session();
    const placed = await t.call('POST', `/order/expressCheckout/process?cart=${sid}`, {
      token: express,
      body: { order_session: key, customer_po_number: 'PO-EXPRESS' },
    });
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({
      order_type: 'o',
      ship_to_address_1: acme.shipTos[1]!.addr1,
      payment_title: check.body.payment?.Title,
    });
    const again = await t.call('POST', `/order/expressCheckout/process?cart=${sid}`, {
      token: express,
      body: { order_session: key },
    });
    expect(again.body.order_number).toBe(placed.body.order_number);
    expect(
      (
        await t.call('POST', `/order/expressCheckout/process?cart=${sid}`, {
          token: buyer,
          body: { order_session: session() },
        })
      ).status,
    ).toBe(400);
  });
});
