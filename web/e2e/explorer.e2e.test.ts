import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { seriousViolations } from './store.ts';

// The explorer's examples are ad-hoc operations: this file's store runs without trusted operations.
test.use({ trustedOperations: false });

/**
 * The strictest policy the explorer runs under: scripts, styles, fonts and images from the store
 * only, no inline script or style element, no eval, no worker. The test serves the page with it, so
 * the explorer stays ready for the policy the gateway will send. (Opening GraphiQL's settings or
 * short-keys dialog adds a <style> element, which this policy blocks, harmlessly: the test opens neither.)
 */
const STRICT_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "font-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "worker-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

type Watched = Window & { violations?: string[] };

/** Opens an example from the Examples panel, runs it with GraphiQL's Run button and returns the answer. */
const run = async (page: Page, example: string, operationName: string): Promise<string> => {
  await page.getByRole('button', { name: example, exact: true }).click();
  const answered = page.waitForResponse((response) => {
    const sent: unknown = response.request().postDataJSON();
    return (
      response.url().endsWith('/graphql') &&
      typeof sent === 'object' &&
      sent !== null &&
      'operationName' in sent &&
      sent.operationName === operationName
    );
  });
  await page.getByRole('button', { name: /^Execute query/ }).click();
  const body = await (await answered).text();
  // The answer is shown in GraphiQL's response editor too (its first lines, spaces as no-break spaces).
  await expect(page.locator('.graphiql-response')).toContainText('"data"', { timeout: 30_000 });
  return body;
};

test.describe('the schema explorer', () => {
  test('documents the schema, runs the examples with the logged-in session, loads nothing from elsewhere and needs no inline script, style or worker', async ({
    store,
  }) => {
    const { page } = await store.newPage();
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(store.url)) foreign.push(request.url());
    });
    await page.route('**/explorer', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': STRICT_POLICY } });
    });
    await page.addInitScript(() => {
      const watched: Watched = window;
      watched.violations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        watched.violations?.push(`${event.effectiveDirective} ${event.blockedURI}`);
      });
    });
    await page.goto('/explorer');
    await expect(page).toHaveTitle('Schema explorer | Vallen store API');
    await expect(page.getByRole('status')).toContainText('Guest', { timeout: 30_000 });

    // GraphiQL's documentation explorer lists the root types with their fields and descriptions.
    await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
    await page.locator('.graphiql-doc-explorer').getByRole('link', { name: 'Query', exact: true }).click();
    await expect(page.locator('.graphiql-doc-explorer')).toContainText('productSearch', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Show Examples' }).click();

    expect(await run(page, 'auth: log in', 'Login')).toContain('"customerNumber":"10001"');
    await expect(page.getByRole('status')).toContainText('buyer@acme.example', { timeout: 30_000 });

    expect(await run(page, 'catalog: search with prices', 'Search')).toContain('"productSearch"');
    // The product example takes $slug from the search's answer.
    const product = await run(page, 'catalog: product', 'Product');
    expect(product).toContain('"heading"');
    expect(product).not.toContain('"errors"');

    const cart = await run(page, 'cart: my cart', 'Cart');
    expect(cart).toContain('"lineCount"');
    expect(cart).not.toContain('"errors"');

    expect(await seriousViolations(page)).toEqual([]);
    expect(foreign).toEqual([]);
    expect(await page.evaluate(() => (window as Watched).violations)).toEqual([]);
  });
});
