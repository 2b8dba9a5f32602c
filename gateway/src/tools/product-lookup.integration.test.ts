import { describe, expect } from 'vitest';
import { MAIN_CATALOG, getDataset } from '@mro/erp-sandbox';
import { test as it } from '../testing/fixtures.ts';

const LOOKUP = `query P($p: String!, $c: String!) { productLookup(partNumber: $p, customerNumber: $c) {
  customerNumber customerName warehouse item { erp productName unitOfMeasure quantityAvailable price { value display } } } }`;

type Lookup = {
  productLookup: {
    customerNumber: string;
    customerName: string;
    warehouse: string;
    item: { erp: string; quantityAvailable: number; price: { value: number } | null } | null;
  } | null;
};

describe('product lookup', () => {
  it('shows one part priced for two customers, each in its own warehouse', async ({ associate }) => {
    const erp = getDataset().products.find((p) => p.active && p.catalogs.includes(MAIN_CATALOG))!.items[0]!.erp;
    const acme = (await associate.gql<Lookup>(LOOKUP, { p: erp, c: '10001' })).data!.productLookup!;
    const globex = (await associate.gql<Lookup>(LOOKUP, { p: erp, c: '10004' })).data!.productLookup!;
    expect([acme.customerName, acme.warehouse]).toEqual(['Acme Fabrication', 'DBEL']);
    expect([globex.customerName, globex.warehouse]).toEqual(['Globex Corporation', 'DHOU']);
    expect(acme.item?.erp).toBe(erp);
    expect(globex.item?.erp).toBe(erp);
    expect(acme.item?.price?.value).not.toBe(globex.item?.price?.value);
    const missing = (await associate.gql<Lookup>(LOOKUP, { p: 'NO-SUCH-PART', c: '10001' })).data!.productLookup!;
    expect(missing.item).toBeNull();
    expect((await associate.gql<Lookup>(LOOKUP, { p: erp, c: '99999' })).data!.productLookup).toBeNull();
    const blank = await associate.gql(LOOKUP, { p: ' ', c: '10001' });
    expect(blank.errors?.[0]?.message).toBe('Please enter a search term.');
  });

  it('refuses non-staff', async ({ buyer }) => {
    const refused = await buyer.gql(LOOKUP, { p: '100001', c: '10004' });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
