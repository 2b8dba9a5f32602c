import { describe, expect } from 'vitest';
import { test } from '../testing.ts';
import { PERSONAS, PERSONA_SEEDS } from '../data/personas.ts';
import { getDataset } from '../data/store.ts';
import { isUnpriced } from '../pricing/price.ts';

const ds = getDataset();
const umbrella = PERSONA_SEEDS.find((p) => p.customer === '10006')!;
const priced = (customer: string) =>
  [...ds.items.values()].find((i) => i.product.active && !isUnpriced(customer, i.item.erp))!;

const it = test.extend(
  'order',
  ({ t }) =>
    (token: string, user: { id: number; customer: string }, sid: string, extra: Record<string, unknown> = {}) => {
      const item = priced(user.customer);
      return t.call('POST', `/order?cart=${encodeURIComponent(sid)}`, {
        token,
        body: {
          order_type: 'o',
          order_session: `R${Date.now()}`.padEnd(32, '7').slice(0, 32),
          customer_number: user.customer,
          company_number: 1,
          warehouse_key: 'DBEL',
          user_id: user.id,
          session_id: sid,
          ship_to_id: ds.customers.get(user.customer)!.shipTos[0]!.shipto,
          order_lines: [{ erp: item.item.erp, order_quantity: 1, unit_of_measure: item.item.uom }],
          ...extra,
        },
      });
    },
);

describe('customer master and cart types', () => {
  it('tells when the customer master requires a PO, and refuses an order without one', async ({ t, order }) => {
    const token = await t.login(umbrella.username);
    const master = await t.call('GET', '/customer/master/10006');
    expect(master.body).toMatchObject({ customerNumber: '10006', po_required: true });
    expect((await t.call('GET', '/customer/master/10001')).body.po_required).toBe(false);
    const user = ds.usersById.get(umbrella.id)!;
    await t.call('PUT', `/cart/${user.session_id}`, {
      token,
      body: { cart_lines: [{ erp: priced('10006').item.erp, quantity: 1 }] },
    });
    const refused = await order(token, { id: umbrella.id, customer: '10006' }, user.session_id);
    expect(refused.body).toEqual({ code: 400, message: 'A purchase order number is required for this customer.' });
    expect(
      (await order(token, { id: umbrella.id, customer: '10006' }, user.session_id, { customer_po_number: 'U-1' }))
        .status,
    ).toBe(200);
  });

  it('makes a -quote session a quote cart that keeps header properties and is placed as a quote without a card', async ({
    t,
    order,
  }) => {
    const token = await t.login(PERSONAS.quoter.username);
    const sid = ds.usersById.get(PERSONAS.quoter.id)!.session_id;
    expect(sid.endsWith('-quote')).toBe(true);
    const cart = await t.call('PUT', `/cart/${sid}`, {
      token,
      body: {
        cart_lines: [{ erp: priced('10001').item.erp, quantity: 1 }],
        header_properties: [{ name: 'release_number', label: 'Release Number', value: 'R-1', required: false }],
      },
    });
    expect(cart.body).toMatchObject({ order_type: 'q', header_properties: [{ name: 'release_number', value: 'R-1' }] });
    expect((await t.call('PUT', `/cart/${sid}`, { token, body: { header_properties: 'nope' } })).status).toBe(400);
    const placed = await order(token, { id: PERSONAS.quoter.id, customer: '10001' }, sid, { order_type: 'q' });
    expect(placed.body).toMatchObject({ order_type: 'q', payment_title: null });
  });

  it('lists the departments, grouped for Stark, and refuses a Stark order without one of them', async ({
    t,
    order,
  }) => {
    const token = await t.login(PERSONAS.stark.username);
    const list = await t.call('GET', '/company/departments/10007', { token });
    expect(list.body).toEqual({
      grouped: true,
      departments: [
        { department_key: 'ASSEMBLY', description: 'Assembly' },
        { department_key: 'MACHINING', description: 'Machining' },
        { department_key: 'QA', description: 'Quality Assurance' },
      ],
    });
    expect((await t.call('GET', '/company/departments/10001', { token })).status).toBe(403);
    const sid = ds.usersById.get(PERSONAS.stark.id)!.session_id;
    await t.call('PUT', `/cart/${sid}`, {
      token,
      body: { cart_lines: [{ erp: priced('10007').item.erp, quantity: 1 }], department: 'QA' },
    });
    const user = { id: PERSONAS.stark.id, customer: '10007' };
    expect((await order(token, user, sid, { department: 'MAINT' })).body).toEqual({
      code: 400,
      message: 'A department is required for this order.',
    });
    expect((await order(token, user, sid, { department: 'QA' })).status).toBe(200);
  });

  it("gives no units to items outside a units customer's unit program", async ({ t }) => {
    const token = await t.login(PERSONAS.units.username);
    const sid = ds.usersById.get(PERSONAS.units.id)!.session_id;
    const ofType = (type: string) =>
      [...ds.items.values()].find(
        (i) => i.product.active && i.item.unit_type === type && !isUnpriced('10002', i.item.erp),
      )!;
    const cart = await t.call('PUT', `/cart/${sid}`, {
      token,
      body: {
        cart_lines: [
          { erp: ofType('Tools').item.erp, quantity: 1 },
          { erp: ofType('Consumables').item.erp, quantity: 1 },
        ],
      },
    });
    expect(cart.body.cart_lines.map((l) => l.units === null)).toEqual([true, false]);
    const acme = await t.call('PUT', `/cart/${ds.usersById.get(PERSONAS.buyer.id)!.session_id}`, {
      token: await t.login(PERSONAS.buyer.username),
      body: { cart_lines: [{ erp: ofType('Tools').item.erp, quantity: 1 }] },
    });
    expect(acme.body.cart_lines[0]?.units).toBeGreaterThan(0);
  });

  it('adds a ship-to for a user who may edit ship-tos, with the address rules', async ({ t }) => {
    const buyer = await t.login(PERSONAS.buyer.username);
    const admin = await t.login(PERSONAS.admin.username);
    const body = {
      user_id: PERSONAS.admin.id,
      company_name: 'Annex',
      street_address_1: '9 Dock Rd',
      city: 'Akron',
      state: 'OH',
      zip: '44301',
      is_default: false,
      active: true,
    };
    expect(
      (await t.call('POST', '/shipping-address', { token: buyer, body: { ...body, user_id: PERSONAS.buyer.id } }))
        .status,
    ).toBe(403);
    expect(
      (await t.call('POST', '/shipping-address', { token: admin, body: { ...body, city: 'C'.repeat(29) } })).body,
    ).toMatchObject({ message: 'City may not exceed 28 characters.' });
    expect(
      (await t.call('POST', '/shipping-address', { token: admin, body: { ...body, zip: '4430' } })).body,
    ).toMatchObject({
      message: 'Invalid zip code.',
    });
    const created = await t.call('POST', '/shipping-address', { token: admin, body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Annex', addr1: '9 Dock Rd', poreqfl: false });
    const list = await t.call('GET', '/company/ship_tos/10001', { token: buyer });
    expect(list.body.map((s: { shipto: string }) => s.shipto)).toContain(created.body.shipto);
  });
});
