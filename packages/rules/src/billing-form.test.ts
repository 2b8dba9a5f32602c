import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, checkCardForm } from './payment.ts';

const NOW = new Date('2026-11-25T12:00:00Z');
const card = {
  nameOnCard: 'Tess Tyrell',
  number: '4111 1111 1111 1111',
  expirationMonth: 12,
  expirationYear: 2028,
  securityCode: '123',
  nickname: '',
  billingAddress: '5 Replicant Way',
  zip: '90210',
};
const problems = (values: typeof card) => checkCardForm(values, NOW).map((e) => `${e.field}: ${e.message}`);

describe('the billing page’s card form', () => {
  it('accepts a complete card with a 5 or 5+4 zip and no nickname', () => {
    expect(problems(card)).toEqual([]);
    expect(problems({ ...card, zip: '90210-1234', nickname: 'Shop card' })).toEqual([]);
  });

  it('requires name, billing address and zip, and refuses other zip forms and brands', () => {
    expect(
      problems({ ...card, nameOnCard: ' ', billingAddress: '', zip: 'K1A 0B1', number: '6011111111111117' }),
    ).toEqual([
      `nameOnCard: Name on card is required.`,
      `number: We only accept Visa, MasterCard, or American Express. Please select a different card.`,
      `billingAddress: Billing address is required.`,
      `zip: Enter a ZIP code of 5 digits or 5+4 (12345 or 12345-6789).`,
    ]);
    expect(problems({ ...card, zip: '' })).toEqual([`zip: ZIP code is required.`]);
  });

  it('limits the nickname and the address', () => {
    expect(problems({ ...card, nickname: 'n'.repeat(31), billingAddress: 'a'.repeat(101) })).toEqual([
      `billingAddress: Billing address may be at most 100 characters.`,
      `nickname: Nickname may be at most 30 characters.`,
    ]);
  });

  it('prefixes the ERP’s reason', () => {
    expect(BILLING_MESSAGES.requestFailed('Payment token not found.')).toBe(
      'Unable to complete request: Payment token not found.',
    );
  });
});
