import { describe, expect } from 'vitest';
import { it } from '../testing.ts';
import { PERSONAS, sessionIdFor } from '../data/personas.ts';
import { DEFAULT_SEED, getDataset } from '../data/store.ts';
import { isUnpriced } from '../pricing/price.ts';

const sid = sessionIdFor(DEFAULT_SEED, PERSONAS.buyer.username);
const ds = getDataset();
const priced = [...ds.items.values()].filter((i) => i.product.active && !isUnpriced('10001', i.item.erp));
const level = ds.customers.get('10001')!.priceLevel;

describe('cart', () => {
  it('adds, updates and removes lines, pricing them itself', async ({ t, buyer }) => {
    const [a, b] = [priced[0]!, priced[1]!];
    const put = await t.call('PUT', `/cart/${sid}`, {
      token: buyer,
      body: {
        cart_lines: [
          { erp: a.item.erp, quantity: 2, price: 0.01 },
          { erp: b.item.erp, quantity: 1, actual_sell_price: 0.01 },
        ],
      },
    });
    expect(put.status).toBe(200);
    const priceA = Math.round(a.listPrice * level * 100) / 100;
    expect(put.body.cart_lines[0]).toMatchObject({ erp: a.item.erp, price: priceA, quantity: 2, sequence: 1 });
    expect(put.body.cart_lines[0]?.id).toEqual(expect.any(String));
    expect(put.body.sub_total).toBeCloseTo(
      put.body.cart_lines[0]!.line_sub_total + put.body.cart_lines[1]!.line_sub_total,
      2,
    );
    expect(put.body).toMatchObject({ tax: 0, shipping: 0, discount: 0, session_id: sid, user_id: PERSONAS.buyer.id });
    const lineId = put.body.cart_lines[0]!.id;

    const upd = await t.call('PUT', `/cart/${sid}/line/${lineId}`, { token: buyer, body: { quantity: 5 } });
    expect(upd.body.cart_lines[0]).toMatchObject({ id: lineId, quantity: 5 });
    expect(upd.body.cart_lines[0]?.line_sub_total).toBeCloseTo(priceA * 5, 2);

    const keep = await t.call('PUT', `/cart/${sid}`, {
      token: buyer,
      body: { cart_lines: [{ id: lineId, erp: a.item.erp, quantity: 3 }] },
    });
    expect(keep.body.cart_lines).toHaveLength(1);
    expect(keep.body.cart_lines[0]?.id).toBe(lineId);

    const del = await t.call('DELETE', `/cart/${sid}/line/${lineId}`, { token: buyer });
    expect(del.body.cart_lines).toEqual([]);
    expect(del.body.sub_total).toBe(0);
    expect((await t.call('DELETE', `/cart/${sid}/line/${lineId}`, { token: buyer })).status).toBe(404);
  });

  it('removes several lines at once', async ({ t, buyer }) => {
    const body = { cart_lines: priced.slice(0, 3).map((i) => ({ erp: i.item.erp, quantity: 1 })) };
    const put = await t.call('PUT', `/cart/${sid}`, { token: buyer, body });
    const ids = put.body.cart_lines.slice(0, 2).map((l: { id: string }) => l.id);
    const res = await t.call('DELETE', `/cart/${sid}/lines`, { token: buyer, body: { item_ids: ids } });
    expect(res.body.cart_lines).toHaveLength(1);
  });

  it('rejects unknown items, bad quantities and unpriced items', async ({ t, buyer }) => {
    const bad = await t.call('PUT', `/cart/${sid}`, {
      token: buyer,
      body: { cart_lines: [{ erp: 'X999', quantity: 1 }] },
    });
    expect(bad.body).toEqual({ code: 400, message: 'Unknown item number: X999' });
    for (const quantity of [0, 1.5, '2']) {
      const res = await t.call('PUT', `/cart/${sid}`, {
        token: buyer,
        body: { cart_lines: [{ erp: priced[0]!.item.erp, quantity }] },
      });
      expect(res.status).toBe(400);
    }
    const unpriced = [...ds.items.values()].find((i) => i.product.active && isUnpriced('10001', i.item.erp))!;
    const res = await t.call('PUT', `/cart/${sid}`, {
      token: buyer,
      body: { cart_lines: [{ erp: unpriced.item.erp, quantity: 1 }] },
    });
    expect(res.body).toEqual({ code: 400, message: "This product isn't available at this time." });
  });

  it("refuses another user's cart", async ({ t, buyer, globex }) => {
    const globexSid = sessionIdFor(DEFAULT_SEED, PERSONAS.globex.username);
    expect((await t.call('GET', `/cart/${globexSid}`, { token: globex })).status).toBe(200);
    const res = await t.call('GET', `/cart/${globexSid}`, { token: buyer });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 403, message: 'Access denied.' });
    expect((await t.call('PUT', `/cart/${globexSid}`, { token: buyer, body: { cart_lines: [] } })).status).toBe(403);
    expect((await t.call('DELETE', `/cart/${globexSid}`, { token: buyer })).status).toBe(403);
  });

  it('creates a cart by POST once per session', async ({ t, buyer, globex }) => {
    const custom = `${sid}-quote`;
    const created = await t.call('POST', '/cart', {
      token: buyer,
      body: { session_id: custom, user_id: PERSONAS.buyer.id, cart_lines: [{ erp: priced[5]!.item.erp, quantity: 1 }] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ order_type: 'q', session_id: custom });
    expect(
      (await t.call('POST', '/cart', { token: buyer, body: { session_id: custom, user_id: PERSONAS.buyer.id } }))
        .status,
    ).toBe(409);
    expect(
      (await t.call('POST', '/cart', { token: globex, body: { session_id: 'other', user_id: PERSONAS.buyer.id } }))
        .status,
    ).toBe(403);
    expect((await t.call('DELETE', `/cart/${custom}`, { token: buyer })).status).toBe(204);
  });
});
