// The listing's paint in Chromium with a 4x slower CPU, as the store serves it and as plain HTML (the
// same page's rendered DOM saved without its scripts, served by the same gateway: the physical
// limit): the first product card and the largest contentful paint, cold and warm, runs interleaved.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/** A result card of the listing (web/src/features/catalog/SearchHitCard.tsx). */
const PRODUCT_CARD = '.search-hit';
export const LISTING = '/c?q=gloves';
/** The snapshot's name under the web root: the gateway serves it as a file of the build, at `/${PLAIN_PAGE}`. */
const PLAIN_PAGE = 'bench-plain-listing.html';

// Runs before the page's own scripts (CDP, so the store's CSP does not apply): notes the time from
// navigation start to the animation frame that paints the first product card, and the latest
// largest-contentful-paint entry.
const OBSERVERS = `(() => {
  const observer = new MutationObserver(() => {
    if (!document.querySelector(${JSON.stringify(PRODUCT_CARD)})) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__firstProductCard = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

// Evaluated as a string (the scripts' own types know no DOM): the two stamps, two frames after the card.
const READ_STAMPS = `new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() =>
  done({ card: window.__firstProductCard ?? NaN, lcp: window.__lcp ?? NaN }))))`;

// The page as the buyer sees it once rendered, without what would run: scripts (the state script
// included), module preloads and script preloads.
const SNAPSHOT = `(() => {
  const root = document.documentElement.cloneNode(true);
  for (const element of root.querySelectorAll('script, link[rel="modulepreload"], link[as="script"]')) element.remove();
  return '<!doctype html>\\n' + root.outerHTML;
})()`;

type Stamps = { card: number; lcp: number };

/** Once the card is there and the network quiet (late images are LCP candidates), both stamps. */
const loadStamps = async (context: BrowserContext, url: string): Promise<Stamps> => {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'commit' });
  // Polling with waitForFunction evaluates a string with `new Function`, which the store's CSP forbids.
  await page.waitForSelector(PRODUCT_CARD, { timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  const stamps = await page.evaluate<Stamps>(READ_STAMPS);
  await cdp.detach();
  return stamps;
};

const buyerCookies = (storeUrl: string, cookie: string) =>
  cookie
    .split('; ')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: storeUrl };
    });

/** The listing's rendered DOM as the buyer gets it, unthrottled, scripts removed. */
const snapshot = async (browser: Browser, storeUrl: string, cookie: string): Promise<string> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addCookies(buyerCookies(storeUrl, cookie));
    const page = await context.newPage();
    await page.goto(`${storeUrl}${LISTING}`);
    await page.waitForSelector(PRODUCT_CARD, { timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    return await page.evaluate<string>(SNAPSHOT);
  } finally {
    await context.close();
  }
};

/** Writes the snapshot into the web root, with the precompressed copies the build has for its files. */
const servePlain = (webRoot: string, html: string): (() => void) => {
  const path = join(webRoot, PLAIN_PAGE);
  writeFileSync(path, html);
  writeFileSync(`${path}.br`, brotliCompressSync(html));
  writeFileSync(`${path}.gz`, gzipSync(html, { level: 9 }));
  return () => {
    for (const file of [path, `${path}.br`, `${path}.gz`]) rmSync(file, { force: true });
  };
};

export type Series = { card: number[]; lcp: number[] };
export type Paint = { cold: Series; warm: Series };
export type PaintTimes = { runs: number; store: Paint; plain: Paint; plainKb: number };

const emptyPaint = (): Paint => ({ cold: { card: [], lcp: [] }, warm: { card: [], lcp: [] } });

/**
 * The store's listing and its plain-HTML snapshot, `runs` times each, cold (new context, empty cache)
 * then warm (the same context's second load), as the buyer whose session `cookie` is. The snapshot is
 * served from `webRoot` (the gateway's, same origin: its styles and images are the store's own) and
 * opened with the CSP bypassed: its style attributes were set by script in the live page and apply.
 */
export const listingPaintTimes = async (
  storeUrl: string,
  cookie: string,
  webRoot: string,
  runs: number,
): Promise<PaintTimes> => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const html = await snapshot(browser, storeUrl, cookie);
  const removePlain = servePlain(webRoot, html);
  const times: PaintTimes = { runs, store: emptyPaint(), plain: emptyPaint(), plainKb: Buffer.byteLength(html) / 1024 };
  const measure = async (paint: Paint, url: string, bypassCSP: boolean) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP });
    await context.addCookies(buyerCookies(storeUrl, cookie));
    await context.addInitScript(OBSERVERS);
    for (const load of ['cold', 'warm'] as const) {
      const stamps = await loadStamps(context, url);
      paint[load].card.push(stamps.card);
      paint[load].lcp.push(stamps.lcp);
    }
    await context.close();
  };
  try {
    for (let run = 0; run < runs; run += 1) {
      await measure(times.store, `${storeUrl}${LISTING}`, false);
      await measure(times.plain, `${storeUrl}/${PLAIN_PAGE}`, true);
    }
  } finally {
    removePlain();
    await browser.close();
  }
  return times;
};
