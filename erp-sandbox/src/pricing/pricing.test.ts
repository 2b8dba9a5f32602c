import { describe, expect } from 'vitest';
import { test } from '../testing.ts';
import { getDataset } from '../data/store.ts';
import { formatMoney, isUnpriced } from './price.ts';

const it = test.extend(
  'pricing',
  ({ t, buyer }) =>
    (qs: string, token = buyer) =>
      t.call('GET', `/pricing?${qs}`, { token }),
);

describe('pricing', () => {
  it('formats money', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('prices items at the customer level with every uom when all=true', async ({ pricing }) => {
    const ds = getDataset();
    const info = [...ds.items.values()].find(
      (i) => i.uoms.some((u) => u.uom === 'BX') && !isUnpriced('10001', i.item.erp),
    )!;
    const level = ds.customers.get('10001')!.priceLevel;
    const res = await pricing(
      `customer_number=10001&warehouse_key=DBEL&erp_item_numbers=${info.item.erp},NOPE&all=true`,
    );
    expect(res.status).toBe(200);
    expect(res.body.pricing).toHaveLength(1);
    const p = res.body.pricing[0]!;
    expect(p.price).toBe(Math.round(info.listPrice * level * 100) / 100);
    expect(p.display).toBe(formatMoney(p.price));
    expect(p.quantity_available).toBe(info.stock.DBEL);
    const bx = p.pricing_list.find((u) => u.uom === 'BX')!;
    expect(bx.price).toBeCloseTo(p.price * 10, 2);
    const single = await pricing(`customer_number=10001&warehouse_key=DHOU&erp_item_numbers=${info.item.erp}|BX`);
    expect(single.body.pricing[0]).toMatchObject({ uom: 'BX', price: bx.price, quantity_available: info.stock.DHOU });
    expect(single.body.pricing[0]?.pricing_list).toHaveLength(1);
  });

  it('answers price 0 for items unavailable to the customer (about 3%)', async ({ pricing }) => {
    const ds = getDataset();
    const erps = [...ds.items.keys()].slice(0, 1000);
    const unpriced = erps.filter((e) => isUnpriced('10001', e));
    expect(unpriced.length).toBeGreaterThan(10);
    expect(unpriced.length).toBeLessThan(60);
    const res = await pricing(
      `customer_number=10001&warehouse_key=DBEL&erp_item_numbers=${unpriced.slice(0, 3).join(',')}`,
    );
    expect(res.body.pricing).toHaveLength(3);
    for (const p of res.body.pricing) expect(p).toMatchObject({ price: 0, display: '$0.00' });
  });

  it("refuses another customer's pricing", async ({ pricing }) => {
    const res = await pricing('customer_number=10004&warehouse_key=DBEL&erp_item_numbers=100001');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 403, message: 'Access denied.' });
  });
});
