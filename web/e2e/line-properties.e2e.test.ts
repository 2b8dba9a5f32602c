import { test, expect } from './fixtures.ts';
import { seriousViolations, webOperation } from './store.ts';

type Found = {
  data: { productSearch: { nodes: { items: { erp: string; price: { purchasable: boolean } | null }[] }[] } };
};

test.describe('line properties', () => {
  test('refuses a value breaking a rule, fills down after the confirmation and then lets the buyer check out', async ({
    store,
  }) => {
    const { page, context } = await store.newPage();
    const gql = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> =>
      (await (
        await context.request.post('/graphql', {
          data: { query, variables },
          headers: { 'content-type': 'application/json' },
        })
      ).json()) as T;
    const login = await gql<{ data: { login: { userErrors: { message: string }[] } } }>(webOperation('Login'), {
      input: { username: 'buyer@rvsupply.example', password: 'Demo1234!' },
    });
    expect(login.data.login.userErrors).toEqual([]);
    const found = await gql<Found>(webOperation('ProductSearch'), { input: { query: 'gloves' } });
    const erps = found.data.productSearch.nodes
      .flatMap((n) => n.items)
      .filter((i) => i.price?.purchasable)
      .slice(0, 2)
      .map((i) => i.erp);
    expect(erps).toHaveLength(2);
    await gql(webOperation('AddCartLines'), { input: { lines: erps.map((erp) => ({ erp, quantity: 1 })) } });

    await page.goto('/cart');
    await expect(page.getByText('Line properties: (Required)')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Check Out' })).toBeDisabled();
    await page.getByRole('button', { name: `Edit line properties for ${erps[0]}` }).click();
    await page.getByLabel('Job Number (Required)').fill('AB-1234');
    await page.getByLabel('Bin Count').fill('1,001');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('One or more of the values is invalid. Please try again.')).toHaveCount(1);
    await expect(page.getByText('Invalid value')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Bin Count').fill('1,000');
    await page.getByRole('button', { name: 'Fill Down' }).click();
    await expect(
      page.getByText(
        'These settings will be applied to this and all subsequent line items. Is this what you want to do?',
      ),
    ).toHaveCount(1);
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('job_number: AB-1234')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Check Out' })).toBeEnabled();
    await context.close();
  });
});
