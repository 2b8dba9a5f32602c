// The browser's side of the attack suite (gateway/src/security/attack/README.md): the store runs
// under its own Content-Security-Policy without a violation, another site cannot frame it, and text
// from a URL is shown as text, never run as markup.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { logIn } from './store.ts';

type Watched = Window & { violations?: string[]; xss?: number };

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
    const payload = '<img src=x onerror="window.xss=1">';
    await page.goto(`/c?q=${encodeURIComponent(payload)}`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(payload, { exact: false }).first()).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as Watched).xss)).toBeUndefined();
  });
});
