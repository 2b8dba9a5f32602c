import { describe, expect, it, onTestFinished } from 'vitest';
import { testClient } from '../../testing/client';
import { server } from '../../testing/server';
import { CatalogChoicesDocument, ProductSearchDocument } from './ProductSearch.generated';
import { preloadListing } from './preloadListing';
import { parseFilters, toSearchInput } from './searchFilters';

const operationsSent = () => {
  const names: string[] = [];
  onTestFinished(() => server.events.removeAllListeners('request:start'));
  // Queries come as GETs: the operation's name is in the URL.
  server.events.on('request:start', ({ request }) => {
    names.push(new URL(request.url).searchParams.get('operationName') ?? '');
  });
  return names;
};

describe('preloadListing', () => {
  it("puts the listing's first page in the cache under the variables the listing asks with", async () => {
    const client = testClient();
    const search = '?q=gloves&sort=PRICE_ASC';
    void preloadListing(client, search);
    // What the listing's ResultsBody asks for its first page.
    const variables = { input: { ...toSearchInput(parseFilters(new URLSearchParams(search))), page: 0 } };
    await expect
      .poll(() => client.readQuery({ query: ProductSearchDocument, variables })?.productSearch.nodes.length)
      .toBeGreaterThan(0);
    expect(client.readQuery({ query: CatalogChoicesDocument })?.viewer).not.toBeUndefined();
  });

  it('asks nothing for a URL that is not a listing (it goes to the categories page)', async () => {
    const sent = operationsSent();
    const client = testClient();
    void preloadListing(client, '?sort=PRICE_ASC');
    await client.query({ query: CatalogChoicesDocument });
    expect(sent).toEqual(['CatalogChoices']);
  });
});
