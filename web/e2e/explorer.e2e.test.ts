import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { developmentIt as it, seriousViolations } from './store.ts';

/** Opens an example from the Examples panel, runs it with GraphiQL's Run button and returns the answer. */
const run = async (page: Page, example: string, operationName: string): Promise<string> => {
  await page.getByRole('button', { name: example, exact: true }).click();
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postDataJSON() as { operationName?: string } | null)?.operationName === operationName,
  );
  await page.getByRole('button', { name: /^Execute query/ }).click();
  const body = await (await answered).text();
  // The answer is shown in GraphiQL's response editor too (its first lines, spaces as no-break spaces).
  const shown = () => page.locator('.graphiql-response').textContent();
  await expect.poll(async () => (await shown())?.replace(/\s+/g, ' '), { timeout: 30_000 }).toContain('"data"');
  return body;
};

describe('the schema explorer', () => {
  it('documents the schema, runs the examples with the logged-in session and loads nothing from elsewhere', async ({
    store,
  }) => {
    const { page, context } = await store.newPage();
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(store.url)) foreign.push(request.url());
    });
    await page.goto('/explorer');
    await expect(page.title()).resolves.toBe('Schema explorer | Vallen store API');
    await expect.poll(() => page.getByRole('status').textContent(), { timeout: 30_000 }).toContain('Guest');

    // GraphiQL's documentation explorer lists the root types with their fields and descriptions.
    await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
    await page.locator('.graphiql-doc-explorer').getByRole('link', { name: 'Query', exact: true }).click();
    await expect
      .poll(() => page.locator('.graphiql-doc-explorer').textContent(), { timeout: 30_000 })
      .toContain('productSearch');
    await page.getByRole('button', { name: 'Show Examples' }).click();

    expect(await run(page, 'auth: log in', 'Login')).toContain('"customerNumber":"10001"');
    await expect
      .poll(() => page.getByRole('status').textContent(), { timeout: 30_000 })
      .toContain('buyer@acme.example');

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
    await context.close();
  });
});
