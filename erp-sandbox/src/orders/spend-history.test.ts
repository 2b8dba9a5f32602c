import { describe, expect } from 'vitest';
import { test as it } from '../testing.ts';
import { getDataset } from '../data/store.ts';
import { MAIN_CATALOG } from '../data/products.ts';

const ds = getDataset();
type Row = {
  orderno: number;
  enterdt: string;
  totlineord: number;
  department: string | null;
  employeename: string | null;
  lines: { item_number: string; quantity: number; amount: number }[];
};

describe('a year of spend (Tyrell Manufacturing)', () => {
  it('holds 1,000 orders over the last year, each row with its lines and department', async ({ t }) => {
    const token = await t.login('manager@tyrell.example');
    const yearAgo = new Date(Date.now() - 366 * 86_400_000).toISOString().slice(0, 10);
    const res = await t.call('POST', '/orders/history', {
      token,
      body: { customerNumber: '10010', from: yearAgo, limit: 2000, withLines: true },
    });
    expect(res.status).toBe(200);
    const rows = res.body.data as Row[];
    expect(rows.length).toBeGreaterThanOrEqual(1000);
    expect(new Set(rows.map((r) => r.department)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(rows.map((r) => r.employeename)).size).toBeGreaterThanOrEqual(8);
    for (const r of rows.slice(0, 50)) {
      expect(r.lines.length).toBeGreaterThan(0);
      expect(r.lines.reduce((s, l) => s + l.amount, 0)).toBeCloseTo(r.totlineord, 2);
    }
    const plain = await t.call('POST', '/orders/history', { token, body: { customerNumber: '10010', limit: 1 } });
    expect(plain.body.data[0]).not.toHaveProperty('lines');
  });

  it('leaves every other customer’s history as it was', () => {
    expect(ds.history.filter((o) => o.custno === '10001' && o.transtype !== 'q').length).toBeGreaterThan(100);
    expect(ds.history.filter((o) => o.custno === '10010').length).toBe(1005);
  });
});

describe('item classification', () => {
  it('names brand and category of many items in one call, leaving out unknown ones', async ({ t, buyer }) => {
    const [a, b] = [...ds.items.values()].filter((i) => i.product.catalogs.includes(MAIN_CATALOG)).slice(0, 2);
    const res = await t.call('POST', '/index/items/classification', {
      token: buyer,
      body: { items: [a!.item.erp, 'NO-SUCH-ITEM', b!.item.erp] },
    });
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      { erp: a!.item.erp, brand: a!.product.brand, category: a!.product.taxonomy.category },
      { erp: b!.item.erp, brand: b!.product.brand, category: b!.product.taxonomy.category },
    ]);
  });

  it('refuses an empty or oversized list', async ({ t, buyer }) => {
    const empty = await t.call('POST', '/index/items/classification', { token: buyer, body: { items: [] } });
    expect(empty.status).toBe(400);
    const many = Array.from({ length: 5001 }, (_, i) => `X${i}`);
    const big = await t.call('POST', '/index/items/classification', { token: buyer, body: { items: many } });
    expect(big.status).toBe(400);
  });
});
