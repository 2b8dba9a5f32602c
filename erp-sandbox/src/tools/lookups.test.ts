import { describe, expect } from 'vitest';
import { test as it } from '../testing.ts';
import { getDataset } from '../data/store.ts';
import { MAIN_CATALOG } from '../data/products.ts';
import { priceLevelFor } from '../data/customers.ts';
import { isUnpriced } from '../pricing/price.ts';

type Hits<T> = { hits: T[]; total: number };

describe('customer and vendor lookups', () => {
  it('finds customers in the index, at most 100 hits of over 150, and a customer’s settings and reps', async ({
    t,
    associate,
  }) => {
    const many = (await t.call('GET', '/index/customers?q=industrial', { token: associate })).body as Hits<{
      customerNumber: string;
    }>;
    expect(many.total).toBeGreaterThan(150);
    expect(many.hits).toHaveLength(100);
    const globex = (await t.call('GET', '/index/customers?q=globex', { token: associate })).body as Hits<{
      customerNumber: string;
      freightOut: boolean;
    }>;
    expect(globex.hits.map((h) => h.customerNumber)).toEqual(['10004']);
    const settings = await t.call('GET', '/customer/settings/10004', { token: associate });
    expect(settings.body).toMatchObject({ customerNumber: '10004', whse: 'DHOU' });
    expect((settings.body as { termstype: string }).termstype).not.toBe('');
    const rep = await t.call('GET', `/sales_rep/${(settings.body as { slsrepin: string }).slsrepin}`, {
      token: associate,
    });
    expect((rep.body as { email: string }).email).toMatch(/@vallen\.example$/);
    expect((await t.call('GET', '/sales_rep/R99', { token: associate })).status).toBe(404);
    expect((await t.call('GET', '/customer/settings/99999', { token: associate })).status).toBe(404);
    expect((await t.call('GET', '/index/customers?q=', { token: associate })).status).toBe(400);
    expect((await t.call('GET', `/index/customers?q=${'x'.repeat(101)}`, { token: associate })).status).toBe(400);
  });

  it('finds vendors and a vendor’s record by its number', async ({ t, associate }) => {
    const all = (await t.call('GET', '/index/vendor-accounts?q=a', { token: associate })).body as Hits<{
      vendno: number;
      name: string;
    }>;
    expect(all.total).toBeGreaterThan(100);
    expect(all.hits).toHaveLength(100);
    const first = all.hits[0]!;
    const one = await t.call('GET', `/vendor/sx/${first.vendno}`, { token: associate });
    expect(one.body).toMatchObject({ vendno: first.vendno, name: first.name });
    expect((await t.call('GET', '/vendor/sx/1', { token: associate })).status).toBe(404);
  });

  it('refuses non-staff, who read only their own customer’s settings', async ({ t, buyer }) => {
    expect((await t.call('GET', '/index/customers?q=acme', { token: buyer })).status).toBe(403);
    expect((await t.call('GET', '/index/vendor-accounts?q=a', { token: buyer })).status).toBe(403);
    expect((await t.call('GET', '/vendor/sx/5001', { token: buyer })).status).toBe(403);
    expect((await t.call('GET', '/customer/settings/10004', { token: buyer })).status).toBe(403);
    expect((await t.call('GET', '/customer/settings/10001', { token: buyer })).status).toBe(200);
  });
});

describe('the order summary of the lookups', () => {
  it('lets staff read any customer’s order status, and a buyer only their own customer’s', async ({
    t,
    associate,
    buyer,
  }) => {
    const globex = getDataset().history.find((o) => o.custno === '10004')!;
    const id = `${globex.orderno}-${String(globex.ordersuf).padStart(2, '0')}`;
    const status = await t.call('GET', `/order/${id}/order-status`, { token: associate });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({
      orderno: globex.orderno,
      ordersuf: globex.ordersuf,
      custno: '10004',
      header: { trackingUrl: globex.trackingUrl, proNumber: globex.proNumber, orderStatus: globex.stagecd },
    });
    expect((await t.call('GET', `/order/${id}/order-status`, { token: buyer })).status).toBe(403);
    expect((await t.call('GET', '/order/9999999-00/order-status', { token: associate })).status).toBe(404);
  });
});

describe('the product lookup’s calls', () => {
  it('lets staff find an item and price it as two customers see it, and nobody else', async ({
    t,
    associate,
    buyer,
  }) => {
    const info = [...getDataset().items.values()].find(
      (i) =>
        i.product.active &&
        i.product.catalogs.includes(MAIN_CATALOG) &&
        !isUnpriced('10001', i.item.erp) &&
        !isUnpriced('10004', i.item.erp),
    )!;
    const erp = info.item.erp;
    const located = await t.call('GET', `/index/items/${erp}?customer_number=10004`, { token: associate });
    expect(located.body).toMatchObject({ erp, slug: info.product.slug });
    const product = await t.call('GET', `/index/products/${info.product.slug}?customer_number=10004`, {
      token: associate,
    });
    expect(product.status).toBe(200);
    const price = async (customer: string) =>
      (
        (
          await t.call('GET', `/pricing?customer_number=${customer}&warehouse_key=DBEL&erp_item_numbers=${erp}`, {
            token: associate,
          })
        ).body as { pricing: { price: number }[] }
      ).pricing[0]!.price;
    const [acme, globex] = [await price('10001'), await price('10004')];
    expect(acme).toBe(Math.round(info.listPrice * priceLevelFor('10001') * 100) / 100);
    expect(globex).toBe(Math.round(info.listPrice * priceLevelFor('10004') * 100) / 100);
    expect(acme).not.toBe(globex);
    expect((await t.call('GET', `/index/items/${erp}?customer_number=10004`, { token: buyer })).status).toBe(403);
    expect((await t.call('GET', `/index/items/${erp}?customer_number=99999`, { token: associate })).status).toBe(404);
  });
});
