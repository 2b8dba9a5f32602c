// The bench's web table: the JavaScript each route downloads (from the Vite manifest and the build's
// precompressed files), and how long the listing takes to paint its first product card in Chromium
// with a 4x slower CPU, cold (new browser context, empty cache) and warm (same context, second load).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, type BrowserContext } from 'playwright-core';

/** What `build.manifest` writes: per source module, its chunk and the chunks it imports. */
type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;

/** Routes and the page module each one loads lazily (web/src/app/lazyPages.tsx); `null`: the shell alone. */
export const WEB_ROUTES: { route: string; entry: string; page: string | null }[] = [
  { route: '/ (home)', entry: 'index.html', page: 'src/features/home/HomePage.tsx' },
  { route: '/c?q=gloves (listing)', entry: 'index.html', page: 'src/features/catalog/SearchPage.tsx' },
  { route: '/p/:slug (product)', entry: 'index.html', page: 'src/features/catalog/ProductPage.tsx' },
  { route: '/cart', entry: 'index.html', page: 'src/features/cart/CartPage.tsx' },
  { route: '/cart/order (checkout)', entry: 'index.html', page: 'src/features/checkout/OrderDetailsPage.tsx' },
  { route: '/my-account/orders', entry: 'index.html', page: 'src/features/orders/OrderHistoryPage.tsx' },
  { route: '/explorer', entry: 'explorer.html', page: null },
];
/** Issue 14's budget for the first route a visitor opens (home or listing), gzip. */
export const FIRST_ROUTE_BUDGET_KB = 150;
export const PAINT_BUDGET_MS = { cold: 800, warm: 400 };
/** A result card of the listing (web/src/features/catalog/SearchHitCard.tsx). */
const PRODUCT_CARD = '.search-hit';
const LISTING = '/c?q=gloves';

export type RouteWeight = { route: string; files: number; rawKb: number; gzipKb: number; brotliKb: number };

const kb = (bytes: number) => bytes / 1024;

/** The size of a file as served: its precompressed copy if the build wrote one, else compressed here. */
const compressedSize = (path: string, suffix: '.gz' | '.br'): number => {
  if (existsSync(path + suffix)) return statSync(path + suffix).size;
  const source = readFileSync(path);
  return (suffix === '.gz' ? gzipSync(source, { level: 9 }) : brotliCompressSync(source)).length;
};

/** The JavaScript a route loads before it can render: its entry, its page's chunk, and their static imports. */
export const routeWeights = (dist: string): RouteWeight[] => {
  // The chunk manifest is beside the web root (site/), whose files it names (web/vite.config.ts).
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run \`npm run build -w web\` first.`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  return WEB_ROUTES.map(({ route, entry, page }) => {
    const files = new Set<string>();
    // A build without lazy routes (BENCH_WEB_DIST of an older one) has every page in its entry chunk.
    const split = (manifest[entry]?.dynamicImports ?? []).length > 0;
    const pending = [entry, ...(page && split ? [page] : [])];
    for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the web build's manifest: update WEB_ROUTES in ${import.meta.url}`);
      if (files.has(chunk.file)) continue;
      files.add(chunk.file);
      pending.push(...(chunk.imports ?? []));
    }
    const scripts = [...files].filter((file) => file.endsWith('.js')).map((file) => join(dist, 'site', file));
    const sum = (size: (path: string) => number) => kb(scripts.reduce((total, path) => total + size(path), 0));
    return {
      route,
      files: scripts.length,
      rawKb: sum((path) => statSync(path).size),
      gzipKb: sum((path) => compressedSize(path, '.gz')),
      brotliKb: sum((path) => compressedSize(path, '.br')),
    };
  });
};

// Runs before the page's own scripts (CDP, so the store's CSP does not apply): notes the time from
// navigation start to the animation frame that paints the first product card.
const FIRST_CARD_OBSERVER = `(() => {
  const observer = new MutationObserver(() => {
    if (!document.querySelector(${JSON.stringify(PRODUCT_CARD)})) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__firstProductCard = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

const firstCardMs = async (context: BrowserContext, url: string): Promise<number> => {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'commit' });
  // Polling with waitForFunction evaluates a string in the page, which the store's CSP forbids; so wait
  // for the card, then read the stamp two animation frames later (the observer sets it on the first).
  await page.waitForSelector(PRODUCT_CARD, { timeout: 60_000 });
  const ms = Number(
    await page.evaluate(() => {
      // Runs in the page (the scripts' own types know no DOM).
      const page = globalThis as unknown as {
        requestAnimationFrame: (callback: () => void) => void;
        __firstProductCard?: number;
      };
      return new Promise((done) =>
        page.requestAnimationFrame(() => page.requestAnimationFrame(() => done(page.__firstProductCard))),
      );
    }),
  );
  await cdp.detach();
  return ms;
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export type PaintTimes = { runs: number; cold: number[]; warm: number[] };

/** First product card on the listing, `runs` times cold and warm, as the buyer whose session `cookie` is. */
export const listingPaintTimes = async (storeUrl: string, cookie: string, runs: number): Promise<PaintTimes> => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const cookies = cookie
    .split('; ')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: storeUrl };
    });
  const times: PaintTimes = { runs, cold: [], warm: [] };
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addCookies(cookies);
      await context.addInitScript(FIRST_CARD_OBSERVER);
      times.cold.push(await firstCardMs(context, `${storeUrl}${LISTING}`));
      times.warm.push(await firstCardMs(context, `${storeUrl}${LISTING}`));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
};

const fixed = (value: number, digits = 1) => value.toFixed(digits);
const verdict = (value: number, budget: number) => (value <= budget ? 'within' : 'OVER');

/** The web table in Markdown. */
export const webTable = (weights: RouteWeight[], paint: PaintTimes | null): string[] => {
  const out: string[] = [];
  out.push(
    'JavaScript each route downloads before it renders (its entry, its lazy page chunk, their static imports; KiB as',
  );
  out.push(
    `served from the build's precompressed files). Budget for the first route (home, listing): ${FIRST_ROUTE_BUDGET_KB} KB gzip.`,
  );
  out.push('');
  out.push('| route | files | minified | gzip | brotli | budget |');
  out.push('|---|---|---|---|---|---|');
  for (const weight of weights) {
    const first = weight.route.startsWith('/ ') || weight.route.startsWith('/c?');
    out.push(
      `| ${weight.route} | ${weight.files} | ${fixed(weight.rawKb)} | ${fixed(weight.gzipKb)} | ${fixed(weight.brotliKb)} | ${first ? verdict(weight.gzipKb, FIRST_ROUTE_BUDGET_KB) : '-'} |`,
    );
  }
  if (paint) {
    out.push('');
    out.push(
      `First product card painted on ${LISTING}, ms from navigation start, Chromium with the CPU throttled 4x, a logged-in`,
    );
    out.push(
      `buyer; median of ${paint.runs} runs (cold: new context, empty cache; warm: the same context's second load).`,
    );
    out.push('');
    out.push('| load | median | min | max | budget |');
    out.push('|---|---|---|---|---|');
    for (const load of ['cold', 'warm'] as const) {
      const values = paint[load];
      const value = median(values);
      out.push(
        `| ${load} | ${fixed(value, 0)} | ${fixed(Math.min(...values), 0)} | ${fixed(Math.max(...values), 0)} | ${verdict(value, PAINT_BUDGET_MS[load])} (${PAINT_BUDGET_MS[load]}) |`,
      );
    }
  }
  return out;
};
