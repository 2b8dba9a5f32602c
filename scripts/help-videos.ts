// `npm run help-videos`: records the Help Videos page's walkthroughs (scripts/help-videos/walkthroughs.ts)
// in Chromium against a store of its own (ERP sandbox and gateway serving the built web, as the
// journeys start it), and writes each as web/public/content-site/videos/<name>.webm with its
// captions (.vtt) and poster (.webp). Not part of `npm test`: the files are committed content.
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { startSandbox } from '@mro/erp-sandbox';
import { startGateway } from '@mro/gateway';
import { readManifest } from '@mro/trusted-operations';
import { record, writeCaptions, writePoster } from './help-videos/recorder.ts';
import { WALKTHROUGHS, stepsOf, type Walkthrough } from './help-videos/walkthroughs.ts';

const WEB_DIST = fileURLToPath(new URL('../web/dist/', import.meta.url));
const VIDEOS = fileURLToPath(new URL('../web/public/content-site/videos/', import.meta.url));
// The page promises short videos a visitor can load on a phone.
const MAX_BYTES = 1.5 * 1024 * 1024;
const SECONDS = { min: 20, max: 45 };
/** The sandbox and the gateway on ephemeral ports of this machine only. */
const LOCAL = { port: 0, host: '127.0.0.1' };

const operation = (name: string): string => {
  const found = readManifest(`${WEB_DIST}operations.json`).operations.find((each) => each.name === name);
  if (!found) throw new Error(`The web has no operation named ${name}.`);
  return found.body;
};

const graphql = async <T>(context: BrowserContext, name: string, variables: object): Promise<T> => {
  const response = await context.request.post('/graphql', {
    data: { query: operation(name), variables },
    headers: { 'content-type': 'application/json' },
  });
  return (await response.json()) as T;
};

const logIn = async (context: BrowserContext, username: string): Promise<void> => {
  const body = await graphql<{ data?: { login?: { viewer?: unknown } } }>(context, 'Login', {
    input: { username, password: 'Demo1234!' },
  });
  if (!body.data?.login?.viewer) throw new Error(`login as ${username} failed: ${JSON.stringify(body)}`);
};

/** Four purchasable glove items, for the order pad. */
const purchasableGloves = async (context: BrowserContext): Promise<string[]> => {
  type Found = {
    data: { productSearch: { nodes: { items: { erp: string; price: { purchasable: boolean } | null }[] }[] } };
  };
  const found = await graphql<Found>(context, 'ProductSearch', { input: { query: 'gloves' } });
  return found.data.productSearch.nodes
    .flatMap((node) => node.items)
    .filter((item) => item.price?.purchasable)
    .slice(0, 4)
    .map((item) => item.erp);
};

/** One walkthrough against a store of its own, so each starts from the seeded data. */
const film = async (walkthrough: Walkthrough, browser: Browser) => {
  const sandbox = await startSandbox(LOCAL);
  // The in-process cache (REDIS_URL ignored): the recording's carts and lists stay its own.
  const gateway = await startGateway({
    ...LOCAL,
    erpUrl: sandbox.url,
    searchUrl: sandbox.url,
    redisUrl: undefined,
    webDist: WEB_DIST,
    logLevel: 'error',
  });
  // localhost is a secure context, so the Secure session cookie works over plain HTTP.
  const baseURL = gateway.url.replace('127.0.0.1', 'localhost');
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 720 } });
  try {
    const page = await context.newPage();
    let items: string[] = [];
    if (walkthrough.loggedIn) {
      await logIn(context, walkthrough.username);
      items = await purchasableGloves(context);
    }
    await walkthrough.prepare(page, items);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const video = `${VIDEOS}${walkthrough.name}.webm`;
    const recording = await record(page, video);
    await walkthrough.play(stepsOf(page, recording), items);
    const { seconds, cues } = await recording.stop();
    writeCaptions(`${VIDEOS}${walkthrough.name}.vtt`, cues, seconds);
    await writePoster(video, cues.at(-1)!.start + 1, `${VIDEOS}${walkthrough.name}.webp`);
    const bytes = statSync(video).size;
    process.stdout.write(`${walkthrough.name}: ${seconds.toFixed(1)} s, ${(bytes / 1024).toFixed(0)} KB\n`);
    if (bytes > MAX_BYTES) throw new Error(`${video} is ${bytes} bytes, over ${MAX_BYTES}`);
    if (seconds < SECONDS.min || seconds > SECONDS.max)
      throw new Error(`${video} lasts ${seconds.toFixed(1)} s, outside ${SECONDS.min}-${SECONDS.max} s`);
  } finally {
    await context.close();
    await gateway.close({ idleGraceMs: 0 });
    await sandbox.close();
  }
};

if (!existsSync(`${WEB_DIST}site/index.html`)) {
  process.stderr.write('web/dist is missing: run `npm run build -w web` first.\n');
  process.exit(1);
}
mkdirSync(VIDEOS, { recursive: true });
const only = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--hide-scrollbars'],
});
try {
  for (const walkthrough of WALKTHROUGHS.filter((each) => !only.length || only.includes(each.name)))
    await film(walkthrough, browser);
} finally {
  await browser.close();
}
