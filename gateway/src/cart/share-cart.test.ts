import { describe, expect, it } from 'vitest';
import { erpError } from '../testing/fake-erp.ts';
import { principalOf, unitGateway } from '../testing/unit.ts';
import { erpCartLines, erpCartOwner, erpSharedCart } from '../testing/erp-answers/cart.ts';

// The gateway's side of sharing: what it sends the ERP (colleagues, the store's link), how it reads a
// shared cart (null to anyone the ERP refuses) and how the ERP's refusals read. Who receives a mail
// and that the share is a snapshot are the ERP's (erp-sandbox/src/cart/shared-carts.test.ts).

const SHARE = `mutation ($input: ShareCartInput!) {
  shareCart(input: $input) { sharedCart { id sharerUsername lineCount subtotal { value } } recipients { username name } userErrors { field code message } }
}`;
const SHARED =
  'query ($id: ID!) { sharedCart(id: $id) { id sharerUsername owner { name username phone } lineCount subtotal { value } lines { erp quantity lineTotal { value } } } }';

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
    owner: { name: string; username: string; phone: string | null };
    lineCount: number;
    lines: { erp: string; quantity: number }[];
  } | null;
};

// The buyer's cart holds 3 of one item when shared.
const snapshot = erpSharedCart('shared-77', erpCartLines(1, { quantity: 3, price: 8 }));

describe('share cart', () => {
  it('shares the cart as it is with a colleague, who gets a mail and may open it; nobody else may', async () => {
    const buyer = await unitGateway({
      'POST /cart/{session_id}/share': () => ({
        id: 'shared-77',
        recipients: [{ username: 'approver@acme.example', name: 'Alan Approver' }],
      }),
      'GET /shared-cart/{id}': () => snapshot,
    });
    const shared = await buyer.run<Share>(SHARE, { input: { recipients: [' Approver@Acme.example '] } });
    const payload = shared.data!.shareCart;
    expect(payload.userErrors).toEqual([]);
    expect(payload.recipients).toEqual([{ username: 'approver@acme.example', name: 'Alan Approver' }]);
    expect(payload.sharedCart).toMatchObject({
      sharerUsername: 'buyer@acme.example',
      lineCount: 1,
      subtotal: { value: 24 },
    });
    // The ERP mails the colleague a link to this store's shared-cart page (it appends the id).
    const [sent] = buyer.callsTo('POST /cart/{session_id}/share');
    expect(sent!.path).toBe('/cart/cart-101/share');
    expect(sent!.body).toEqual({
      approvers: ['approver@acme.example'],
      save: true,
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types asymmetric matchers as any
      response_link: expect.stringMatching(/\/cart\/shared$/),
    });

    const approver = await unitGateway(
      { 'GET /shared-cart/{id}': () => snapshot, 'GET /cart/{id}/owner': () => erpCartOwner() },
      { principal: principalOf({ userId: 2, username: 'approver@acme.example', cartId: 'cart-2' }) },
    );
    const seen = await approver.run<Shared>(SHARED, { id: 'shared-77' });
    expect(seen.data?.sharedCart).toMatchObject({
      owner: { name: 'Bianca Buyer', username: 'buyer@acme.example' },
      lineCount: 1,
      lines: [{ erp: snapshot.cart_lines[0]!.erp, quantity: 3 }],
    });

    // The ERP refuses anyone the cart was not shared with (another colleague: 403; another customer: 404).
    for (const [username, status] of [
      ['admin@acme.example', 403],
      ['buyer@globex.example', 404],
    ] as const) {
      const other = await unitGateway(
        { 'GET /shared-cart/{id}': () => Promise.reject(erpError(status, 'Not shared with you.')) },
        { principal: principalOf({ userId: 3, username }) },
      );
      expect((await other.run<Shared>(SHARED, { id: 'shared-77' })).data).toEqual({ sharedCart: null });
    }
    const guest = await unitGateway({}, { principal: null });
    expect((await guest.run(SHARED, { id: 'shared-77' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses colleagues it cannot find with the spec message, and strangers by name', async () => {
    const refusal = (message: string) => () => Promise.reject(erpError(400, message));
    const gateway = await unitGateway({
      'POST /cart/{session_id}/share': refusal('No other users were found within your company to share your cart.'),
    });
    const none = await gateway.run<Share>(SHARE, { input: { recipients: ['nobody@nowhere.example'] } });
    expect(none.data?.shareCart.userErrors).toEqual([
      {
        field: 'recipients',
        code: 'REJECTED',
        message: 'No other users were found within your company to share your cart.',
      },
    ]);
    gateway.answer({
      'POST /cart/{session_id}/share': refusal('Not other users of your company: buyer@globex.example.'),
    });
    const mixed = await gateway.run<Share>(SHARE, {
      input: { recipients: ['approver@acme.example', 'buyer@globex.example'] },
    });
    expect(mixed.data?.shareCart.userErrors[0]?.message).toBe('Not other users of your company: buyer@globex.example.');
    const calls = gateway.callsTo('POST /cart/{session_id}/share').length;
    const invalid = await gateway.run<Share>(SHARE, { input: { recipients: ['not-an-address'] } });
    expect(invalid.data?.shareCart.userErrors).toEqual([
      { field: 'recipients', code: 'INVALID_INPUT', message: 'not-an-address is not a valid e-mail address.' },
    ]);
    expect(gateway.callsTo('POST /cart/{session_id}/share')).toHaveLength(calls);
  });

  it('is not for guests, nor for the open-browse user', async () => {
    const guest = await unitGateway({}, { principal: null });
    expect(
      (await guest.run(SHARE, { input: { recipients: ['approver@acme.example'] } })).errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
    // The open-browse user may not share (can_share_cart off): the ERP refuses with 403.
    const persona = await unitGateway(
      { 'POST /cart/{session_id}/share': () => Promise.reject(erpError(403, 'Sharing carts is not allowed.')) },
      { principal: principalOf({ userId: 12, username: 'guest@openbrowse.example', cartId: 'cart-12' }) },
    );
    const refused = await persona.run<Share>(SHARE, { input: { recipients: ['approver@acme.example'] } });
    expect(refused.data?.shareCart.userErrors).toEqual([
      { field: null, code: 'FORBIDDEN', message: 'You are not allowed to share carts.' },
    ]);
  });

  it('names the owner as they are now, and shows no cart whose owner is gone or deactivated', async () => {
    const approver = await unitGateway(
      { 'GET /shared-cart/{id}': () => snapshot, 'GET /cart/{id}/owner': () => erpCartOwner({ phone: '555-0100' }) },
      { principal: principalOf({ userId: 2, username: 'approver@acme.example', cartId: 'cart-2' }) },
    );
    const seen = await approver.run<Shared>(SHARED, { id: 'shared-77' });
    expect(seen.data?.sharedCart?.owner).toEqual({
      name: 'Bianca Buyer',
      username: 'buyer@acme.example',
      phone: '555-0100',
    });
    expect(approver.callsTo('GET /cart/{id}/owner')[0]?.path).toBe('/cart/cart-101/owner');
    approver.answer({ 'GET /cart/{id}/owner': () => erpCartOwner({ active: false }) });
    expect((await approver.run<Shared>(SHARED, { id: 'shared-77' })).data).toEqual({ sharedCart: null });
    approver.answer({ 'GET /cart/{id}/owner': () => Promise.reject(erpError(404, 'User not found.')) });
    expect((await approver.run<Shared>(SHARED, { id: 'shared-77' })).data).toEqual({ sharedCart: null });
  });
});
