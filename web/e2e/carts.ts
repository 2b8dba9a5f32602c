// Carts of real size for the journeys and the visual review, filled through the web's own operations.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { webOperation } from './store.ts';

type FoundItem = { erp: string; price: { amount: { display: string } | null } | null };
export type Found = { data: { productSearch: { nodes: { items: FoundItem[] }[] } } };

export const valueOf = (item: FoundItem): number => Number(item.price?.amount?.display.replace(/[^0-9.]/g, '') ?? 0);

/** The store's own API in the page's session (trusted operations: only the web's operations run). */
export const apiOf =
  (context: BrowserContext) =>
  async <T>(name: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await context.request.post('/graphql', {
      data: { query: webOperation(name), variables },
      headers: { 'content-type': 'application/json' },
    });
    return (await response.json()) as T;
  };

/** Fills the cart with `count` different priced items, one each, cheap enough to stay under the buyer's limit. */
export const fillCartWithLines = async (context: BrowserContext, count: number): Promise<string[]> => {
  const gql = apiOf(context);
  const erps = new Set<string>();
  for (let page = 0; erps.size < count && page < 40; page += 1) {
    const found = await gql<Found>('ProductSearch', { input: { query: '', page } });
    for (const item of found.data.productSearch.nodes.flatMap((node) => node.items)) {
      const value = valueOf(item);
      if (value > 0 && value < 25 && erps.size < count) erps.add(item.erp);
    }
  }
  expect(erps.size).toBe(count);
  await addLines(
    context,
    [...erps].map((erp) => ({ erp, quantity: 1 })),
  );
  return [...erps];
};

type Added = {
  data?: { addCartLines?: { userErrors: { message: string }[] } | null } | null;
  errors?: { message: string }[];
};
/**
 * Adds lines through the web's own operation and fails at once when the store refuses them: a refused
 * add would otherwise leave the test waiting out its timeout for a Check Out button that never comes.
 */
export const addLines = async (context: BrowserContext, lines: { erp: string; quantity: number }[]): Promise<void> => {
  const answer = await apiOf(context)<Added>('AddCartLines', { input: { lines } });
  const refused = [...(answer.errors ?? []), ...(answer.data?.addCartLines?.userErrors ?? [])];
  if (refused.length > 0 || !answer.data?.addCartLines) {
    throw new Error(
      `The store refused the cart lines: ${refused.map((each) => each.message).join('; ') || 'no answer'}`,
    );
  }
};

/** Puts about `target` dollars of one gloves item dearer than `above` into the cart (a line holds at most 999). */
export const fillCartToValue = async (context: BrowserContext, target: number, above = 5): Promise<void> => {
  const found = await apiOf(context)<Found>('ProductSearch', { input: { query: 'gloves' } });
  const item = found.data.productSearch.nodes.flatMap((node) => node.items).find((each) => valueOf(each) > above);
  if (!item) throw new Error(`The sandbox has no gloves dearer than ${above}.`);
  await addLines(context, [{ erp: item.erp, quantity: Math.ceil(target / valueOf(item)) }]);
};

/** Fills the buyer's cart over the 2500 limit (through the store's own API) and checks out in the browser. */
export const sendOverLimitOrder = async (page: Page): Promise<string> => {
  await fillCartToValue(page.context(), 2600, 20);
  await page.goto('/cart');
  await expect(page.getByRole('button', { name: 'Check Out' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Check Out' }).click();
  await page.waitForURL(/\/cart\/order/);
  await expect.poll(() => page.getByLabel('Ship-to address').locator('option').count()).toBeGreaterThan(1);
  await page.getByLabel('Ship-to address').selectOption({ index: 1 });
  await page.getByLabel('Contact name').fill('Bianca Buyer');
  await page.getByLabel('E-mail').fill('buyer@acme.example');
  await page.getByLabel('PO number').fill('PO-APPROVAL');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.waitForURL(/\/cart\/payment/);
  await expect(page.getByRole('button', { name: 'Continue to Review' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await page.waitForURL(/\/cart\/review/);
  await expect(page.getByRole('button', { name: 'Place Order' }).first()).toBeVisible();
  // Before the button: the order is over the limit, and who approves it.
  await expect(
    page.getByText('This order exceeds your approval limit: placing it sends it to Alan Approver for approval.'),
  ).toHaveCount(1);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/cart\/approval/);
  const id =
    (
      await page
        .getByText(/Request number:/)
        .locator('strong')
        .textContent()
    )?.trim() ?? '';
  expect(id).toMatch(/^\d+$/);
  return id;
};
