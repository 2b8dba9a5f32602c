// @playwright/test fixtures for the journeys: a test names what it needs (`async ({ store }) => ...`).
// Each worker keeps one Chromium; each file gets its own store (ERP sandbox and gateway serving the
// built web), started when its first test asks and closed when the worker moves to the next file,
// so files never see each other's orders and carts. Starting one costs ~0.2 s after the worker's
// first (the sandbox's dataset is built once per process).
import { test as base, expect, type Browser, type BrowserContext, type Page, type Response } from '@playwright/test';
import { startServers, webOperation, type Servers } from './store.ts';

export type Store = {
  url: string;
  /** The ERP sandbox, for its test-control endpoints (for example the mail it sent). */
  sandboxUrl: string;
  browser: Browser;
  /** A page in a new browser context (its own cookies), closed after the test. */
  newPage(): Promise<{ context: BrowserContext; page: Page }>;
  /**
   * A page of its own browser context logged in as `username` through the store's Login operation
   * (the login form has its own journeys); it opens no page: the test goes where it wants.
   */
  loggedInPage(username: string, password?: string): Promise<Page>;
};

type WorkerFixtures = {
  /** Trusted operations on, as in production; `test.use({ trustedOperations: false })` for the explorer. */
  trustedOperations: boolean;
  serversOf: (file: string, trustedOperations: boolean) => Promise<Servers>;
};

export const test = base.extend<{ store: Store }, WorkerFixtures>({
  trustedOperations: [true, { scope: 'worker', option: true }],
  serversOf: [
    async ({}, use) => {
      const open: { key: string | null; servers: Servers | null } = { key: null, servers: null };
      await use(async (file, trustedOperations) => {
        const key = `${file}|${trustedOperations}`;
        if (open.key !== key || !open.servers) {
          await open.servers?.close();
          open.servers = null;
          open.servers = await startServers({ trustedOperations });
          open.key = key;
        }
        return open.servers;
      });
      await open.servers?.close();
    },
    { scope: 'worker' },
  ],
  store: async ({ browser, serversOf, trustedOperations }, use, testInfo) => {
    const store = storeOf(await serversOf(testInfo.file, trustedOperations), browser);
    await use(store);
    if (testInfo.status !== testInfo.expectedStatus) await store.describePages();
    await store.closePages();
    expect(store.browserProblems(), 'hydration failures or inline styles the CSP refused').toEqual([]);
  },
});
export { expect };

/**
 * A store over running servers in this browser (for files that start their own servers, or share
 * one page across their tests): `closePages` closes every context it opened.
 */
export const storeOf = (
  { url, sandboxUrl }: Pick<Servers, 'url' | 'sandboxUrl'>,
  browser: Browser,
): Store & { closePages(): Promise<void>; describePages(): Promise<void>; browserProblems(): string[] } => {
  const contexts: BrowserContext[] = [];
  const graphqlErrors: string[] = [];
  const problems: string[] = [];
  const newPage = async () => {
    const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    context.on('response', (response) => void noteGraphqlErrors(response, graphqlErrors));
    context.on('console', (message) => {
      if (BROWSER_PROBLEM.test(message.text()))
        problems.push(`${message.page()?.url()}: ${message.text().slice(0, 500)}`);
    });
    waitForHydrationIn(context);
    return { context, page: await context.newPage() };
  };
  return {
    url,
    sandboxUrl,
    browser,
    newPage,
    async loggedInPage(username, password = 'Demo1234!') {
      const { context, page } = await newPage();
      await logInThrough(context, username, password);
      return page;
    },
    browserProblems: () => [...problems],
    async closePages() {
      await Promise.all(contexts.splice(0).map((context) => context.close()));
    },
    // CI keeps no traces: a failed journey prints what its pages showed and the API's errors.
    async describePages() {
      for (const page of contexts.flatMap((context) => context.pages())) {
        const shown = (await page.locator('main').count()) === 1 ? page.locator('main') : page.locator('body');
        const snapshot = await shown
          .ariaSnapshot({ timeout: 2_000 })
          .catch((error: Error) => `(no snapshot: ${error.message})`);
        process.stdout.write(`--- page at ${page.url()} when the test failed:\n${snapshot.slice(0, 4_000)}\n`);
      }
      if (graphqlErrors.length)
        process.stdout.write(`--- GraphQL errors the pages received:\n${graphqlErrors.join('\n')}\n`);
    },
  };
};

/**
 * A page drawn twice (the browser's render did not match the server's HTML: main.tsx logs it), or a
 * style attribute in the HTML that the CSP refused: either fails the journey.
 */
const BROWSER_PROBLEM = /^Hydration failed|Applying inline style violates|Refused to apply inline style/;

/** After the answer of one of the store's pages, until React has taken the page over (main.tsx). */
const afterHydration = async (page: Page, response: Response | null): Promise<Response | null> => {
  const html = /text\/html/.test((await response?.headerValue('content-type')) ?? '');
  if (html && (await page.locator('#root').count()) > 0)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  return response;
};

/**
 * The page's goto and reload return once the page is live, so no journey acts on a server-rendered
 * page before React has hydrated it (a press there would be lost).
 */
const waitsForHydration = (page: Page): void => {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (target, options) => afterHydration(page, await goto(target, options));
  page.reload = async (options) => afterHydration(page, await reload(options));
};

/** Every page the context opens waits in goto and reload until React has taken it over. */
export const waitForHydrationIn = (context: BrowserContext): void => {
  context.on('page', waitsForHydration);
};

const noteGraphqlErrors = async (response: Response, into: string[]): Promise<void> => {
  // Queries are GETs with the operation in the query string.
  if (new URL(response.url()).pathname !== '/graphql') return;
  const body = (await response.json().catch(() => null)) as { errors?: { message: string; path?: unknown[] }[] } | null;
  for (const error of body?.errors ?? []) {
    into.push(`${response.status()} ${JSON.stringify(error.path ?? [])}: ${error.message}`.slice(0, 500));
  }
};

/** Logs a browser context in with the web's own Login operation (its session cookie is then set). */
export const logInThrough = async (context: BrowserContext, username: string, password: string): Promise<void> => {
  const response = await context.request.post('/graphql', {
    data: { query: webOperation('Login'), variables: { input: { username, password } } },
    headers: { 'content-type': 'application/json' },
  });
  const body = (await response.json()) as { data?: { login?: { viewer?: unknown; userErrors?: unknown[] } } };
  if (!body.data?.login?.viewer) throw new Error(`login as ${username} failed: ${JSON.stringify(body)}`);
};
