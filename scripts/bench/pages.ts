// The rendering table: how many of the listing's HTML pages a gateway serves per second (a guest's
// from the page cache and uncached, a buyer's), beside the GraphQL query the page runs alone, in the
// same run against the same cold data cache; whether that HTML had a rendered body; peak RSS.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { peakRssMb, type Child } from './processes.ts';
import { LISTING } from './paint.ts';

/** The gateways this table loads: both serve open browse; `cold` keeps no data (nor guest page). */
export type PageGateways = { cold: Child; cached: Child; buyerCold: string };

type Load = {
  name: string;
  who: 'guest' | 'buyer';
  gateway: Child;
  html: boolean;
  /** A new URL per request: no page cache can answer it. */
  unique?: boolean;
  cookie?: string;
};

type Row = Load & { result: autocannon.Result; kb: number; cards: number | null; rootFilled: boolean | null };

/** The listing's ProductSearch, as the built web sends it (its trusted-operations manifest). */
const productSearchBody = (webDist: string): string => {
  const manifest = JSON.parse(readFileSync(join(webDist, 'operations.json'), 'utf8')) as {
    operations: { name: string; body: string }[];
  };
  const operation = manifest.operations.find((candidate) => candidate.name === 'ProductSearch');
  if (!operation) throw new Error(`ProductSearch is not in ${webDist}/operations.json: rebuild the web`);
  return JSON.stringify({
    operationName: 'ProductSearch',
    query: operation.body,
    variables: { input: { query: new URLSearchParams(LISTING.split('?')[1]).get('q'), page: 0 } },
  });
};

// What a browser sends: the gateway compresses HTML for it (a cached page once, docs/search-engines.md).
const BROWSER = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
const PRODUCT_CARDS = /class="[^"]*\bsearch-hit\b/g;
const EMPTY_ROOT = /<div id="root"[^>]*>\s*<\/div>/;

/** One answer (fetch decompresses it): its size, and whether its body was rendered on the server. */
const inspect = async (load: Load, url: string, init: RequestInit) => {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${load.name}: HTTP ${response.status} from ${url}`);
  if (!load.html) {
    const { errors } = JSON.parse(text) as { errors?: { message: string }[] };
    if (errors?.length) throw new Error(`${load.name}: ${errors[0]?.message}`);
    return { kb: Buffer.byteLength(text) / 1024, cards: null, rootFilled: null };
  }
  return {
    kb: Buffer.byteLength(text) / 1024,
    cards: text.match(PRODUCT_CARDS)?.length ?? 0,
    rootFilled: text.includes('id="root"') && !EMPTY_ROOT.test(text),
  };
};

const measure = async (load: Load, connections: number, seconds: number, search: string): Promise<Row> => {
  const headers: Record<string, string> = load.html
    ? { ...BROWSER }
    : { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' };
  if (load.cookie) headers.cookie = load.cookie;
  const path = load.html ? LISTING : '/graphql';
  const method = load.html ? 'GET' : 'POST';
  const body = load.html ? undefined : search;
  let sent = 0;
  const options = (duration: number): autocannon.Options => ({
    url: `${load.gateway.url}${path}`,
    method,
    connections,
    duration,
    headers,
    body,
    ...(load.unique
      ? { requests: [{ setupRequest: (request) => ({ ...request, path: `${path}&bench=${(sent += 1)}` }) }] }
      : {}),
  });
  const seen = await inspect(load, `${load.gateway.url}${path}`, { method, headers, body });
  await autocannon(options(1)); // JIT, connection pools, and for the cached row the page cache
  return { ...load, result: await autocannon(options(seconds)), ...seen };
};

const fixed = (value: number, digits = 1) => value.toFixed(digits);

/** Loads each row in turn (`connections` at once, `seconds` each) and prints the table in Markdown. */
export const renderingTable = async (
  { cold, cached, buyerCold }: PageGateways,
  webDist: string,
  connections: number,
  seconds: number,
): Promise<string[]> => {
  const search = productSearchBody(webDist);
  const loads: Load[] = [
    { name: 'listing HTML, page cache hit', who: 'guest', gateway: cached, html: true },
    { name: 'listing HTML, uncached', who: 'guest', gateway: cold, html: true, unique: true },
    { name: 'ProductSearch GraphQL alone, uncached', who: 'guest', gateway: cold, html: false },
    { name: 'listing HTML (never cached)', who: 'buyer', gateway: cold, html: true, cookie: buyerCold },
    { name: 'ProductSearch GraphQL alone, uncached', who: 'buyer', gateway: cold, html: false, cookie: buyerCold },
  ];
  const rows: Row[] = [];
  for (const load of loads) {
    process.stderr.write(`rendering: ${load.who}, ${load.name}\n`);
    rows.push(await measure(load, connections, seconds, search));
  }
  const perSecond = (who: Load['who'], html: boolean) =>
    rows.find((row) => row.who === who && row.html === html && row.gateway === cold)?.result.requests.average ?? 0;
  const ratio = (who: Load['who']) => {
    const graphql = perSecond(who, false);
    return graphql > 0 ? fixed(perSecond(who, true) / graphql, 2) : 'n/a';
  };
  const out: string[] = [];
  out.push(
    `Rendering: ${LISTING} as HTML (what a browser gets: brotli) beside the listing's ProductSearch query alone, same run,`,
  );
  out.push(
    `autocannon, ${connections} connections, ${seconds} s a row, no ERP latency. Uncached rows: a gateway keeping no prices,`,
  );
  out.push(
    'searches or products (so no guest page either), each guest URL new; the cache-hit row: a gateway with the normal',
  );
  out.push(
    "lifetimes. Rendered body: the HTML's #root is not empty, and how many product cards it holds (0 and 'no': the",
  );
  out.push('shell, painted by the browser; SERVER_RENDERING=1 is set, so these are server-rendered once it is built).');
  out.push('');
  out.push('| visitor | answer | pages/s | p50 ms | p99 ms | KiB (uncompressed) | rendered body | non-2xx | errors |');
  out.push('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const rendered = row.rootFilled === null ? '-' : `${row.rootFilled ? 'yes' : 'no'}, ${row.cards} cards`;
    out.push(
      `| ${row.who} | ${row.name} | ${fixed(row.result.requests.average, 0)} | ${row.result.latency.p50} | ${row.result.latency.p99} | ${fixed(row.kb)} | ${rendered} | ${row.result.non2xx} | ${row.result.errors} |`,
    );
  }
  out.push('');
  out.push(
    `Uncached HTML / GraphQL alone (goal >= 0.5): guest ${ratio('guest')}, buyer ${ratio('buyer')}. Cached guest HTML goal: >= 5,000 pages/s.`,
  );
  out.push(
    `Peak RSS (VmHWM, start-up included): uncached gateway ${peakRssMb(cold.process.pid)} MB, caching gateway ${peakRssMb(cached.process.pid)} MB.`,
  );
  return out;
};
