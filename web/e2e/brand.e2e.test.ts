import { test, expect } from './fixtures.ts';
import { seriousViolations } from './store.ts';

test.describe('the two brands', () => {
  test('shows the default brand on the store host and the RV brand on its own host', async ({ store }) => {
    const { page } = await store.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Vallen' })).toHaveCount(1);
    await expect(page.getByText('Oil & Gas')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);

    const port = new URL(store.url).port;
    await page.goto(`http://www.rvsupply.example:${port}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to RV Supply by Vallen' })).toHaveCount(1);
    await expect(page.getByText('Manufactured Housing')).toHaveCount(1);
    await expect(page.getByText('Oil & Gas')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
