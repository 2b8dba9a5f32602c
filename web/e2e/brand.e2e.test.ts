import { describe, expect } from 'vitest';
import { it, seriousViolations } from './store.ts';

describe('the two brands', () => {
  it('shows the default brand on the store host and the RV brand on its own host', async ({ store }) => {
    const { page } = await store.newPage();
    await page.goto('/');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Welcome to Vallen' }).count(), { timeout: 10_000 })
      .toBe(1);
    await expect.poll(() => page.getByText('Oil & Gas').count()).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);

    const port = new URL(store.url).port;
    await page.goto(`http://www.rvsupply.example:${port}/`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Welcome to RV Supply by Vallen' }).count(), {
        timeout: 10_000,
      })
      .toBe(1);
    await expect.poll(() => page.getByText('Manufactured Housing').count()).toBe(1);
    expect(await page.getByText('Oil & Gas').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
