import { describe, expect, it } from 'vitest';
import type { ErpUser } from '../erp/types.ts';
import { erpError } from '../testing/fake-erp.ts';
import { principalOf, unitGateway } from '../testing/unit.ts';
import { erpShopper } from '../testing/erp-answers/cart.ts';
import { erpLimitDecision } from '../testing/erp-answers/checkout.ts';
import { cardVault, erpBuyerCards, erpSavedCard, payingCart } from '../testing/erp-answers/payment.ts';
import { CARD_REQUIRED, CARDS_DISABLED, UNKNOWN_CARD } from './payment-provider.ts';

const OPTIONS =
  '{ paymentOptions { savedCards { token title cardType last4 expirationMonth expirationYear nickname isDefault } newCardToken cardRequired cardsDisabled newCardAvailable newCardMessage billingEditable billTo { line1 city state zip } acceptedCardTypes expirationYears } }';
const SELECT =
  'mutation S($input: SelectPaymentInput!) { selectPayment(input: $input) { cart { billing { byCard token cardTitle sameAsShipping address { name line1 line2 city state zip } } } userErrors { field message code } } }';
const UPDATE =
  'mutation U($input: UpdateSavedCardInput!) { updateSavedCard(input: $input) { savedCards { token isDefault nickname } userErrors { field message code } } }';
const REMOVE =
  'mutation R($input: RemoveSavedCardInput!) { removeSavedCard(input: $input) { savedCards { token } userErrors { field message code } } }';
const PLACE =
  'mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { order { orderNumber onHold paymentTitle } userErrors { field message code } } }';

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
  billTo: { line1: string };
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

/** The gateway as `user` (sandbox flags), with `cards` in the vault and a cart ready to pay. */
const as = async (user: Partial<ErpUser>, cards = erpBuyerCards()) => {
  const vault = cardVault(cards);
  const shopper = erpShopper(user);
  const gateway = await unitGateway(
    { ...vault, ...payingCart(), 'GET /user/{id}': () => shopper },
    { principal: principalOf({ userId: shopper.id, username: shopper.username }) },
  );
  return Object.assign(gateway, { vault });
};
const options = async (gateway: Awaited<ReturnType<typeof as>>) =>
  (await gateway.run<{ paymentOptions: Options }>(OPTIONS)).data!.paymentOptions;

describe('payment options', () => {
  it("lists the buyer's saved cards masked, the default first, with the new card token and expiry years to this year plus 14", async () => {
    const buyer = await as({}, [
      erpSavedCard({ card: '************4444', card_type: 'MasterCard' }),
      erpSavedCard({ nick_name: 'Purchasing card', card_default: true }),
    ]);
    const result = await buyer.run<{ paymentOptions: Options & Record<string, unknown> }>(OPTIONS);
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

  it('offers no cards with disable_cc and forces a card with require_cc', async () => {
    const nocard = await as({ id: 81, username: 'nocard@acme.example', disable_cc: true, can_edit_bill_to: true });
    expect(await options(nocard)).toMatchObject({
      savedCards: [],
      cardsDisabled: true,
      cardRequired: false,
      newCardAvailable: false,
      newCardMessage: null,
      billingEditable: true,
    });
    expect(nocard.callsTo('GET /tokens/user/{user_id}')).toEqual([]);
    const refused = await nocard.run<SelectResult>(SELECT, {
      input: { token: '000NEW', newCard: newCard(), sameAsShipping: true },
    });
    expect(refused.data!.selectPayment.userErrors).toEqual([
      { field: 'token', message: CARDS_DISABLED, code: 'FORBIDDEN' },
    ]);

    const card = await as({ id: 80, username: 'card@acme.example', require_cc: true });
    expect(await options(card)).toMatchObject({ cardRequired: true, cardsDisabled: false });
    const onAccount = await card.run<SelectResult>(SELECT, { input: { token: null, sameAsShipping: true } });
    expect(onAccount.data!.selectPayment.userErrors).toEqual([
      { field: 'token', message: CARD_REQUIRED, code: 'INVALID_INPUT' },
    ]);
    // The ERP refuses an order on account from a require_cc user.
    card.answer({
      'POST /user-approval-workflow/check-limit/{user_id}/{customer_number}': () => erpLimitDecision(),
      'POST /order': () => Promise.reject(erpError(400, CARD_REQUIRED)),
    });
    const placed = await card.run<{ placeOrder: { userErrors: { message: string; code: string }[] } }>(PLACE, {
      input: { idempotencyKey: 'F'.repeat(16) + '0123456789abcdef' },
    });
    expect(placed.data!.placeOrder.userErrors[0]).toMatchObject({ code: 'REJECTED', message: CARD_REQUIRED });
  });
});

describe('a new card', () => {
  it("accepts only Visa, MasterCard and American Express with the spec's message, before asking the ERP", async () => {
    const buyer = await as({});
    const select = (card: Record<string, unknown>) =>
      buyer.run<SelectResult>(SELECT, { input: { token: '000NEW', newCard: newCard(card), sameAsShipping: true } });
    expect((await select({ number: '6011 1111 1111 1117' })).data!.selectPayment.userErrors).toEqual([
      {
        field: 'newCard.number',
        message: 'We only accept Visa, MasterCard, or American Express. Please select a different card.',
        code: 'INVALID_INPUT',
      },
    ]);
    expect((await select({ number: '4242 4242 4242 4241' })).data!.selectPayment.userErrors[0]?.message).toBe(
      'Please enter a valid card number.',
    );
    expect((await select({ expirationYear: year + 15 })).data!.selectPayment.userErrors[0]?.message).toBe(
      'Choose the expiration month and year.',
    );
    expect(
      (await select({ number: '3782 822463 10005', securityCode: '123' })).data!.selectPayment.userErrors[0]?.message,
    ).toBe('The security code is 3 digits (4 for American Express).');
    expect((await select({ nameOnCard: ' ' })).data!.selectPayment.userErrors[0]?.message).toBe(
      'Name on card is required.',
    );
    expect(buyer.callsTo('POST /tokens').length + buyer.callsTo('POST /payment-method').length).toBe(0);
  });

  it('is exchanged for a one-time token: the cart keeps the masked title only, and a replaced token is forgotten', async () => {
    const buyer = await as({});
    const first = await buyer.run<SelectResult>(SELECT, {
      input: { token: '000NEW', newCard: newCard(), sameAsShipping: true },
    });
    const billing = first.data!.selectPayment.cart!.billing;
    expect(billing).toMatchObject({
      byCard: true,
      sameAsShipping: true,
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types asymmetric matchers as any
      cardTitle: expect.stringMatching(/^Visa ending in 4242 \(exp 12\/\d{4}\)$/),
    });
    expect(billing.address).toMatchObject({ line1: '1 Main St', city: 'Akron', zip: '44301' });
    // The number went to the vault once; the cart holds the token and title only.
    expect(buyer.callsTo('POST /tokens')[0]!.body).toMatchObject({
      card_number: '4242424242424242',
      cvv: '123',
      address: '1 Main St',
    });
    expect(JSON.stringify(buyer.callsTo('PUT /cart/{session_id}').map((call) => call.body))).not.toMatch(
      /4242424242424242|4242 4242|"cvv"/,
    );
    const cart = await buyer.run('{ cart { billing { token cardTitle } } }');
    expect(JSON.stringify(cart.data)).not.toMatch(/4242424242424242|4242 4242/);
    expect((await options(buyer)).savedCards).toHaveLength(2);
    const saved = (await options(buyer)).savedCards[1]!;
    const second = await buyer.run<SelectResult>(SELECT, { input: { token: saved.token, sameAsShipping: true } });
    expect(second.data!.selectPayment.cart!.billing).toMatchObject({
      byCard: true,
      token: saved.token,
      cardTitle: saved.title,
    });
    expect(buyer.callsTo('POST /tokens')).toHaveLength(1);
    expect(buyer.callsTo('DELETE /tokens/{id}')).toHaveLength(1);
    expect(buyer.callsTo('DELETE /tokens/{id}')[0]!.path).toBe('/tokens/one-time-4242');
  });

  it('can be saved for later, made the default, renamed and removed', async () => {
    // Changing saved cards needs can_edit_bill_to (§6): Tyrell's manager has it, Acme's buyer not.
    const manager = await as({
      id: 90,
      username: 'manager@tyrell.example',
      customer_number: '10008',
      can_edit_bill_to: true,
    });
    const saved = await manager.run<SelectResult>(SELECT, {
      input: {
        token: '000NEW',
        newCard: newCard({ number: '5105 1051 0510 5100', saveForLater: true }),
        sameAsShipping: true,
      },
    });
    const token = saved.data!.selectPayment.cart!.billing.token!;
    expect(manager.callsTo('POST /payment-method')).toHaveLength(1);
    expect((await options(manager)).savedCards.map((c) => c.token)).toContain(token);
    const updated = await manager.run<{
      updateSavedCard: { savedCards: { token: string; isDefault: boolean; nickname: string | null }[] };
    }>(UPDATE, {
      input: { token, makeDefault: true, nickname: 'Shop card' },
    });
    expect(updated.data!.updateSavedCard.savedCards[0]).toEqual({ token, isDefault: true, nickname: 'Shop card' });
    const removed = await manager.run<{ removeSavedCard: { savedCards: { token: string }[] } }>(REMOVE, {
      input: { token },
    });
    expect(removed.data!.removeSavedCard.savedCards.map((c) => c.token)).not.toContain(token);
    const again = await manager.run(REMOVE, { input: { token } });
    expect(again.data).toEqual({
      removeSavedCard: { savedCards: null, userErrors: [{ field: 'token', message: UNKNOWN_CARD, code: 'NOT_FOUND' }] },
    });
  });

  it('refuses changing saved cards to a user who may not edit billing, their own cards included', async () => {
    const buyer = await as({});
    const own = (await options(buyer)).savedCards;
    const token = own[1]!.token;
    for (const [document, input] of [
      [UPDATE, { token, makeDefault: true, nickname: 'Mine' }],
      [REMOVE, { token }],
    ] as const) {
      const refused = await buyer.run(document, { input });
      expect(refused.errors?.[0]).toMatchObject({
        message: 'You may not edit billing information.',
        extensions: { code: 'FORBIDDEN' },
      });
    }
    expect(buyer.callsTo('PUT /tokens/{id}').length + buyer.callsTo('DELETE /payment-method/{id}').length).toBe(0);
    expect((await options(buyer)).savedCards).toEqual(own);
  });

  it("refuses another user's saved card token", async () => {
    const theirs = erpSavedCard({ card: '************0005', user_id: 80 }).token;
    const buyer = await as({});
    const result = await buyer.run<SelectResult>(SELECT, { input: { token: theirs, sameAsShipping: true } });
    expect(result.data!.selectPayment.userErrors).toEqual([
      { field: 'token', message: UNKNOWN_CARD, code: 'NOT_FOUND' },
    ]);
    expect(buyer.callsTo('PUT /cart/{session_id}')).toEqual([]);
  });
});
