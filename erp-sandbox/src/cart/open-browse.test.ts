import { describe, expect } from 'vitest';
import { it } from '../testing.ts';
import { PERSONAS, sessionIdFor } from '../data/personas.ts';
import { DEFAULT_SEED, getDataset } from '../data/store.ts';
import { GUEST_CUSTOMER } from '../data/customers.ts';
import { isUnpriced } from '../pricing/price.ts';

const buyerCart = sessionIdFor(DEFAULT_SEED, PERSONAS.buyer.username);
const ds = getDataset();
const erp = [...ds.items.values()].find(
  (i) => i.product.active && !isUnpriced(GUEST_CUSTOMER, i.item.erp) && !isUnpriced('10001', i.item.erp),
)!.item.erp;
const guestCart = (seed: string) => seed.padEnd(32, 'G').slice(0, 32);

const order = (cart: string, extra: Record<string, unknown> = {}) => ({
  order_type: 'o',
  order_session: cart,
  customer_number: GUEST_CUSTOMER,
  company_number: 1,
  warehouse_key: 'DBEL',
  user_id: PERSONAS.guest.id,
  session_id: cart,
  contact_name: 'Gail Guest',
  contact_email: 'gail@example.com',
  ship_to_address_1: '1 Main St',
  ship_to_city: 'Tulsa',
  ship_to_state: 'OK',
  ship_to_zip: '74103',
  order_lines: [{ erp, order_quantity: 2, unit_of_measure: 'EA' }],
  ...extra,
});

describe('POST /order/openbrowse', () => {
  it('places a guest order once per order_session, for open-browse users only', async ({ t, buyer, guest }) => {
    const cart = guestCart('orderonce');
    expect(
      (
        await t.call('POST', '/cart', {
          token: guest,
          body: { session_id: cart, user_id: PERSONAS.guest.id, cart_lines: [{ erp, quantity: 2 }] },
        })
      ).status,
    ).toBe(201);
    const estimate = await t.call('POST', '/order/quote', {
      token: guest,
      body: { ...order(cart), ship_to_id: 'GUEST', ship_to_state: 'OK' },
    });
    expect(estimate.status).toBe(200);
    const first = await t.call('POST', `/order/openbrowse?cart=${cart}`, { token: guest, body: order(cart) });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      ship_to_address_1: '1 Main St',
      ship_to_city: 'Tulsa',
      order_lines: [{ erp, order_quantity: 2 }],
    });
    // The estimate of the typed-in address is what the order is charged.
    expect(first.body.total_order_value).toBe(estimate.body.total);
    expect(first.body.sales_tax_amount).toBe(estimate.body.tax);
    const again = await t.call('POST', `/order/openbrowse?cart=${cart}`, { token: guest, body: order(cart) });
    expect(again.body.order_number).toBe(first.body.order_number);
    expect((await t.call('GET', `/cart/${cart}`, { token: guest })).body.cart_lines).toEqual([]);

    const refused = await t.call('POST', `/order/openbrowse?cart=${buyerCart}`, {
      token: buyer,
      body: order(buyerCart, { customer_number: '10001', user_id: PERSONAS.buyer.id }),
    });
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'Guest checkout is only for open-browse sessions.' },
    });
    const noAddress = await t.call('POST', `/order/openbrowse?cart=${cart}`, {
      token: guest,
      body: order(cart, { order_session: guestCart('noaddress'), ship_to_city: '' }),
    });
    expect(noAddress).toMatchObject({
      status: 400,
      body: { message: 'A guest order needs a shipping address, city, state and zip.' },
    });
  });
});

describe('PUT /cart/{session_id}/merge/{guest cart}', () => {
  it('adds the guest lines to the user cart once and drops the guest cart', async ({ t, buyer, guest }) => {
    const cart = guestCart('mergeonce');
    await t.call('POST', '/cart', {
      token: guest,
      body: { session_id: cart, user_id: PERSONAS.guest.id, cart_lines: [{ erp, quantity: 3 }] },
    });
    await t.call('PUT', `/cart/${buyerCart}`, { token: buyer, body: { cart_lines: [{ erp, quantity: 1 }] } });
    expect((await t.call('PUT', `/cart/${buyerCart}/merge/${cart}`, { token: buyer })).body).toEqual({ merged: 1 });
    expect((await t.call('GET', `/cart/${buyerCart}`, { token: buyer })).body.cart_lines).toMatchObject([
      { erp, quantity: 4 },
    ]);
    expect((await t.call('PUT', `/cart/${buyerCart}/merge/${cart}`, { token: buyer })).status).toBe(404);
    expect((await t.call('GET', `/cart/${buyerCart}`, { token: buyer })).body.cart_lines).toMatchObject([
      { erp, quantity: 4 },
    ]);
  });
});

describe('POST /cart/{session_id}/share', () => {
  it('shares with colleagues only and lets only them read the shared cart', async ({ t, buyer, guest }) => {
    const link = 'http://store.example/cart/shared';
    const none = await t.call('POST', `/cart/${buyerCart}/share`, {
      token: buyer,
      body: { approvers: ['nobody@nowhere.example'], response_link: link },
    });
    expect(none).toMatchObject({
      status: 400,
      body: { message: 'No other users were found within your company to share your cart.' },
    });
    const shared = await t.call('POST', `/cart/${buyerCart}/share`, {
      token: buyer,
      body: { approvers: [PERSONAS.approver.username], response_link: link },
    });
    expect(shared.status).toBe(201);
    const approver = await t.login(PERSONAS.approver.username);
    const globex = await t.login(PERSONAS.globex.username);
    expect((await t.call('GET', `/shared-cart/${shared.body.id}`, { token: approver })).body).toMatchObject({
      sharer_username: PERSONAS.buyer.username,
      cart_lines: [{ erp }],
    });
    expect((await t.call('GET', `/shared-cart/${shared.body.id}`, { token: globex })).status).toBe(403);
    const cart = guestCart('guestshare');
    await t.call('POST', '/cart', {
      token: guest,
      body: { session_id: cart, user_id: PERSONAS.guest.id, cart_lines: [{ erp, quantity: 1 }] },
    });
    const guestShare = await t.call('POST', `/cart/${cart}/share`, {
      token: guest,
      body: { approvers: [PERSONAS.approver.username], response_link: link },
    });
    expect(guestShare).toMatchObject({ status: 403, body: { message: 'You are not allowed to share carts.' } });
  });
});
