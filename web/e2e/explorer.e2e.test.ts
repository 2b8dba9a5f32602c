import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { it, seriousViolations } from './store.ts';

const run = async (page: Page, example: string): Promise<string> => {
  await page.getByLabel('Example operations').selectOption(example);
  await page.getByRole('button', { name: 'Run' }).click();
  await expect.poll(() => page.locator('#result').textContent(), { timeout: 30_000 }).not.toMatch(/^(Running\.\.\.)?$/);
  return (await page.locator('#result').textContent()) ?? '';
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
    await expect.poll(() => page.locator('#docs details').count(), { timeout: 30_000 }).toBeGreaterThan(20);
    await expect.poll(() => page.locator('#session').textContent(), { timeout: 30_000 }).toContain('Guest');
    await page.locator('#docs summary', { hasText: 'Query' }).first().click();
    expect(await page.locator('#docs details[open]').first().textContent()).toContain('productSearch');

    expect(await run(page, 'auth: log in')).toContain('"customerNumber": "10001"');
    await expect
      .poll(() => page.locator('#session').textContent(), { timeout: 30_000 })
      .toContain('buyer@acme.example');

    expect(await run(page, 'catalog: search with prices')).toContain('"productSearch"');
    await page.getByLabel('Example operations').selectOption('catalog: product');
    expect(JSON.parse((await page.getByLabel('Variables (JSON)').inputValue()) || '{}').slug).toMatch(/\S/);
    const product = await run(page, 'catalog: product');
    expect(product).toContain('"heading"');
    expect(product).not.toContain('"errors"');

    const cart = await run(page, 'cart: my cart');
    expect(cart).toContain('"lineCount"');
    expect(cart).not.toContain('"errors"');

    expect(await seriousViolations(page)).toEqual([]);
    expect(foreign).toEqual([]);
    await context.close();
  });
});
