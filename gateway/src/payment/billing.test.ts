import { describe, expect, it } from 'vitest';
import type { ErpUser } from '../erp/types.ts';
import { erpError } from '../testing/fake-erp.ts';
import { principalOf, unitGateway } from '../testing/unit.ts';
import { erpShopper } from '../testing/erp-answers/cart.ts';
import { cardVault, erpSavedCard } from '../testing/erp-answers/payment.ts';

const CARD = 'token title cardType last4 maskedNumber nameOnCard nickname isDefault billingAddress billingZip';
const INFO = `{ billingInfo { savedCards { ${CARD} } newCardAvailable newCardMessage canSaveAsDefault expirationYears } }`;
const ADD = `mutation A($input: AddSavedCardInput!) { addSavedCard(input: $input) { savedCards { ${CARD} } userErrors { field message code } } }`;
const UPDATE =
  'mutation U($input: UpdateSavedCardInput!) { updateSavedCard(input: $input) { savedCards { token isDefault } userErrors { code } } }';
const REMOVE =
  'mutation R($input: RemoveSavedCardInput!) { removeSavedCard(input: $input) { savedCards { token } userErrors { code } } }';

type Card = { token: string; last4: string; maskedNumber: string; isDefault: boolean; nickname: string | null };
type Info = { savedCards: Card[]; newCardAvailable: boolean; canSaveAsDefault: boolean; expirationYears: number[] };
type Added = { savedCards: Card[] | null; userErrors: { field: string | null; message: string; code: string }[] };

const year = new Date().getFullYear() + 2;
const card = {
  nameOnCard: 'Tess Tyrell',
  number: '4242 4242 4242 4242',
  expirationMonth: 6,
  expirationYear: year,
  securityCode: '321',
  nickname: 'Shop card',
  billingAddress: '5 Replicant Way',
  zip: '90210-1234',
  makeDefault: false,
};

// Tess Tyrell, Tyrell's administrator with can_edit_bill_to, and her five saved cards.
const tyrellUser: Partial<ErpUser> = {
  id: 91,
  username: 'tyrell@tyrell.example',
  customer_number: '10008',
  roles: ['ROLE_USER', 'ROLE_ADMIN'],
  can_edit_bill_to: true,
};
const tyrellCards = () => [
  erpSavedCard({ nick_name: 'Plant P-card', card_default: true, user_id: 91 }),
  erpSavedCard({ card: '***********0005', card_type: 'American Express', user_id: 91 }),
  erpSavedCard({ card: '************8431', card_type: 'MasterCard', user_id: 91 }),
  erpSavedCard({ card: '************4444', card_type: 'MasterCard', user_id: 91 }),
  erpSavedCard({ card: '************1881', user_id: 91 }),
];

const as = async (user: Partial<ErpUser>, cards = tyrellCards()) => {
  const shopper = erpShopper(user);
  return unitGateway(
    { ...cardVault(cards), 'GET /user/{id}': () => shopper },
    {
      principal: principalOf({
        userId: shopper.id,
        username: shopper.username,
        customerNumber: shopper.customer_number,
      }),
    },
  );
};
type Gateway = Awaited<ReturnType<typeof as>>;
const info = async (gateway: Gateway) => (await gateway.run<{ billingInfo: Info }>(INFO)).data!.billingInfo;
const add = async (gateway: Gateway, input: Record<string, unknown>) =>
  (await gateway.run<{ addSavedCard: Added }>(ADD, { input })).data!.addSavedCard;

describe('the billing page', () => {
  it('lists the saved cards masked, the default first, with the admin’s extra option', async () => {
    const tyrell = await as(tyrellUser);
    const billing = await info(tyrell);
    expect(billing.savedCards).toHaveLength(5);
    expect(billing.savedCards[0]).toMatchObject({ isDefault: true, nickname: 'Plant P-card', last4: '1111' });
    expect(billing.savedCards.every((c) => /^\*{11,12}\d{4}$/.test(c.maskedNumber))).toBe(true);
    expect(billing.newCardAvailable).toBe(true);
    expect(billing.canSaveAsDefault).toBe(true);
    expect(billing.expirationYears).toHaveLength(15);
  });

  it('adds a card as the default, sets another as default and removes it; the number is never answered', async () => {
    const tyrell = await as(tyrellUser);
    const added = await add(tyrell, { ...card, makeDefault: true });
    expect(added.userErrors).toEqual([]);
    expect(added.savedCards![0]).toMatchObject({ last4: '4242', isDefault: true, nickname: 'Shop card' });
    expect(JSON.stringify(added)).not.toContain('4242424242424242');
    expect(tyrell.callsTo('POST /payment-method')[0]!.body).toMatchObject({
      card_number: '4242424242424242',
      card_default: true,
      zip: '90210-1234',
    });
    const other = added.savedCards!.find((c) => c.last4 === '0005' || c.last4 === '8431')!;
    const changed = (
      await tyrell.run<{ updateSavedCard: { savedCards: Card[] } }>(UPDATE, {
        input: { token: other.token, makeDefault: true },
      })
    ).data!.updateSavedCard;
    expect(changed.savedCards[0]).toMatchObject({ token: other.token, isDefault: true });
    const token = added.savedCards![0]!.token;
    const removed = (await tyrell.run<{ removeSavedCard: { savedCards: Card[] } }>(REMOVE, { input: { token } })).data!
      .removeSavedCard;
    expect(removed.savedCards.map((c) => c.token)).not.toContain(token);
  });

  it('removing the default card makes the first card left the default (issue 32: none was left)', async () => {
    const tyrell = await as(tyrellUser);
    const before = await info(tyrell);
    const removed = (
      await tyrell.run<{ removeSavedCard: { savedCards: Card[] } }>(
        'mutation R($input: RemoveSavedCardInput!) { removeSavedCard(input: $input) { savedCards { token isDefault } } }',
        { input: { token: before.savedCards[0]!.token } },
      )
    ).data!.removeSavedCard.savedCards;
    expect(removed).toHaveLength(before.savedCards.length - 1);
    expect(removed[0]).toEqual({ token: before.savedCards[1]!.token, isDefault: true });
    expect(removed.filter((c) => c.isDefault)).toHaveLength(1);
    expect(tyrell.callsTo('PUT /tokens/{id}')[0]!.body).toEqual({ card_default: true });
  });

  it('removing a card other than the default leaves the default as it was', async () => {
    const tyrell = await as(tyrellUser);
    const before = await info(tyrell);
    await tyrell.run(REMOVE, { input: { token: before.savedCards[2]!.token } });
    expect((await info(tyrell)).savedCards[0]).toMatchObject({ token: before.savedCards[0]!.token, isDefault: true });
    expect(tyrell.callsTo('PUT /tokens/{id}')).toEqual([]);
  });

  it('checks the card form before the vault', async () => {
    const tyrell = await as(tyrellUser);
    const invalid = await add(tyrell, { ...card, billingAddress: ' ', zip: 'K1A 0B1', number: '6011111111111117' });
    expect(invalid.userErrors.map((e) => `${e.field}: ${e.message}`)).toEqual([
      `number: We only accept Visa, MasterCard, or American Express. Please select a different card.`,
      `billingAddress: Billing address is required.`,
      `zip: Enter a ZIP code of 5 digits or 5+4 (12345 or 12345-6789).`,
    ]);
    expect(invalid.savedCards).toBeNull();
    expect(tyrell.callsTo('POST /payment-method')).toEqual([]);
  });

  it('answers a refusal of the vault as “Unable to complete request: …” and its failure as §8 says', async () => {
    const tyrell = await as(tyrellUser);
    tyrell.answer({ 'POST /payment-method': () => Promise.reject(erpError(400, 'Card declined by the issuer.')) });
    const refused = (await add(tyrell, card)).userErrors[0]!;
    expect(refused.code).toBe('REJECTED');
    expect(refused.message).toMatch(/^Unable to complete request: ./);
    expect(refused.message).toBe('Unable to complete request: Card declined by the issuer.');
    tyrell.answer({ 'POST /payment-method': () => Promise.reject(erpError(503, 'Service unavailable.')) });
    expect((await add(tyrell, card)).userErrors).toEqual([
      { field: null, message: 'Unable to save billing option.', code: 'UPSTREAM_UNAVAILABLE' },
    ]);
  });

  it('keeps the default option to administrators and the page to users who may edit billing', async () => {
    for (const user of [
      {},
      { id: 7, username: 'punchout@acme.example', user_type: 'punchout', can_edit_bill_to: true },
    ]) {
      const answer = await (await as(user)).run(INFO);
      expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    // Noel may edit billing but has card payments disabled: no cards, no form.
    const nocard = await as({ id: 81, username: 'nocard@acme.example', can_edit_bill_to: true, disable_cc: true });
    const noel = await info(nocard);
    expect(noel).toMatchObject({ savedCards: [], newCardAvailable: false, canSaveAsDefault: false });
    expect((await add(nocard, { ...card, makeDefault: true })).userErrors[0]?.code).toBe('FORBIDDEN');
  });
});
