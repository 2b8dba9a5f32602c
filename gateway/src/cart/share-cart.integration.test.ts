import { describe, expect } from 'vitest';
import { it } from '../testing/fixtures.ts';

const SHARE = `mutation ($input: ShareCartInput!) {
  shareCart(input: $input) { sharedCart { id sharerUsername lineCount subtotal { value } } recipients { username name } userErrors { field code message } }
}`;
const SHARED =
  'query ($id: ID!) { sharedCart(id: $id) { id sharerUsername owner { name username } lineCount subtotal { value } lines { erp quantity lineTotal { value } } } }';
const ADD =
  'mutation ($erp: ID!, $q: Int!) { addCartLines(input: { lines: [{ erp: $erp, quantity: $q }] }) { cart { lineCount subtotal { value } } userErrors { code } } }';

type Share = {
  shareCart: {
    sharedCart: { id: string; sharerUsername: string; lineCount: number; subtotal: { value: number } } | null;
    recipients: { username: string; name: string }[];
    userErrors: { field: string | null; code: string; message: string }[];
  };
};
type Shared = {
  sharedCart: {
    id: string;
    owner: { name: string; username: string };
    lineCount: number;
    lines: { erp: string; quantity: number }[];
  } | null;
};

let erp: string;
let subtotal: number;

// The buyer's cart holds 3 of a purchasable item before any test.
it.beforeAll(async ({ buyer }) => {
  const found = await buyer.gql<{
    productSearch: { nodes: { items: { erp: string; price: { purchasable: boolean } | null }[] }[] };
  }>('{ productSearch(input: { query: "gloves" }) { nodes { items { erp price { purchasable } } } } }');
  erp = found.data!.productSearch.nodes.flatMap((node) => node.items).find((item) => item.price?.purchasable)!.erp;
  const added = await buyer.gql<{ addCartLines: { cart: { subtotal: { value: number } } } }>(ADD, { erp, q: 3 });
  subtotal = added.data!.addCartLines.cart.subtotal.value;
});

describe('share cart', () => {
  it('shares the cart as it is with a colleague, who gets a mail and may open it; nobody else may', async ({
    stack,
    buyer,
  }) => {
    const shared = await buyer.gql<Share>(SHARE, { input: { recipients: [' Approver@Acme.example '] } });
    const payload = shared.data!.shareCart;
    expect(payload.userErrors).toEqual([]);
    expect(payload.recipients).toEqual([{ username: 'approver@acme.example', name: 'Alan Approver' }]);
    expect(payload.sharedCart).toMatchObject({
      sharerUsername: 'buyer@acme.example',
      lineCount: 1,
      subtotal: { value: subtotal },
    });
    const id = payload.sharedCart!.id;

    const mail = (await (await fetch(`${stack.sandboxUrl}/__sandbox/mail`)).json()) as {
      kind: string;
      to: string;
      link: string;
    }[];
    expect(mail.find((m) => m.kind === 'shared-cart')).toMatchObject({
      to: 'approver@acme.example',
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types asymmetric matchers as any
      link: expect.stringMatching(new RegExp(`/cart/shared/${id}$`)),
    });

    // Later changes to the cart do not change what was shared.
    await buyer.gql(ADD, { erp, q: 1 });
    const approver = stack.client();
    await approver.login('approver@acme.example');
    const seen = await approver.gql<Shared>(SHARED, { id });
    expect(seen.data?.sharedCart).toMatchObject({
      owner: { name: 'Bianca Buyer', username: 'buyer@acme.example' },
      lineCount: 1,
      lines: [{ erp, quantity: 3 }],
    });

    for (const username of ['admin@acme.example', 'buyer@globex.example']) {
      const other = stack.client();
      await other.login(username);
      expect((await other.gql<Shared>(SHARED, { id })).data).toEqual({ sharedCart: null });
    }
    expect((await stack.client().gql(SHARED, { id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses colleagues it cannot find with the spec message, and strangers by name', async ({ buyer }) => {
    const none = await buyer.gql<Share>(SHARE, { input: { recipients: ['nobody@nowhere.example'] } });
    expect(none.data?.shareCart.userErrors).toEqual([
      {
        field: 'recipients',
        code: 'REJECTED',
        message: 'No other users were found within your company to share your cart.',
      },
    ]);
    const mixed = await buyer.gql<Share>(SHARE, {
      input: { recipients: ['approver@acme.example', 'buyer@globex.example'] },
    });
    expect(mixed.data?.shareCart.userErrors[0]?.message).toBe('Not other users of your company: buyer@globex.example.');
    const invalid = await buyer.gql<Share>(SHARE, { input: { recipients: ['not-an-address'] } });
    expect(invalid.data?.shareCart.userErrors).toEqual([
      { field: 'recipients', code: 'INVALID_INPUT', message: 'not-an-address is not a valid e-mail address.' },
    ]);
  });

  it('is not for guests, nor for the open-browse user', async ({ stack }) => {
    const guest = stack.client();
    await guest.gql(ADD, { erp, q: 1 });
    expect(
      (await guest.gql(SHARE, { input: { recipients: ['approver@acme.example'] } })).errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
    const persona = stack.client();
    await persona.login('guest@openbrowse.example');
    await persona.gql(ADD, { erp, q: 1 });
    const refused = await persona.gql<Share>(SHARE, { input: { recipients: ['approver@acme.example'] } });
    expect(refused.data?.shareCart.userErrors).toEqual([
      { field: null, code: 'FORBIDDEN', message: 'You are not allowed to share carts.' },
    ]);
  });
});
