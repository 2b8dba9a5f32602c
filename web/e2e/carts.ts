// Carts of real size for the journeys and the visual review, filled through the web's own operations.
import { expect, type BrowserContext } from '@playwright/test';
import { webOperation } from './store.ts';

type FoundItem = { erp: string; price: { amount: { display: string } | null } | null };
export type Found = { data: { productSearch: { nodes: { items: FoundItem[] }[] } } };

export const valueOf = (item: FoundItem): number => Number(item.price?.amount?.display.replace(/[^0-9.]/g, '') ?? 0);

/** The store's own API in the page's session (trusted operations: only the web's operations run). */
export const apiOf =
  (context: BrowserContext) =>
  async <T>(name: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await context.request.post('/graphql', {
      data: { query: webOperation(name), variables },
      headers: { 'content-type': 'application/json' },
    });
    return (await response.json()) as T;
  };

/** Fills the cart with `count` different priced items, one each, cheap enough to stay under the buyer's limit. */
export const fillCartWithLines = async (context: BrowserContext, count: number): Promise<string[]> => {
  const gql = apiOf(context);
  const erps = new Set<string>();
  for (let page = 0; erps.size < count && page < 40; page += 1) {
    const found = await gql<Found>('ProductSearch', { input: { query: '', page } });
    for (const item of found.data.productSearch.nodes.flatMap((node) => node.items)) {
      const value = valueOf(item);
      if (value > 0 && value < 25 && erps.size < count) erps.add(item.erp);
    }
  }
  expect(erps.size).toBe(count);
  await gql('AddCartLines', { input: { lines: [...erps].map((erp) => ({ erp, quantity: 1 })) } });
  return [...erps];
};
