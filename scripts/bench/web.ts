// The bench's web table: the JavaScript each route downloads (from the Vite manifest and the build's
// precompressed files), and the listing's paint as the store and as plain HTML (paint.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { LISTING, type PaintTimes, type Series } from './paint.ts';

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
/** Issue 28's goal: the store paints within this factor of the same page as plain HTML. */
export const PLAIN_HTML_GOAL = 1.5;

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

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const fixed = (value: number, digits = 1) => value.toFixed(digits);
const COLUMNS = [
  ['cold', 'card'],
  ['warm', 'card'],
  ['cold', 'lcp'],
  ['warm', 'lcp'],
] as const satisfies readonly (readonly ['cold' | 'warm', keyof Series])[];
/** A median, with the range behind it (a shared machine's runs vary). */
const spread = (values: number[]) =>
  `${fixed(median(values), 0)} (${fixed(Math.min(...values), 0)}-${fixed(Math.max(...values), 0)})`;

/** The web table in Markdown. */
export const webTable = (weights: RouteWeight[], paint: PaintTimes | null): string[] => {
  const out: string[] = [];
  out.push(
    'JavaScript each route downloads before it renders (its entry, its lazy page chunk, their static imports; KiB as',
  );
  out.push("served from the build's precompressed files).");
  out.push('');
  out.push('| route | files | minified | gzip | brotli |');
  out.push('|---|---|---|---|---|');
  for (const weight of weights)
    out.push(
      `| ${weight.route} | ${weight.files} | ${fixed(weight.rawKb)} | ${fixed(weight.gzipKb)} | ${fixed(weight.brotliKb)} |`,
    );
  if (!paint) return out;
  out.push('');
  out.push(
    `${LISTING} as a logged-in buyer, ms from navigation start to the first product card's frame and to the largest`,
  );
  out.push(
    `contentful paint; Chromium, CPU throttled 4x; median (min-max) of ${paint.runs} runs, store and plain HTML interleaved`,
  );
  out.push(
    "(cold: new context, empty cache; warm: the same context's second load). Plain HTML: the same page's rendered DOM",
  );
  out.push(
    `saved without scripts (${fixed(paint.plainKb)} KiB) and served by the same gateway, the physical limit. Goal: the`,
  );
  out.push(`store within ${PLAIN_HTML_GOAL}x of it (issue 28).`);
  out.push('');
  out.push('| page | first product card, cold | warm | largest contentful paint, cold | warm |');
  out.push('|---|---|---|---|---|');
  const row = (name: string, cell: (load: 'cold' | 'warm', series: keyof Series) => string) =>
    out.push(`| ${name} | ${COLUMNS.map(([load, series]) => cell(load, series)).join(' | ')} |`);
  row('the store', (load, series) => spread(paint.store[load][series]));
  row('plain HTML', (load, series) => spread(paint.plain[load][series]));
  row(`store / plain (goal <= ${PLAIN_HTML_GOAL}x)`, (load, series) => {
    const ratio = median(paint.store[load][series]) / median(paint.plain[load][series]);
    return `${fixed(ratio, 2)}x ${ratio <= PLAIN_HTML_GOAL ? 'within' : 'OVER'}`;
  });
  return out;
};
