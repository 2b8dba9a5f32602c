import { describe, expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import { callsOf, type TestClient } from '../testing/stack.ts';
import { it } from '../testing/fixtures.ts';
import { ADDRESS_MESSAGES } from '@mro/rules/address';
import { BILLING_MESSAGES, PAYMENT_MESSAGES } from '@mro/rules/payment';
import { CARD_REQUIRED, CARDS_DISABLED, NO_SHIPPING_YET, UNKNOWN_CARD } from './payment-provider.ts';
import { onHoldMessage } from '../common/order-placement.ts';

const OPTIONS =
  '{ paymentOptions { savedCards { token title cardType last4 expirationMonth expirationYear nickname isDefault } newCardToken cardRequired cardsDisabled newCardAvailable newCardMessage billingEditable billTo { line1 city state zip } acceptedCardTypes expirationYears } }';
const SELECT =
  'mutation S($input: SelectPaymentInput!) { selectPayment(input: $input) { cart { billing { byCard token cardTitle sameAsShipping address { name line1 line2 city state zip } } } userErrors { field message code } } }';
const UPDATE =
  'mutation U($input: UpdateSavedCardInput!) { updateSavedCard(input: $input) { savedCards { token isDefault nickname } userErrors { field message code } } }';
const REMOVE =
  'mutation R($input: RemoveSavedCardInput!) { removeSavedCard(input: $input) { savedCards { token } userErrors { field message code } } }';
const DETAILS =
  'mutation D($input: UpdateCheckoutDetailsInput!) { updateCheckoutDetails(input: $input) { cart { shipping { shipToId address { line1 city state zip } } } userErrors { message } } }';
const PLACE =
  'mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { order { orderNumber onHold paymentTitle } userErrors { field message code } } }';
const SEARCH = '{ productSearch(input: { query: "gloves" }) { nodes { items { erp price { purchasable } } } } }';

type Card = {
  token: string;
  title: string;
  cardType: string;
  last4: string;
  isDefault: boolean;
  nickname: string | null;
};
type Options = {
  savedCards: Card[];
  cardRequired: boolean;
  cardsDisabled: boolean;
  newCardAvailable: boolean;
  billTo: { line1: string; city: string; state: string; zip: string };
};
type Billing = {
  byCard: boolean;
  token: string | null;
  cardTitle: string | null;
  sameAsShipping: boolean;
  address: { line1: string; city: string; zip: string };
};
type SelectResult = {
  selectPayment: {
    cart: { billing: Billing } | null;
    userErrors: { field: string | null; message: string; code: string }[];
  };
};

const year = new Date().getFullYear();
const newCard = (overrides: Record<string, unknown> = {}) => ({
  nameOnCard: 'Bianca Buyer',
  number: '4242 4242 4242 4242',
  expirationMonth: 12,
  expirationYear: year + 1,
  securityCode: '123',
  saveForLater: false,
  ...overrides,
});
const key = () => randomBytes(24).toString('hex').slice(0, 32);

const options = async (client: TestClient) =>
  (await client.gql<{ paymentOptions: Options }>(OPTIONS)).data!.paymentOptions;

/** A cart with one line and a ship-to without a PO requirement. */
const readyCart = async (client: TestClient, po: string | null = null) => {
  const search = await client.gql<{
    productSearch: { nodes: { items: { erp: string; price: { purchasable: boolean } | null }[] }[] };
  }>(SEARCH);
  const erp = search.data!.productSearch.nodes.flatMap((n) => n.items).find((i) => i.price?.purchasable)!.erp;
  await client.gql(
    'mutation ($erp: ID!) { addCartLines(input: { lines: [{ erp: $erp, quantity: 1 }] }) { userErrors { message } } }',
    { erp },
  );
  const shipTos = await client.gql<{ shipTos: { id: string; purchaseOrderRequired: boolean }[] }>(
    '{ shipTos { id purchaseOrderRequired } }',
  );
  const shipTo = shipTos.data!.shipTos.find((s) => !s.purchaseOrderRequired)!;
  const details = await client.gql<{
    updateCheckoutDetails: { cart: { shipping: { address: { line1: string; city: string; zip: string } } } };
  }>(DETAILS, {
    input: { shipToId: shipTo.id, contactName: 'Pat Payer', contactEmail: 'pat@acme.example', purchaseOrderNumber: po },
  });
  return details.data!.updateCheckoutDetails.cart.shipping.address;
};

describe('payment options', () => {
  it("lists the buyer's saved cards masked, the default first, with the new card token and expiry years to this year plus 14", async ({
    stack,
  }) => {
    const buyer = await stack.clientAs('buyer@acme.example');
    const result = await buyer.gql<{ paymentOptions: Options & Record<string, unknown> }>(OPTIONS);
    const payment = result.data!.paymentOptions;
    expect(payment.savedCards.map((c) => [c.cardType, c.last4, c.isDefault])).toEqual([
      ['VISA', '1111', true],
      ['MASTERCARD', '4444', false],
    ]);
    expect(payment.savedCards[0]!.title).toMatch(/^Purchasing card: Visa ending in 1111 \(exp 12\/\d{4}\)$/);
    expect(payment).toMatchObject({
      newCardToken: '000NEW',
      cardRequired: false,
      cardsDisabled: false,
      newCardAvailable: true,
      newCardMessage: null,
      billingEditable: false,
      acceptedCardTypes: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS'],
    });
    expect(payment.expirationYears).toEqual(Array.from({ length: 15 }, (_, i) => year + i));
    expect(payment.billTo.line1.length).toBeGreaterThan(0);
    expect(JSON.stringify(result.data)).not.toContain('4111111111111111');
  });

  it('offers no cards with disable_cc and forces a card with require_cc', async ({ stack }) => {
    const nocard = await stack.clientAs('nocard@acme.example');
    expect(await options(nocard)).toMatchObject({
      savedCards: [],
      cardsDisabled: true,
      cardRequired: false,
      newCardAvailable: false,
      newCardMessage: null,
      billingEditable: true,
    });
    await readyCart(nocard);
    const refused = await nocard.gql<SelectResult>(SELECT, {
      input: { token: '000NEW', newCard: newCard(), sameAsShipping: true },
    });
    expect(refused.data!.selectPayment.userErrors).toEqual([
      { field: 'token', message: CARDS_DISABLED, code: 'FORBIDDEN' },
    ]);

    const card = await stack.clientAs('card@acme.example');
    expect(await options(card)).toMatchObject({ cardRequired: true, cardsDisabled: false });
    await readyCart(card);
    const onAccount = await card.gql<SelectResult>(SELECT, { input: { token: null, sameAsShipping: true } });
    expect(onAccount.data!.selectPayment.userErrors).toEqual([
      { field: 'token', message: CARD_REQUIRED, code: 'INVALID_INPUT' },
    ]);
    const placed = await card.gql<{ placeOrder: { order: null; userErrors: { message: string; code: string }[] } }>(
      PLACE,
      { input: { idempotencyKey: key() } },
    );
    expect(placed.data!.placeOrder.userErrors[0]).toMatchObject({ code: 'REJECTED', message: CARD_REQUIRED });
  });
});

describe('a new card', () => {
  it("accepts only Visa, MasterCard and American Express with the spec's message, before asking the ERP", async ({
    stack,
  }) => {
    const buyer = await stack.clientAs('buyer@acme.example');
    await readyCart(buyer);
    await stack.resetErpCalls();
    const select = (card: Record<string, unknown>) =>
      buyer.gql<SelectResult>(SELECT, { input: { token: '000NEW', newCard: newCard(card), sameAsShipping: true } });
    expect((await select({ number: '6011 1111 1111 1117' })).data!.selectPayment.userErrors).toEqual([
      {
        field: 'newCard.number',
        message: 'We only accept Visa, MasterCard, or American Express. Please select a different card.',
        code: 'INVALID_INPUT',
      },
    ]);
    expect((await select({ number: '4242 4242 4242 4241' })).data!.selectPayment.userErrors[0]?.message).toBe(
      PAYMENT_MESSAGES.cardNumberInvalid,
    );
    expect((await select({ expirationYear: year + 15 })).data!.selectPayment.userErrors[0]?.message).toBe(
      PAYMENT_MESSAGES.expirationInvalid,
    );
    expect(
      (await select({ number: '3782 822463 10005', securityCode: '123' })).data!.selectPayment.userErrors[0]?.message,
    ).toBe(PAYMENT_MESSAGES.securityCodeInvalid);
    expect((await select({ nameOnCard: ' ' })).data!.selectPayment.userErrors[0]?.message).toBe(
      PAYMENT_MESSAGES.cardNameRequired,
    );
    const calls = await stack.erpCalls();
    expect(callsOf(calls, 'POST /tokens') + callsOf(calls, 'POST /payment-method')).toBe(0);
  });

  it('is exchanged for a one-time token: the cart keeps the masked title only, and a replaced token is forgotten', async ({
    stack,
  }) => {
    const buyer = await stack.clientAs('buyer@acme.example');
    const shipping = await readyCart(buyer);
    await stack.resetErpCalls();
    const first = await buyer.gql<SelectResult>(SELECT, {
      input: { token: '000NEW', newCard: newCard(), sameAsShipping: true },
    });
    const billing = first.data!.selectPayment.cart!.billing;
    expect(billing).toMatchObject({
      byCard: true,
      sameAsShipping: true,
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types asymmetric matchers as any
      cardTitle: expect.stringMatching(/^Visa ending in 4242 \(exp 12\/\d{4}\)$/),
    });
    expect(billing.address).toMatchObject({ line1: shipping.line1, city: shipping.city, zip: shipping.zip });
    const cart = await buyer.gql('{ cart { billing { token cardTitle } } }');
    expect(JSON.stringify(cart.data)).not.toMatch(/4242424242424242|4242 4242/);
    expect((await options(buyer)).savedCards).toHaveLength(2);
    const saved = (await options(buyer)).savedCards[1]!;
    const second = await buyer.gql<SelectResult>(SELECT, { input: { token: saved.token, sameAsShipping: true } });
    expect(second.data!.selectPayment.cart!.billing).toMatchObject({
      byCard: true,
      token: saved.token,
      cardTitle: saved.title,
    });
    const calls = await stack.erpCalls();
    expect(callsOf(calls, 'POST /tokens')).toBe(1);
    expect(callsOf(calls, 'DELETE /tokens/{id}')).toBe(1);
  });

  it('can be saved for later, made the default, renamed and removed', async ({ stack }) => {
    // Changing saved cards needs can_edit_bill_to (§6): Tyrell's manager has it, Acme's buyer not.
    const manager = await stack.clientAs('manager@tyrell.example');
    await readyCart(manager);
    const saved = await manager.gql<SelectResult>(SELECT, {
      input: {
        token: '000NEW',
        newCard: newCard({ number: '5105 1051 0510 5100', saveForLater: true }),
        sameAsShipping: true,
      },
    });
    const token = saved.data!.selectPayment.cart!.billing.token!;
    expect((await options(manager)).savedCards.map((c) => c.token)).toContain(token);
    const updated = await manager.gql<{
      updateSavedCard: { savedCards: { token: string; isDefault: boolean; nickname: string | null }[] };
    }>(UPDATE, { input: { token, makeDefault: true, nickname: 'Shop card' } });
    expect(updated.data!.updateSavedCard.savedCards[0]).toEqual({ token, isDefault: true, nickname: 'Shop card' });
    const removed = await manager.gql<{ removeSavedCard: { savedCards: { token: string }[] } }>(REMOVE, {
      input: { token },
    });
    expect(removed.data!.removeSavedCard.savedCards.map((c) => c.token)).not.toContain(token);
    const again = await manager.gql(REMOVE, { input: { token } });
    expect(again.data).toEqual({
      removeSavedCard: { savedCards: null, userErrors: [{ field: 'token', message: UNKNOWN_CARD, code: 'NOT_FOUND' }] },
    });
  });

  it('refuses changing saved cards to a user who may not edit billing, their own cards included', async ({ stack }) => {
    const buyer = await stack.clientAs('buyer@acme.example');
    const own = (await options(buyer)).savedCards;
    const token = own[1]!.token;
    for (const [document, input] of [
      [UPDATE, { token, makeDefault: true, nickname: 'Mine' }],
      [REMOVE, { token }],
    ] as const) {
      const refused = await buyer.gql(document, { input });
      expect(refused.errors?.[0]).toMatchObject({
        message: BILLING_MESSAGES.notAllowed,
        extensions: { code: 'FORBIDDEN' },
      });
    }
    expect((await options(buyer)).savedCards).toEqual(own);
  });

  it("refuses another user's saved card token", async ({ stack }) => {
    const card = await stack.clientAs('card@acme.example');
    const theirs = (await options(card)).savedCards[0]!.token;
    const buyer = await stack.clientAs('buyer@acme.example');
    await readyCart(buyer);
    const result = await buyer.gql<SelectResult>(SELECT, { input: { token: theirs, sameAsShipping: true } });
    expect(result.data!.selectPayment.userErrors).toEqual([
      { field: 'token', message: UNKNOWN_CARD, code: 'NOT_FOUND' },
    ]);
  });
});

describe('billing address', () => {
  it("is the customer's bill-to, locked, when billing edits are not allowed", async ({ stack }) => {
    const buyer = await stack.clientAs('buyer@acme.example');
    await readyCart(buyer);
    const { billTo } = await options(buyer);
    const result = await buyer.gql<SelectResult>(SELECT, {
      input: {
        token: null,
        sameAsShipping: false,
        billingAddress: { line1: '9 Elsewhere Rd', city: 'Nowhere', state: 'OH', zip: '44101' },
      },
    });
    expect(result.data!.selectPayment.cart!.billing).toMatchObject({
      byCard: false,
      token: null,
      sameAsShipping: false,
      address: { line1: billTo.line1, city: billTo.city, zip: billTo.zip },
    });
  });

  it('is checked when editable: city 28, address 2 40, ZIP patterns; and same-as-shipping needs a ship-to', async ({
    stack,
  }) => {
    const nocard = await stack.clientAs('nocard@acme.example');
    const select = (address: Record<string, unknown>) =>
      nocard.gql<SelectResult>(SELECT, {
        input: {
          token: null,
          sameAsShipping: false,
          billingAddress: { line1: '1 Main St', city: 'Cleveland', state: 'OH', zip: '44101', ...address },
        },
      });
    await nocard.gql('mutation { removeCartLines(input: { lineIds: ["none"] }) { userErrors { message } } }');
    const errors = (await select({ city: 'C'.repeat(29), line2: 'x'.repeat(41), zip: '4410' })).data!.selectPayment
      .userErrors;
    expect(errors).toEqual([
      { field: 'billingAddress.line2', message: ADDRESS_MESSAGES.line2TooLong, code: 'INVALID_INPUT' },
      { field: 'billingAddress.city', message: ADDRESS_MESSAGES.cityTooLong, code: 'INVALID_INPUT' },
      { field: 'billingAddress.zip', message: ADDRESS_MESSAGES.zipInvalid, code: 'INVALID_INPUT' },
    ]);
    for (const zip of ['44101', '441011234', '44101-1234', 'K1A 0B1']) {
      expect((await select({ zip })).data!.selectPayment.userErrors).toEqual([]);
    }
    expect((await select({ line1: '', state: '' })).data!.selectPayment.userErrors.map((e) => e.message)).toEqual([
      ADDRESS_MESSAGES.line1Required,
      ADDRESS_MESSAGES.stateRequired,
    ]);
    // No other test of this file gives the admin's cart a ship-to.
    const fresh = await stack.clientAs('admin@acme.example');
    expect((await fresh.gql('{ cart { shipping { shipToId } } }')).data).toEqual({ cart: { shipping: null } });
    const shippingless = await fresh.gql<SelectResult>(SELECT, { input: { token: null, sameAsShipping: true } });
    expect(shippingless.data!.selectPayment.userErrors).toEqual([
      { field: 'sameAsShipping', message: NO_SHIPPING_YET, code: 'INVALID_INPUT' },
    ]);
  });
});

describe('placing the order', () => {
  it('charges the chosen saved card', async ({ stack }) => {
    const buyer = await stack.clientAs('buyer@acme.example');
    await readyCart(buyer);
    const card = (await options(buyer)).savedCards[0]!;
    await buyer.gql(SELECT, { input: { token: card.token, sameAsShipping: true } });
    const placed = await buyer.gql<{
      placeOrder: { order: { paymentTitle: string; onHold: boolean }; userErrors: unknown[] };
    }>(PLACE, { input: { idempotencyKey: key() } });
    expect(placed.data!.placeOrder).toMatchObject({
      order: { paymentTitle: card.title, onHold: false },
      userErrors: [],
    });
  });

  it('tells the buyer an order was placed On Hold, with its number', async ({ stack }) => {
    const buyer = await stack.clientAs('buyer@acme.example');
    const po = `HOLD-${Date.now()}`;
    await readyCart(buyer, po);
    const first = await buyer.gql<{ placeOrder: { order: { orderNumber: string; onHold: boolean } } }>(PLACE, {
      input: { idempotencyKey: key() },
    });
    expect(first.data!.placeOrder.order.onHold).toBe(false);
    await readyCart(buyer, po);
    const second = await buyer.gql<{
      placeOrder: { order: { orderNumber: string; onHold: boolean }; userErrors: unknown[] };
    }>(PLACE, { input: { idempotencyKey: key() } });
    const order = second.data!.placeOrder.order;
    expect(order.onHold).toBe(true);
    expect(second.data!.placeOrder.userErrors).toEqual([
      { field: null, message: onHoldMessage(order.orderNumber), code: 'ON_HOLD' },
    ]);
    expect(onHoldMessage(order.orderNumber)).toBe(
      `Your order requires additional review. Order ${order.orderNumber} has been placed On Hold. Some of the data you provided appears to be invalid...`,
    );
  });
});
