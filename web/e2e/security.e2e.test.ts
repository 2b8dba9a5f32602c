// The browser's side of the attack suite (gateway/src/security/attack/README.md): the store runs
// under its own Content-Security-Policy without a violation, another site cannot frame it, and text
// from a URL is shown as text, never run as markup.
import { request as httpRequest } from 'node:http';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { logIn } from './store.ts';
import { journeyAttackFigures } from './attack-figures.ts';

type Watched = Window & { violations?: string[]; xss?: string };

/** Records every CSP violation the page reports, from its first script on. */
const watchViolations = async (page: Page) => {
  await page.addInitScript(() => {
    const watched = window as Watched;
    watched.violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      watched.violations?.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
};

/** GET with the path exactly as written (a browser or fetch would normalise it before sending). */
const rawGet = (base: string, path: string) =>
  new Promise<string>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    httpRequest({ hostname, port, path, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
    })
      .on('error', reject)
      .end();
  });

const violations = (page: Page) => page.evaluate(() => (window as Watched).violations ?? []);

test.describe('browser defences', () => {
  test('renders the store under its CSP without a single violation, logged out and in', async ({ store }) => {
    const { page } = await store.newPage();
    await watchViolations(page);
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.waitForLoadState('networkidle');
    await logIn(page, 'buyer@acme.example');
    await page.goto('/c?q=gloves');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('status').filter({ hasText: 'results' }).first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('refuses to be framed by another site (finding 7)', async ({ store }) => {
    const { context, page } = await store.newPage();
    // A sibling origin's page that frames the logged-in store.
    await context.route('http://attacker.example/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Win a prize</title><iframe id="store" src="${store.url}/my-account"></iframe>`,
      }),
    );
    await logIn(page, 'buyer@acme.example');
    await page.goto('http://attacker.example/');
    await page.waitForLoadState('networkidle');
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    // Blocked by frame-ancestors: the frame holds Chromium's error page, none of the store's text.
    const text = await framed?.evaluate(() => document.body.innerText).catch(() => '');
    expect(text ?? '').not.toContain('Vallen');
    await expect(page.locator('#store')).toHaveCount(1);
  });

  test('shows markup from the URL as text and runs none of it (XSS)', async ({ store }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    // Attack class 2: each payload marks the window and leaves an element named xss if it ran.
    const payloads = [
      '<img src=x id=xss onerror="window.xss=\'img\'">',
      '<svg id=xss onload="window.xss=\'svg\'"></svg>',
      "\"><script id=xss>window.xss='script'</script>",
      '<iframe id=xss src="javascript:parent.xss=\'iframe\'"></iframe>',
      '<a id=xss href="javascript:window.xss=\'link\'">x</a>',
      '<details id=xss open ontoggle="window.xss=\'details\'">',
    ];
    const figures = journeyAttackFigures(2);
    for (const payload of payloads) {
      await figures.send(() => page.goto(`/c?q=${encodeURIComponent(payload)}`));
      await page.waitForLoadState('networkidle');
      await expect(page.getByText(payload, { exact: false }).first()).toBeVisible();
      const ran = await page.evaluate(() => (window as Watched).xss);
      const elements = await page.locator('#xss').count();
      figures.gotThrough(ran !== undefined || elements > 0 ? 1 : 0);
      expect(ran, payload).toBeUndefined();
      expect(elements, payload).toBe(0);
    }
  });
});

test.describe('the web build', () => {
  // Issue 31 finding 3: the built web served its trusted operations manifest through path variants.
  test('serves its pages and assets but none of its manifests, however their path is spelled', async ({ store }) => {
    const base = store.url.replace('localhost', '127.0.0.1');
    const manifests = ['operations.json', '.vite/manifest.json'].flatMap((file) => [
      `/${file}`,
      `//${file}`,
      `/./${file}`,
      `/assets/../${file}`,
      `/%2e/${file}`,
      `/../${file}`,
      `/site/../${file}`,
      `/${file.replace(/^./, (first) => `%${first.charCodeAt(0).toString(16)}`)}`,
    ]);
    for (const path of manifests) {
      const body = await rawGet(base, path);
      expect(body, path).not.toContain('trusted-operations/1');
      expect(body, path).not.toContain('isDynamicEntry');
    }
    const { page } = await store.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/assets/') && response.url().endsWith('.js')) scripts.push(`${response.status()}`);
    });
    await page.goto('/./login');
    await expect(page.getByRole('heading', { name: 'Log In', exact: true })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((status) => status === '200')).toBe(true);
  });
});
