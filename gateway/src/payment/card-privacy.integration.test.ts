// A card number typed at /cart/payment goes to the ERP's vault once and nowhere else: not to the
// cart, not to the order, not to recorded exchanges (which mask it), and the CVV never.
import { describe, expect, test } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startedStack } from '../testing/fixtures.ts';

const NUMBER = '4242424242424242';
const CVV = '987';

const it = test
  // Where the stack records every ERP exchange.
  .extend('dir', { scope: 'file' }, ({}, { onCleanup }) => {
    const dir = mkdtempSync(join(tmpdir(), 'card-privacy-'));
    onCleanup(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  })
  .extend('stack', { scope: 'file' }, ({ dir }, fixture) => startedStack({ erpRecordDir: dir })({}, fixture));

describe('a new card', () => {
  it('is kept by no one but the vault', async ({ stack, dir }) => {
    const buyer = stack.client();
    await buyer.login('buyer@acme.example');
    const search = await buyer.gql<{
      productSearch: { nodes: { items: { erp: string; price: { purchasable: boolean } | null }[] }[] };
    }>('{ productSearch(input: { query: "gloves" }) { nodes { items { erp price { purchasable } } } } }');
    const erp = search.data!.productSearch.nodes.flatMap((n) => n.items).find((i) => i.price?.purchasable)!.erp;
    await buyer.gql(
      'mutation ($erp: ID!) { addCartLines(input: { lines: [{ erp: $erp, quantity: 1 }] }) { userErrors { message } } }',
      { erp },
    );
    const shipTos = await buyer.gql<{ shipTos: { id: string; purchaseOrderRequired: boolean }[] }>(
      '{ shipTos { id purchaseOrderRequired } }',
    );
    const shipTo = shipTos.data!.shipTos.find((s) => !s.purchaseOrderRequired)!;
    await buyer.gql(
      'mutation ($id: ID!) { updateCheckoutDetails(input: { shipToId: $id, contactName: "B", contactEmail: "b@acme.example" }) { userErrors { message } } }',
      { id: shipTo.id },
    );
    const selected = await buyer.gql<{
      selectPayment: { cart: { billing: { cardTitle: string } } | null; userErrors: unknown[] };
    }>(
      'mutation ($input: SelectPaymentInput!) { selectPayment(input: $input) { cart { billing { cardTitle } } userErrors { message } } }',
      {
        input: {
          token: '000NEW',
          sameAsShipping: true,
          newCard: {
            nameOnCard: 'B B',
            number: NUMBER,
            expirationMonth: 12,
            expirationYear: new Date().getFullYear() + 2,
            securityCode: CVV,
            saveForLater: false,
          },
        },
      },
    );
    expect(selected.data!.selectPayment.userErrors).toEqual([]);
    const placed = await buyer.gql<{ placeOrder: { order: { paymentTitle: string } | null } }>(
      'mutation ($key: String!) { placeOrder(input: { idempotencyKey: $key }) { order { paymentTitle } } }',
      { key: 'CardPrivacy'.padEnd(32, '0') },
    );
    expect(placed.data!.placeOrder.order?.paymentTitle).toMatch(/^Visa ending in 4242/);
    const recorded = readdirSync(dir).map((name) => readFileSync(join(dir, name), 'utf8'));
    const tokenCall = recorded.find((text) => text.includes('"POST /tokens"'))!;
    expect(tokenCall).toContain('****4242');
    const everything = recorded.join('\n');
    expect(everything).not.toContain(NUMBER);
    expect(everything).not.toMatch(new RegExp(`"cvv":\\s*"${CVV}"`));
    const cart = await buyer.gql('{ cart { billing { token cardTitle } } }');
    expect(JSON.stringify(cart.data)).not.toContain(NUMBER);
  });
});
