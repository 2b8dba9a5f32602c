import { describe, expect } from 'vitest';
import { CRIB_MESSAGES } from '@mro/rules/crib';
import { test as it } from '../testing/fixtures.ts';
import type { TestClient } from '../testing/stack.ts';

const SEARCH =
  'query C($input: UniversalCribSearchInput!) { universalCribSearch(input: $input) { totalCount page pageSize capped nodes { erp description cpnString heading brand vendorPartNumber unitOfMeasure } } }';
type Page = {
  totalCount: number;
  page: number;
  pageSize: number;
  capped: boolean;
  nodes: { erp: string; description: string }[];
};
const search = async (client: TestClient, query: string, page = 1) =>
  client.gql<{ universalCribSearch: Page }>(SEARCH, { input: { query, page } });

describe('universal crib', () => {
  it('pages the items of a search 20 at a time to the last page', async ({ tyrell }) => {
    const first = (await search(tyrell, 'gloves')).data!.universalCribSearch;
    expect(first.totalCount).toBeGreaterThan(20);
    expect(first.nodes).toHaveLength(20);
    const lastPage = Math.ceil(first.totalCount / 20);
    const last = (await search(tyrell, 'gloves', lastPage)).data!.universalCribSearch;
    expect(last.nodes).toHaveLength(first.totalCount - (lastPage - 1) * 20);
    expect((await search(tyrell, 'zzzzqqqq')).data!.universalCribSearch).toMatchObject({ totalCount: 0, nodes: [] });
  });

  it('lists at most 1000 items, says so, and pages to the 50th page', async ({ tyrell }) => {
    const broad = (await search(tyrell, 'steel')).data!.universalCribSearch;
    expect(broad).toMatchObject({ totalCount: 1000, capped: true });
    expect((await search(tyrell, 'steel', 50)).data!.universalCribSearch.nodes).toHaveLength(20);
    expect((await search(tyrell, 'pack')).data!.universalCribSearch.capped).toBe(false);
  });

  it('refuses a short term and users without both crib flags', async ({ tyrell, buyer }) => {
    expect((await search(tyrell, 'g')).errors?.[0]?.message).toBe(CRIB_MESSAGES.queryRequired);
    const refused = await search(buyer, 'gloves');
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
