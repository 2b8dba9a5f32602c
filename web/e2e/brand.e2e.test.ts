import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, startStore, type Store } from './store.ts';

let store: Store;
beforeAll(async () => {
  store = await startStore();
});
afterAll(() => store?.close());

describe('the two brands', () => {
  it('shows the default brand on the store host and the RV brand on its own host', async () => {
    const { page } = await store.newPage();
    await page.goto('/');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Welcome to Vallen' }).count(), { timeout: 10_000 })
      .toBe(1);
    await expect.poll(() => page.getByText('Oil & Gas').count()).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);

    const port = new URL(store.url).port;
    await page.goto(`http://www.rvsupply.example:${port}/`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Welcome to RV Supply by Vallen' }).count(), { timeout: 10_000 })
      .toBe(1);
    await expect.poll(() => page.getByText('Manufactured Housing').count()).toBe(1);
    expect(await page.getByText('Oil & Gas').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
