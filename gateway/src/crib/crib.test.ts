// The universal crib search over the typed fake ERP: one search of up to 1000 hits, its items listed
// 20 a page with the cap notice, and who may search.
import { describe, expect, it } from 'vitest';
import { principalOf, unitGateway, type UnitGateway } from '../testing/unit.ts';
import { erpFieldUser } from '../testing/erp-answers/field-user.ts';
import { erpCribSearch } from '../testing/erp-answers/crib.ts';
import type { ErpSearchResult } from '../erp/types.ts';

const SEARCH =
  'query C($input: UniversalCribSearchInput!) { universalCribSearch(input: $input) { totalCount page pageSize capped nodes { erp description cpnString heading brand vendorPartNumber unitOfMeasure } } }';
type Page = {
  totalCount: number;
  page: number;
  pageSize: number;
  capped: boolean;
  nodes: { erp: string; description: string }[];
};

// Tess Tyrell (erp-sandbox personas): her customer allows the crib and so does she.
const TYRELL = { userId: 160, username: 'manager@tyrell.example', customerNumber: '10010' };
const tyrellUser = erpFieldUser({
  id: 160,
  username: TYRELL.username,
  customer_number: '10010',
  default_customer_number: '10010',
  universal_crib: true,
  customer_universal_crib: true,
});

/** Tess's gateway, the index answering each term with `answers[term]` (no hits otherwise). */
const cribGateway = (answers: Record<string, ErpSearchResult>) =>
  unitGateway(
    {
      'GET /user/{id}': () => tyrellUser,
      'POST /index/products/query': ({ init }) => answers[init.body.query ?? ''] ?? erpCribSearch(0),
    },
    { principal: principalOf(TYRELL) },
  );
const search = (gateway: UnitGateway, query: string, page = 1) =>
  gateway.run<{ universalCribSearch: Page }>(SEARCH, { input: { query, page } });

describe('universal crib', () => {
  it('pages the items of a search 20 at a time to the last page', async () => {
    // 23 products of 2 items: 46 items, the last page has 6.
    const gateway = await cribGateway({ gloves: erpCribSearch(23, 2) });
    const first = (await search(gateway, 'gloves')).data!.universalCribSearch;
    expect(first.totalCount).toBeGreaterThan(20);
    expect(first.nodes).toHaveLength(20);
    const lastPage = Math.ceil(first.totalCount / 20);
    const last = (await search(gateway, 'gloves', lastPage)).data!.universalCribSearch;
    expect(last.nodes).toHaveLength(first.totalCount - (lastPage - 1) * 20);
    expect(last.nodes.at(-1)).toMatchObject({ erp: '23-2', description: 'Crib item 23-2' });
    expect((await search(gateway, 'zzzzqqqq')).data!.universalCribSearch).toMatchObject({ totalCount: 0, nodes: [] });
    // Each page is one search of up to 1000 hits, the term trimmed.
    expect(gateway.callsTo('POST /index/products/query')[0]?.body).toEqual({
      query: 'gloves',
      hitsPerPage: 1000,
      page: 0,
      orderBy: 'relevance',
    });
  });

  it('lists at most 1000 items, says so, and pages to the 50th page', async () => {
    const gateway = await cribGateway({ steel: erpCribSearch(1000, 2, 4200), pack: erpCribSearch(12, 1) });
    const broad = (await search(gateway, 'steel')).data!.universalCribSearch;
    expect(broad).toMatchObject({ totalCount: 1000, capped: true });
    expect((await search(gateway, 'steel', 50)).data!.universalCribSearch.nodes).toHaveLength(20);
    expect((await search(gateway, 'pack')).data!.universalCribSearch.capped).toBe(false);
  });

  it('refuses a short term and users without both crib flags', async () => {
    const tyrell = await cribGateway({});
    expect((await search(tyrell, 'g')).errors?.[0]?.message).toBe('Enter at least 2 characters to search.');
    expect(tyrell.callsTo('POST /index/products/query')).toEqual([]);
    const buyer = await unitGateway({ 'GET /user/{id}': () => erpFieldUser() });
    const refused = await search(buyer, 'gloves');
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // The customer's setting counts too: the user's own flag is not enough.
    const customerOff = await unitGateway(
      { 'GET /user/{id}': () => ({ ...tyrellUser, customer_universal_crib: false }) },
      { principal: principalOf(TYRELL) },
    );
    expect((await search(customerOff, 'gloves')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
