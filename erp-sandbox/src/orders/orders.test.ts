import { describe, expect } from 'vitest';
import { test } from '../testing.ts';
import { PERSONAS } from '../data/personas.ts';
import { getDataset } from '../data/store.ts';

const ds = getDataset();
const it = test.extend(
  'history',
  ({ t, buyer }) =>
    (body: Record<string, unknown>, token = buyer) =>
      t.call('POST', '/orders/history', { token, body: { customerNumber: '10001', ...body } }),
);

describe('order history', () => {
  it('pages newest first with totals', async ({ history }) => {
    const p1 = await history({ limit: 25, page: 1 });
    expect(p1.status).toBe(200);
    // 150 generated orders plus the 10 scenario quotes.
    expect(p1.body.meta).toEqual({ total_items: 160, current_items: 25 });
    const dates = p1.body.data.map((r: { enterdt: string }) => r.enterdt);
    expect(dates).toEqual([...dates].sort().reverse());
    const p7 = await history({ limit: 25, page: 7 });
    expect(p7.body.meta.current_items).toBe(10);
    const p8 = await history({ limit: 25, page: 8 });
    expect(p8.body.meta.current_items).toBe(0);
  });

  it('covers every stage and order type, and filters', async ({ history }) => {
    const all = (await history({ limit: 1000 })).body.data as {
      stagecd: number;
      transtype: string;
      custpo: string | null;
      orderno: number;
      userId?: number;
    }[];
    expect(new Set(all.map((r) => r.stagecd))).toEqual(new Set([0, 1, 2, 3, 4, 5, 9]));
    expect(new Set(all.map((r) => r.transtype))).toEqual(new Set(['o', 'q', 'b', 'd', 'f', 's', 'k', 'c', 'cr', 'r']));
    const quotes = await history({ transType: 'q', limit: 1000 });
    expect(quotes.body.data.every((r: { transtype: string }) => r.transtype === 'q')).toBe(true);
    const noCancel = await history({ omitCancelled: true, limit: 1000 });
    expect(noCancel.body.data.some((r: { stagecd: number }) => r.stagecd === 9)).toBe(false);
    const target = all.find((r) => r.custpo)!;
    const byPo = await history({ filter: target.custpo!.slice(3) });
    expect(byPo.body.data.map((r: { orderno: number }) => r.orderno)).toContain(target.orderno);
    const mine = await history({ userId: PERSONAS.buyer.id, limit: 1000 });
    expect(mine.body.meta.total_items).toBeLessThan(160);
    expect(mine.body.meta.total_items).toBeGreaterThan(0);
    const ranged = await history({ from: '2000-01-01', to: '2000-12-31' });
    expect(ranged.body.meta.total_items).toBe(0);
  });

  it("refuses another customer's history", async ({ history }) => {
    const res = await history({ customerNumber: '10004' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 403, message: 'Access denied.' });
  });
});

describe('order detail', () => {
  it('answers header, lines and tracking with or without suffix', async ({ t, buyer }) => {
    const o = ds.history.find((x) => x.custno === '10001' && x.proNumber?.startsWith('1Z'))!;
    const res = await t.call('GET', `/order/${o.orderno}`, { token: buyer });
    expect(res.status).toBe(200);
    expect(res.body.header).toMatchObject({
      orderNumber: o.orderno,
      carrierCode: 'UPS Ground',
      proNumber: o.proNumber,
    });
    expect(res.body.lines.length).toBe(o.lines.length);
    const bo = ds.history.find((x) => x.custno === '10001' && x.ordersuf === 1)!;
    expect((await t.call('GET', `/order/${bo.orderno}-01`, { token: buyer })).body.header.orderSuffix).toBe(1);
  });

  it('answers 404 for unknown orders and 403 for another customer', async ({ t, buyer }) => {
    expect((await t.call('GET', '/order/9999999', { token: buyer })).body).toEqual({
      code: 404,
      message: 'Order not found.',
    });
    const other = ds.history.find((x) => x.custno === '10004')!;
    expect((await t.call('GET', `/order/${other.orderno}`, { token: buyer })).body).toEqual({
      code: 403,
      message: 'Access denied.',
    });
  });
});
