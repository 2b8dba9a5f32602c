import { describe, expect } from 'vitest';
import { it } from '../testing.ts';
import { PERSONAS } from '../data/personas.ts';
import { getDataset } from '../data/store.ts';

const ds = getDataset();
const buyerId = PERSONAS.buyer.id;
const own = ds.history.filter((o) => o.custno === '10001' && o.userId === buyerId);
type Row = { orderno: number; ordersuf: number; enterdt: string };
const keys = (rows: Row[]) => rows.map((r) => `${r.orderno}-${r.ordersuf}`);

describe('past orders (GET /orders)', () => {
  it("answers only the caller's own orders, by order number descending, at most 200", async ({ t, buyer }) => {
    const res = await t.call('GET', '/orders', { token: buyer });
    expect(res.status).toBe(200);
    const rows = res.body.data as Row[];
    expect(rows.length).toBe(Math.min(200, own.length));
    expect(new Set(keys(rows))).toEqual(new Set(keys(own)));
    const numbers = rows.map((r) => r.orderno);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    const five = await t.call('GET', `/orders?limit=5&user_id=${buyerId}`, { token: buyer });
    expect(keys((five.body as { data: Row[] }).data)).toEqual(keys(rows).slice(0, 5));
    const oldest = await t.call('GET', '/orders?order_by=entry_date&order_direction=ASC&limit=1', { token: buyer });
    expect((oldest.body as { data: Row[] }).data[0]!.enterdt).toBe([...own.map((o) => o.enterdt)].sort()[0]);
  });

  it("refuses a limit outside 1-200 and another user's orders", async ({ t, buyer }) => {
    for (const limit of ['0', '201', '1.5', 'many']) {
      expect(await t.call('GET', `/orders?limit=${limit}`, { token: buyer })).toMatchObject({
        status: 400,
        body: { message: 'limit must be a whole number from 1 to 200.' },
      });
    }
    const approver = PERSONAS.approver.id;
    expect((await t.call('GET', `/orders?user_id=${approver}`, { token: buyer })).status).toBe(403);
    expect((await t.call('GET', '/orders')).status).toBe(401);
  });
});

describe('web orders (GET /orders/web-orders)', () => {
  it("answers the orders placed through the web store, one user's or the customer's, newest first", async ({
    t,
    buyer,
  }) => {
    const mine = await t.call('GET', `/orders/web-orders?customer_number=10001&user_id=${buyerId}`, { token: buyer });
    expect(mine.status).toBe(200);
    const online = own.filter((o) => o.placedOnline);
    expect(online.length).toBeGreaterThan(0);
    expect(online.length).toBeLessThan(own.length);
    const mineRows = (mine.body as { data: Row[] }).data;
    expect(new Set(keys(mineRows))).toEqual(new Set(keys(online)));
    const dates = mineRows.map((r) => r.enterdt);
    expect(dates).toEqual([...dates].sort().reverse());
    const customer = await t.call('GET', '/orders/web-orders?customer_number=10001', { token: buyer });
    expect((customer.body as { data: Row[] }).data.length).toBe(
      ds.history.filter((o) => o.custno === '10001' && o.placedOnline).length,
    );
  });

  it("refuses another customer's", async ({ t, buyer }) => {
    const res = await t.call('GET', '/orders/web-orders?customer_number=10004', { token: buyer });
    expect(res).toMatchObject({ status: 403, body: { message: 'Access denied.' } });
  });
});
