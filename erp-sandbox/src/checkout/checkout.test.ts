import { describe, expect } from 'vitest';
import { test } from '../testing.ts';
import { PERSONAS, sessionIdFor } from '../data/personas.ts';
import { DEFAULT_SEED, getDataset } from '../data/store.ts';
import { isUnpriced } from '../pricing/price.ts';

const ds = getDataset();
const sid = sessionIdFor(DEFAULT_SEED, PERSONAS.buyer.username);
const priced = [...ds.items.values()].filter((i) => i.product.active && !isUnpriced('10001', i.item.erp));
const acme = ds.customers.get('10001')!;
const poShipTo = acme.shipTos.find((s) => s.poreqfl)!;

function submission(orderSession: string, overrides: Record<string, unknown> = {}) {
  return {
    order_type: 'o',
    order_session: orderSession,
    customer_number: '10001',
    company_number: 1,
    warehouse_key: 'DBEL',
    user_id: PERSONAS.buyer.id,
    session_id: sid,
    ship_to_id: acme.shipTos[0]!.shipto,
    order_lines: [
      { erp: priced[0]!.item.erp, order_quantity: 2, unit_of_measure: priced[0]!.item.uom, actual_sell_price: 0.01 },
    ],
    ...overrides,
  };
}
const session = (n: number): string => `S${String(n).padStart(31, '0')}`;
const it = test.extend(
  'fillCart',
  ({ t, buyer }) =>
    () =>
      t.call('PUT', `/cart/${sid}`, {
        token: buyer,
        body: { cart_lines: [{ erp: priced[0]!.item.erp, quantity: 2 }] },
      }),
);

describe('ship-tos', () => {
  it("lists the caller's ship-tos and refuses another customer's", async ({ t, buyer, globex }) => {
    const res = await t.call('GET', '/company/ship_tos/10001', { token: buyer });
    expect(res.body).toHaveLength(acme.shipTos.length);
    expect(res.body[0]).toMatchObject({ shipto: '0001', poreqfl: false });
    expect((await t.call('GET', '/company/ship_tos/10004', { token: buyer })).status).toBe(403);
    expect((await t.call('GET', '/company/ship_tos/10004', { token: globex })).body.length).toBeGreaterThan(50);
  });
});

describe('order submission', () => {
  it('re-prices lines, places the order, empties the cart and adds it to history', async ({ t, buyer, fillCart }) => {
    await fillCart();
    const res = await t.call('POST', `/order?cart=${sid}`, { token: buyer, body: submission(session(1)) });
    expect(res.status).toBe(200);
    const price = Math.round(priced[0]!.listPrice * acme.priceLevel * 100) / 100;
    expect(res.body.order_lines[0]).toMatchObject({
      price,
      order_quantity: 2,
      line_total: Math.round(price * 200) / 100,
    });
    expect(res.body.order_number).toMatch(/^\d{7}$/);
    expect(res.body.order_suffix).toBe(0);
    expect((await t.call('GET', `/cart/${sid}`, { token: buyer })).body.cart_lines).toEqual([]);
    const detail = await t.call('GET', `/order/${res.body.order_number}-00`, { token: buyer });
    expect(detail.body.header).toMatchObject({ orderNumber: Number(res.body.order_number), orderStatus: 1 });
    const hist = await t.call('POST', '/orders/history', { token: buyer, body: { customerNumber: '10001', limit: 1 } });
    expect(hist.body.data[0]?.orderno).toBe(Number(res.body.order_number));
  });

  it('validates customer, ship-to, PO and lines', async ({ t, buyer, globex, fillCart }) => {
    await fillCart();
    expect(
      (
        await t.call('POST', `/order?cart=${sid}`, {
          token: buyer,
          body: submission(session(2), { customer_number: '10004' }),
        })
      ).status,
    ).toBe(403);
    const po = await t.call('POST', `/order?cart=${sid}`, {
      token: buyer,
      body: submission(session(3), { ship_to_id: poShipTo.shipto }),
    });
    expect(po.body).toEqual({ code: 400, message: 'A purchase order number is required for this ship-to.' });
    const bad = await t.call('POST', `/order?cart=${sid}`, {
      token: buyer,
      body: submission(session(4), { ship_to_id: '9999' }),
    });
    expect(bad.status).toBe(400);
    const empty = await t.call('POST', `/order?cart=${sid}`, {
      token: buyer,
      body: submission(session(5), { order_lines: [] }),
    });
    expect(empty.status).toBe(400);
    const globexSid = sessionIdFor(DEFAULT_SEED, PERSONAS.globex.username);
    await t.call('GET', `/cart/${globexSid}`, { token: globex });
    expect(
      (await t.call('POST', `/order?cart=${globexSid}`, { token: buyer, body: submission(session(6)) })).status,
    ).toBe(403);
    const ok = await t.call('POST', `/order?cart=${sid}`, {
      token: buyer,
      body: submission(session(7), { ship_to_id: poShipTo.shipto, customer_po_number: 'PO-1' }),
    });
    expect(ok.status).toBe(200);
  });

  it('places exactly one order for 50 concurrent identical submissions', async ({ t, buyer, fillCart }) => {
    await fillCart();
    const before = await t.call('POST', '/orders/history', {
      token: buyer,
      body: { customerNumber: '10001', limit: 1 },
    });
    const body = submission(session(99));
    const results = await Promise.all(
      Array.from({ length: 50 }, () => t.call('POST', `/order?cart=${sid}`, { token: buyer, body })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.body.order_number)).size).toBe(1);
    const after = await t.call('POST', '/orders/history', {
      token: buyer,
      body: { customerNumber: '10001', limit: 1 },
    });
    expect(after.body.meta.total_items).toBe(before.body.meta.total_items + 1);
  });

  it('places one order per cart: other order sessions for the ordered cart get 409 until it has lines again', async ({
    t,
    buyer,
    fillCart,
  }) => {
    await fillCart();
    const history = async () =>
      (await t.call('POST', '/orders/history', { token: buyer, body: { customerNumber: '10001', limit: 1 } })).body.meta
        .total_items;
    const before = await history();
    // 20 checkouts of one cart, each with a session of its own, all sending the lines they loaded.
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        t.call('POST', `/order?cart=${sid}`, { token: buyer, body: submission(session(300 + n)) }),
      ),
    );
    const placed = results.filter((r) => r.status === 200);
    expect(placed).toHaveLength(1);
    const number = `${placed[0]!.body.order_number}-00`;
    const refusals = results.filter((r) => r.status === 409);
    expect(refusals).toHaveLength(19);
    expect(new Set(refusals.map((r) => (r.body as unknown as { message: string }).message))).toEqual(
      new Set([`This cart was already ordered as order ${number}. Add items to your cart to place another order.`]),
    );
    expect(await history()).toBe(before + 1);
    // The placing session's retry still answers its confirmation.
    const index = results.indexOf(placed[0]!);
    const retried = await t.call('POST', `/order?cart=${sid}`, {
      token: buyer,
      body: submission(session(300 + index)),
    });
    expect(retried.body.order_number).toBe(placed[0]!.body.order_number);
    // The next cart orders again.
    await fillCart();
    const next = await t.call('POST', `/order?cart=${sid}`, { token: buyer, body: submission(session(399)) });
    expect(next.status).toBe(200);
    expect(next.body.order_number).not.toBe(placed[0]!.body.order_number);
    expect(await history()).toBe(before + 2);
  });
});

describe('one order, one set of order data', () => {
  it("starts the cart over after an order: none of the order's PO, notes, ship-to or promo codes stay", async ({
    t,
    buyer,
  }) => {
    const defaultShipTo = ds.usersById.get(PERSONAS.buyer.id)!.shipto_id ?? null;
    const other = acme.shipTos.find((s) => !s.poreqfl && s.shipto !== defaultShipTo)!;
    await t.call('PUT', `/cart/${sid}`, {
      token: buyer,
      body: {
        cart_lines: [{ erp: priced[0]!.item.erp, quantity: 2 }],
        shipping_info: { ship_to_id: other.shipto, name: 'Bianca Buyer', email: 'buyer@acme.example' },
        misc_info: { po: 'PO-CLEAR-1', shipping_instructions: 'Dock 4', comments: 'Order one only' },
        promo_codes: ['freefr8'],
        header_properties: [{ name: 'release', label: 'Release', value: 'R-1', required: false }],
      },
    });
    const placed = await t.call('POST', `/order?cart=${sid}`, {
      token: buyer,
      body: submission(session(200), {
        ship_to_id: other.shipto,
        customer_po_number: 'PO-CLEAR-1',
        instructions: 'Dock 4',
        comments: 'Order one only',
        promo_codes: ['FREEFR8'],
      }),
    });
    expect(placed.body).toMatchObject({
      customer_po_number: 'PO-CLEAR-1',
      instructions: 'Dock 4',
      comments: 'Order one only',
      on_hold: false,
      hold_reason: null,
    });
    const cart = (await t.call('GET', `/cart/${sid}`, { token: buyer })).body;
    expect(cart).toMatchObject({
      cart_lines: [],
      shipping_info: { ship_to_id: defaultShipTo },
      misc_info: { po: null, shipping_instructions: null, comments: null },
      promo_codes: [],
      header_properties: [],
    });
  });

  it('answers whether a PO is on an open order, and holds an order that reuses it with that reason', async ({
    t,
    buyer,
    fillCart,
  }) => {
    const check = (po: string, orderSession = '') =>
      t.call('GET', `/order/po-check?customer_number=10001&po=${po}&order_session=${orderSession}`, { token: buyer });
    expect((await check('PO-REUSE-1')).body).toEqual({ in_use: false, message: null, order_number: null });
    await fillCart();
    const first = await t.call('POST', `/order?cart=${sid}`, {
      token: buyer,
      body: submission(session(201), { customer_po_number: 'PO-REUSE-1' }),
    });
    const number = `${first.body.order_number}-00`;
    const said = `PO number PO-REUSE-1 is already on an open order (${number}).`;
    expect((await check('PO-REUSE-1')).body).toEqual({ in_use: true, message: said, order_number: number });
    // A retried placement is not refused over the order it placed itself.
    expect((await check('PO-REUSE-1', session(201))).body.in_use).toBe(false);
    expect((await t.call('GET', '/order/po-check?customer_number=10004&po=X', { token: buyer })).status).toBe(403);
    await fillCart();
    const second = await t.call('POST', `/order?cart=${sid}`, {
      token: buyer,
      body: submission(session(202), { customer_po_number: 'PO-REUSE-1' }),
    });
    expect(second.body).toMatchObject({ on_hold: true, hold_reason: said });
    const detail = await t.call('GET', `/order/${second.body.order_number}-00`, { token: buyer });
    expect(detail.body.header.holdReason).toBe(said);
  });
});
