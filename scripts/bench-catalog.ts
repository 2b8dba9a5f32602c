// Listing and product-page benchmark: the gateway against the sandbox with injected ERP latency.
// Usage: node scripts/bench-catalog.ts [latencyMs=20] [connections=10] [seconds=10]
// Cold: every request a different search or product (nothing cached); warm: one request repeated.
import autocannon from 'autocannon';
import { startSandbox } from '../erp-sandbox/src/index.ts';
import { getDataset } from '../erp-sandbox/src/data/store.ts';
import { startGateway } from '../gateway/src/index.ts';
import { TestClient } from '../gateway/src/testing/stack.ts';

const [latencyMs = 20, connections = 10, seconds = 10] = process.argv.slice(2).map(Number);

const LISTING = `query Listing($input: ProductSearchInput!) { productSearch(input: $input) { totalCount
  nodes { slug heading brand imageUrl vendor { name } items { erp description unitOfMeasure price { amount { display } unitOfMeasure availability quantityAvailable purchasable } } }
  facets { kind name selected values { value label count selected } } } }`;
const PRODUCT = `query Product($slug: String!) { product(slug: $slug) { slug heading subheading description imageUrl brand vendor { name slug }
  features countryOfOrigin standards prop65Warning specifications { title value }
  items { erp description unitOfMeasure vendorPartNumber price { amount { display } unitOfMeasure availability quantityAvailable purchasable } } } }`;

const sandbox = await startSandbox({ port: 0, host: '127.0.0.1', latencyMs });
const gateway = await startGateway({ port: 0, host: '127.0.0.1', erpUrl: sandbox.url, searchUrl: sandbox.url, logLevel: 'error', redisUrl: undefined, cookieSecure: false });
const client = new TestClient(gateway.url);
await client.login('buyer@acme.example');
const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

type Calls = { total: number; byRoute: Record<string, number> };
const control = async (method: 'GET' | 'DELETE'): Promise<Calls> => {
  const response = await fetch(`${sandbox.url}/__sandbox/calls`, { method });
  return method === 'GET' ? ((await response.json()) as Calls) : { total: 0, byRoute: {} };
};

const TERMS = ['gloves', 'drill', 'glasses', 'tape', 'wheel', 'vest', 'boots', 'respirator', 'bit', 'disc', 'saw', 'cutter', 'ear', 'helmet', 'adhesive', 'brush'];
const SORTS = ['RELEVANCE', 'PRICE_ASC', 'PRICE_DESC'];
const listingBodies = TERMS.flatMap((q) => SORTS.flatMap((sort) => Array.from({ length: 30 }, (_, page) => ({ query: LISTING, variables: { input: { query: q, sort, page } } }))));
const slugs = getDataset().products.filter((p) => p.active && p.catalogs.includes('2014BSWebCatalog')).map((p) => p.slug);
const productBodies = slugs.map((slug) => ({ query: PRODUCT, variables: { slug } }));

const run = (title: string, bodies: object[]) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    let i = 0;
    autocannon(
      {
        url: `${gateway.url}/graphql`,
        connections,
        duration: seconds,
        requests: [{ method: 'POST', headers: { 'content-type': 'application/json', cookie }, setupRequest: (req) => ({ ...req, body: JSON.stringify(bodies[i++ % bodies.length]) }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  }).then((result) => ({ title, requests: result.requests.total, errors: result.errors + result.non2xx, p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(result.requests.average) }));

const callsFor = async (body: object) => {
  await control('DELETE');
  await client.gql((body as { query: string }).query, (body as { variables: Record<string, unknown> }).variables);
  return (await control('GET')).byRoute;
};

const rows = [];
console.log('ERP calls, cold listing page:', await callsFor({ query: LISTING, variables: { input: { query: 'hammer', page: 0 } } }));
console.log('ERP calls, warm listing page:', await callsFor({ query: LISTING, variables: { input: { query: 'hammer', page: 0 } } }));
console.log('ERP calls, cold product page:', await callsFor(productBodies[5]!));
console.log('ERP calls, warm product page:', await callsFor(productBodies[5]!));
await control('DELETE');
rows.push(await run('listing cold', listingBodies));
const coldListingCalls = await control('GET');
rows.push(await run('listing warm', [listingBodies[0]!]));
await control('DELETE');
rows.push(await run('product cold', productBodies.slice(100)));
const coldProductCalls = await control('GET');
rows.push(await run('product warm', [productBodies[0]!]));
console.table(rows);
const perPage = (calls: { byRoute: Record<string, number> }, n: number) => Object.fromEntries(Object.entries(calls.byRoute).map(([k, v]) => [k, (v / n).toFixed(2)]));
console.log('cold listing ERP calls per request:', perPage(coldListingCalls, rows[0]!.requests));
console.log('cold product ERP calls per request:', perPage(coldProductCalls, rows[2]!.requests));
console.log(`sandbox latency ${latencyMs} ms, ${connections} connections, ${seconds} s per run`);
await gateway.close();
await sandbox.close();
