// npm run bench: this gateway vs the original client's REST pattern vs GraphQL Mesh, on the same
// ERP sandbox, with 0 and 20 ms of injected ERP latency; prints a Markdown table. Every server is
// its own child process; this process only generates load and reads /proc. Never part of npm test.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { cpuSeconds, peakRssMb, stopChild, type Child } from './bench/processes.ts';
import {
  COLD_CACHE,
  GATEWAY_FLAGS,
  PASSWORD,
  USERNAME,
  control,
  gatewayLogin,
  startGateway,
  startMesh,
  startSandbox,
} from './bench/servers.ts';
import { jsonClient, runLoad, type LoadResult } from './bench/load.ts';
import { searchOf, workloads, type Clients, type Session } from './bench/workloads.ts';
import { benchBigCart, bigCartTable } from './bench/big-cart.ts';
import { benchOrderPadImport, orderPadTable } from './bench/order-pad-import.ts';
import { SPEND_USERNAME, benchSpendReport, spendReportTable } from './bench/spend-report.ts';
import { routeWeights, webTable } from './bench/web.ts';
import { listingPaintTimes } from './bench/paint.ts';
import { renderingTable } from './bench/pages.ts';
import { lighthouseTable } from './bench/lighthouse.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const LATENCIES = [0, 20];
const duration = SECONDS * 1000;
const log = (message: string) => process.stderr.write(`${message}\n`);
/** The web build the gateway serves and the web table weighs (BENCH_WEB_DIST: another build, to compare). */
const WEB_DIST = process.env.BENCH_WEB_DIST ?? join(ROOT, 'web/dist');
const WEB_RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);

const erpSession = async (sandbox: Child): Promise<Omit<Session, 'cookie'>> => {
  const { token } = (await (
    await fetch(`${sandbox.url}/login_check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ _username: USERNAME, _password: PASSWORD }),
    })
  ).json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const user = (await (await fetch(`${sandbox.url}/user/1`, { headers })).json()) as {
    customer_number: string;
    warehouse: string;
    shipto_id: string | null;
    session_id: string;
    catalog: string[];
  };
  const slugs: string[] = [];
  for (const query of ['gloves', 'safety', 'drill', 'hose', 'tape', 'glasses', 'boots', 'wire', 'valve', 'filter']) {
    for (const page of [0, 1, 2]) {
      const result = (await (
        await fetch(`${sandbox.url}/index/products/query`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ query, page, hitsPerPage: 10 }),
        })
      ).json()) as { hits: { slug: string }[] };
      slugs.push(...result.hits.map((hit) => hit.slug));
    }
  }
  return {
    token,
    customerNumber: user.customer_number,
    warehouse: user.warehouse,
    shipTo: user.shipto_id,
    userId: 1,
    cartId: user.session_id,
    catalogs: user.catalog.length,
    slugs: [...new Set(slugs)],
  };
};

/** Puts 50 lines in the buyer's ERP cart through the gateway. */
const fillCart = async (gateway: Child, cookie: string, sandbox: Child, session: Omit<Session, 'cookie'>) => {
  const erps: string[] = [];
  for (const slug of session.slugs) {
    if (erps.length >= 50) break;
    const product = (await (
      await fetch(`${sandbox.url}/index/products/${slug}`, { headers: { authorization: `Bearer ${session.token}` } })
    ).json()) as { items: { erp: string }[] };
    if (product.items[0]) erps.push(product.items[0].erp);
  }
  await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      query:
        'mutation ($input: AddCartLinesInput!) { addCartLines(input: $input) { cart { lineCount } userErrors { message } } }',
      variables: { input: { lines: erps.map((erp) => ({ erp, quantity: 1 })) } },
    }),
  });
};

type Row = {
  workload: string;
  latency: number;
  system: string;
  result: LoadResult;
  erpPerPage: number;
  cpuMs: number | null;
  rssMb: number | null;
  floor: number;
};

const WARM_UP_MS = 1_000;
const SINGLE_USER = '(a) gateway, cold cache, 1 user';

const measure = async (sandbox: Child, process_: Child | null, run: (durationMs: number) => Promise<LoadResult>) => {
  await run(WARM_UP_MS); // JIT, connection pools, and for the warm-cache runs the cache
  await control(sandbox, 'DELETE', 'calls');
  const cpuBefore = process_ ? cpuSeconds(process_.process.pid) : 0;
  const result = await run(duration);
  const cpu = process_ ? cpuSeconds(process_.process.pid) - cpuBefore : 0;
  const calls = ((await (await control(sandbox, 'GET', 'calls')).json()) as { total: number }).total;
  return {
    result,
    erpPerPage: result.pages ? calls / result.pages : 0,
    cpuMs: process_ ? (cpu * 1000) / Math.max(1, result.pages) : null,
    rssMb: process_ ? peakRssMb(process_.process.pid) : null,
  };
};

const main = async () => {
  log('starting the sandbox, two gateways (cold cache, normal cache) and Mesh (building it takes a while) ...');
  const sandbox = await startSandbox();
  const [cold, cached, mesh] = await Promise.all([
    startGateway('gateway-cold', sandbox.url, COLD_CACHE),
    startGateway('gateway', sandbox.url, { WEB_DIST }),
    startMesh(sandbox.url),
  ]);
  const base = await erpSession(sandbox);
  const coldCookie = await gatewayLogin(cold);
  const cachedCookie = await gatewayLogin(cached);
  await fillCart(cold, coldCookie, sandbox, base);
  const clientsFor = (gateway: Child): Clients => ({
    gateway: jsonClient(gateway.url, CONCURRENCY),
    erp: jsonClient(sandbox.url, CONCURRENCY * 6),
    mesh: jsonClient(mesh.child.url, CONCURRENCY),
  });
  const coldClients = clientsFor(cold);
  const cachedClients = clientsFor(cached);
  const rows: Row[] = [];
  try {
    for (const latency of LATENCIES) {
      await control(sandbox, 'PUT', 'faults', latency ? [{ route: '*', latencyMs: latency }] : []);
      for (const [index, workload] of workloads(true).entries()) {
        const session: Session = { ...base, cookie: coldCookie };
        const floor = latency * workload.criticalPath;
        const cells: [string, Child | null, Clients, Session, (c: Clients, s: Session, i: number) => Promise<void>][] =
          [
            ['(a) gateway, cold cache', cold, coldClients, session, workload.gateway],
            ['(b) REST from the browser', null, coldClients, session, workload.rest],
            ['(c) GraphQL Mesh', mesh.child, coldClients, session, workload.mesh],
            [
              '(a) gateway, cache warm',
              cached,
              cachedClients,
              { ...base, cookie: cachedCookie },
              workloads(false)[index]?.gateway ?? workload.gateway,
            ],
          ];
        for (const [system, child, clients, s, page] of cells) {
          log(`${workload.name}, ${latency} ms: ${system}`);
          const figures = await measure(sandbox, child, (ms) =>
            runLoad((_, i) => page(clients, s, i), CONCURRENCY, ms),
          );
          if (figures.result.firstError)
            log(`  ${figures.result.errors} failed pages, first: ${figures.result.firstError}`);
          rows.push({ workload: workload.name, latency, system, floor, ...figures });
        }
        if (latency > 0) {
          // The gateway's own time without queueing behind other users on these 2 cores: one user.
          log(`${workload.name}, ${latency} ms: (a) gateway, cold cache, 1 user`);
          const single = await measure(sandbox, cold, (ms) =>
            runLoad((_, i) => workload.gateway(coldClients, session, i), 1, ms),
          );
          rows.push({ workload: workload.name, latency, system: SINGLE_USER, floor, ...single });
        }
      }
    }
    // The headline cache-hit figure, with autocannon at a higher concurrency.
    await control(sandbox, 'PUT', 'faults', []);
    const listing = await autocannon({
      url: `${cached.url}/graphql`,
      method: 'POST',
      connections: 32,
      duration: Math.max(5, SECONDS),
      headers: { 'content-type': 'application/json', cookie: cachedCookie },
      body: JSON.stringify({
        query:
          'query Listing($query: String!, $page: Int!) { productSearch(input: { query: $query, page: $page }) { totalCount nodes { slug heading brand imageUrl items { erp description unitOfMeasure price { amount { display } availability } } } } }',
        variables: searchOf(0, false),
      }),
    });
    log('a 500-line cart, page by page');
    const bigCart = await benchBigCart(cold.url, coldCookie, (method, path) => control(sandbox, method, path));
    log('a 5,000-line order pad import');
    const orderPad = await benchOrderPadImport(cold.url, coldCookie, (method, path) => control(sandbox, method, path));
    log('a spend report over 1,000 orders');
    const spend = await benchSpendReport(cold.url, await gatewayLogin(cold, SPEND_USERNAME), (method, path) =>
      control(sandbox, method, path),
    );
    const web = await measureWeb(cached, cachedCookie);
    print(rows, listing, peakRssMb(cold.process.pid), peakRssMb(cached.process.pid), peakRssMb(mesh.child.process.pid));
    process.stdout.write(`${bigCartTable(bigCart).join('\n')}\n`);
    process.stdout.write(`${orderPadTable(orderPad).join('\n')}\n`);
    process.stdout.write(`${spendReportTable(spend).join('\n')}\n`);
    process.stdout.write(`\n${web.join('\n')}\n`);
    // The rendering phase has the machine's cores to itself: these servers' figures are in.
    await Promise.all([stopChild(cold), stopChild(cached), stopChild(mesh.child)]);
    process.stdout.write(`\n${(await measurePages(sandbox)).join('\n')}\n`);
  } finally {
    await Promise.all(
      [coldClients, cachedClients].flatMap((clients) => [
        clients.gateway.close(),
        clients.erp.close(),
        clients.mesh.close(),
      ]),
    );
    await Promise.all([stopChild(cold), stopChild(cached), stopChild(mesh.child)]);
    await stopChild(sandbox);
    rmSync(mesh.dir, { recursive: true, force: true });
  }
};

/** The web table: each route's JavaScript, and the listing's first product card in Chromium. */
const measureWeb = async (gateway: Child, cookie: string): Promise<string[]> => {
  log(
    `web: JavaScript per route; the listing's paint, store and plain HTML (${WEB_RUNS} cold and warm loads each) ...`,
  );
  return webTable(
    routeWeights(WEB_DIST),
    await listingPaintTimes(gateway.url, cookie, join(WEB_DIST, 'site'), WEB_RUNS),
  );
};

/**
 * The rendering table, and Lighthouse with BENCH_LIGHTHOUSE=1, against two gateways of their own with
 * open browse on (guests see the catalogue): one keeping no data, one with the normal lifetimes.
 */
const measurePages = async (sandbox: Child): Promise<string[]> => {
  await control(sandbox, 'PUT', 'faults', []);
  log('rendering: two gateways with open browse (no cache, normal cache) ...');
  // The sandbox's open-browse persona has the demo password too. Served as production is (127.0.0.1
  // is a local host, whose pages say noindex): Lighthouse's SEO then judges the public store's pages.
  const openBrowse = {
    OPEN_BROWSE: 'on',
    OPEN_BROWSE_PASSWORD: PASSWORD,
    STORE_ENVIRONMENT: 'production',
    WEB_DIST,
  };
  const [cold, cached] = await Promise.all([
    startGateway('pages-cold', sandbox.url, { ...COLD_CACHE, ...openBrowse }),
    startGateway('pages', sandbox.url, openBrowse),
  ]);
  try {
    const gateways = { cold, cached, buyerCold: await gatewayLogin(cold) };
    const out = await renderingTable(gateways, WEB_DIST, CONCURRENCY, Math.max(5, SECONDS));
    if (process.env.BENCH_LIGHTHOUSE === '1')
      out.push('', ...(await lighthouseTable(cached.url, await gatewayLogin(cached))));
    return out;
  } finally {
    await Promise.all([stopChild(cold), stopChild(cached)]);
  }
};

/** BENCH_ONLY=pages: the rendering table (and Lighthouse with BENCH_LIGHTHOUSE=1) alone. */
const pagesOnly = async () => {
  const sandbox = await startSandbox();
  try {
    process.stdout.write(`${(await measurePages(sandbox)).join('\n')}\n`);
  } finally {
    await stopChild(sandbox);
  }
};

/** BENCH_ONLY=web: the web table alone, against one gateway with a warm cache. */
const webOnly = async () => {
  const sandbox = await startSandbox();
  const gateway = await startGateway('gateway', sandbox.url, { WEB_DIST });
  try {
    process.stdout.write(`${(await measureWeb(gateway, await gatewayLogin(gateway))).join('\n')}\n`);
  } finally {
    await stopChild(gateway);
    await stopChild(sandbox);
  }
};

/** BENCH_ONLY=orderpad: the order pad import alone against a cold-cache gateway, three runs (the table shows each). */
const orderPadOnly = async () => {
  const sandbox = await startSandbox();
  const gateway = await startGateway('gateway-cold', sandbox.url, { PRICE_TTL_SECONDS: '0', SEARCH_TTL_SECONDS: '0' });
  try {
    const cookie = await gatewayLogin(gateway);
    for (let run = 0; run < 3; run += 1) {
      const row = await benchOrderPadImport(gateway.url, cookie, (method, path) => control(sandbox, method, path));
      process.stdout.write(
        `${orderPadTable(row)
          .slice(run === 0 ? 0 : 5)
          .join('\n')}\n`,
      );
    }
  } finally {
    await stopChild(gateway);
    await stopChild(sandbox);
  }
};

/** BENCH_ONLY=spend: the spend report of the customer with 1,000 orders alone, cold then cached. */
const spendOnly = async () => {
  const sandbox = await startSandbox();
  const gateway = await startGateway('gateway-cold', sandbox.url, {});
  try {
    const cookie = await gatewayLogin(gateway, SPEND_USERNAME);
    const row = await benchSpendReport(gateway.url, cookie, (method, path) => control(sandbox, method, path));
    process.stdout.write(`${spendReportTable(row).join('\n')}\n`);
  } finally {
    await stopChild(gateway);
    await stopChild(sandbox);
  }
};

const fixed = (value: number, digits = 1) => value.toFixed(digits);

const print = (rows: Row[], listing: autocannon.Result, coldRss: number, cachedRss: number, meshRss: number) => {
  const out: string[] = [];
  out.push(`Pages per second at ${CONCURRENCY} concurrent users, ${SECONDS} s per cell; latency of whole pages in ms.`);
  out.push(
    'Floor = ERP latency x calls on the critical path. CPU = ms of the serving process per page (REST: the browser does the work).',
  );
  out.push('');
  out.push('| page | ERP latency | system | pages/s | p50 | p99 | p50/floor | ERP calls/page | CPU ms/page | errors |');
  out.push('|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows.filter((r) => r.system !== SINGLE_USER)) {
    const ratio = row.floor > 0 ? fixed(row.result.p50 / row.floor, 2) : '-';
    out.push(
      `| ${row.workload} | ${row.latency} ms | ${row.system} | ${fixed(row.result.perSecond, 0)} | ${fixed(row.result.p50)} | ${fixed(row.result.p99)} | ${ratio} | ${fixed(row.erpPerPage, 2)} | ${row.cpuMs === null ? '-' : fixed(row.cpuMs, 2)} | ${row.result.errors} |`,
    );
  }
  out.push('');
  out.push(
    'Gateway overhead with 20 ms ERP latency and a cold cache: page time not spent waiting on the ERP, from the',
  );
  out.push("gateway's Server-Timing erp figure (the union of its ERP calls' wall time), for one user and for");
  out.push(
    `${CONCURRENCY} users (where it includes queueing for the 2 cores shared with the sandbox); and page time minus the floor.`,
  );
  out.push('Throughput ratios against Mesh on the same page and latency, cold cache and normal (warm) cache.');
  out.push('');
  out.push(
    '| page | overhead p50 / p99, 1 user | overhead p50 / p99, ' +
      CONCURRENCY +
      ' users | p50 - floor, ' +
      CONCURRENCY +
      ' users | vs Mesh, cold | vs Mesh, warm |',
  );
  out.push('|---|---|---|---|---|---|');
  const ms = (overhead: LoadResult['overhead']) =>
    overhead ? `${fixed(overhead.p50)} / ${fixed(overhead.p99)} ms` : 'n/a';
  for (const row of rows.filter(
    (r) => r.latency === 20 && r.system.startsWith('(a) gateway, cold cache') && r.system !== SINGLE_USER,
  )) {
    const same = (system: string) =>
      rows.find((r) => r.latency === 20 && r.workload === row.workload && r.system === system);
    const single = same(SINGLE_USER);
    const meshRow = same('(c) GraphQL Mesh');
    const warm = same('(a) gateway, cache warm');
    const ratio = (gateway: Row | undefined) =>
      gateway && meshRow && meshRow.result.perSecond > 0
        ? `${fixed(gateway.result.perSecond / meshRow.result.perSecond, 2)}x`
        : 'n/a';
    out.push(
      `| ${row.workload} | ${ms(single?.result.overhead ?? null)} | ${ms(row.result.overhead)} | ${fixed(row.result.p50 - row.floor)} ms | ${ratio(row)} | ${ratio(warm)} |`,
    );
  }
  out.push('');
  out.push('| cache-hit listing (autocannon, 32 connections) | requests/s | p50 ms | p99 ms | non-2xx | errors |');
  out.push('|---|---|---|---|---|---|');
  out.push(
    `| gateway, warm cache, 0 ms | ${fixed(listing.requests.average, 0)} | ${listing.latency.p50} | ${listing.latency.p99} | ${listing.non2xx} | ${listing.errors} |`,
  );
  out.push('');
  out.push("Peak RSS: each server process's own VmHWM (/proc/<pid>/status), the most memory it held resident at any");
  out.push('moment of the whole run, start-up included; the sandbox and this load generator are separate processes.');
  out.push('');
  out.push('| process | peak RSS |');
  out.push('|---|---|');
  const flags = GATEWAY_FLAGS.length > 0 ? GATEWAY_FLAGS.join(' ') : "V8's default heap sizing";
  out.push(`| gateway, cold cache (${flags}) | ${coldRss} MB |`);
  out.push(`| gateway, warm cache (${flags}) | ${cachedRss} MB |`);
  out.push(`| GraphQL Mesh (V8's default heap sizing) | ${meshRss} MB |`);
  process.stdout.write(`${out.join('\n')}\n`);
};

const ONLY: Record<string, () => Promise<void>> = {
  web: webOnly,
  orderpad: orderPadOnly,
  pages: pagesOnly,
  spend: spendOnly,
};
await (ONLY[process.env.BENCH_ONLY ?? ''] ?? main)();
