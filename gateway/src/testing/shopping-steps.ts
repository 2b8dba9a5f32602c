// Test-only: the steps of the shopping integration tests (checkout, attack finding 8). A stack may be
// shared by every integration file, so a step never assumes a fresh sandbox: it empties the cart it fills.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestClient } from './stack.ts';

type Item = { erp: string; price: { purchasable: boolean; amount: { value: number } | null } | null };

/** A new 32-character order key. */
export const orderKey = (): string =>
  randomBytes(24)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, '')
    .padEnd(32, 'x')
    .slice(0, 32);

/** Purchasable gloves with their ERP price. */
export const purchasableItems = async (client: TestClient): Promise<Item[]> => {
  const found = await client.gql<{ productSearch: { nodes: { items: Item[] }[] } }>(
    '{ productSearch(input: { query: "gloves" }) { nodes { items { erp price { purchasable amount { value } } } } } }',
  );
  return found.data!.productSearch.nodes.flatMap((node) => node.items).filter((item) => item.price?.purchasable);
};

/** Removes every line and promo code another test (or file) left in the client's cart. */
export const emptyCart = async (client: TestClient): Promise<void> => {
  const cart = await client.gql<{ cart: { promoCodes: string[]; lines: { id: string }[] } }>(
    '{ cart { promoCodes lines(limit: 1000) { id } } }',
  );
  const ids = cart.data!.cart.lines.map((line) => line.id);
  if (ids.length > 0)
    await client.gql(
      'mutation R($ids: [ID!]!) { removeCartLines(input: { lineIds: $ids }) { userErrors { message } } }',
      {
        ids,
      },
    );
  for (const code of cart.data!.cart.promoCodes)
    await client.gql(
      'mutation P($code: String!) { removePromoCode(input: { code: $code }) { userErrors { message } } }',
      {
        code,
      },
    );
  expect((await client.gql('{ cart { lineCount promoCodes } }')).data).toEqual({
    cart: { lineCount: 0, promoCodes: [] },
  });
};

/** Chooses the first ship-to that needs no PO, with `details` (PO, notes) for the order. */
export const chooseShipTo = async (client: TestClient, details: Record<string, unknown> = {}): Promise<string> => {
  const shipTos = await client.gql<{ shipTos: { id: string; purchaseOrderRequired: boolean }[] }>(
    '{ shipTos { id purchaseOrderRequired } }',
  );
  const shipTo = shipTos.data!.shipTos.find((candidate) => !candidate.purchaseOrderRequired)!;
  const result = await client.gql<{ updateCheckoutDetails: { userErrors: unknown[] } }>(
    'mutation D($input: UpdateCheckoutDetailsInput!) { updateCheckoutDetails(input: $input) { userErrors { field message } } }',
    { input: { shipToId: shipTo.id, contactName: 'Bianca Buyer', contactEmail: 'buyer@acme.example', ...details } },
  );
  expect(result.data!.updateCheckoutDetails.userErrors).toEqual([]);
  return shipTo.id;
};

/** Empties the cart and fills it with one item (over $20) to about `target` dollars; answers the subtotal. */
export const cartWorth = async (client: TestClient, target: number): Promise<number> => {
  await emptyCart(client);
  const item = (await purchasableItems(client)).find((candidate) => (candidate.price?.amount?.value ?? 0) > 20)!;
  const added = await client.gql<{ addCartLines: { cart: { subtotal: { value: number } } } }>(
    'mutation A($input: AddCartLinesInput!) { addCartLines(input: $input) { cart { subtotal { value } } } }',
    { input: { lines: [{ erp: item.erp, quantity: Math.ceil(target / item.price!.amount!.value) }] } },
  );
  return added.data!.addCartLines.cart.subtotal.value;
};
