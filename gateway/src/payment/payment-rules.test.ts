import { describe, expect, it } from 'vitest';
import {
  PAYMENT_MESSAGES,
  ZIP_PATTERN,
  cardTypeOf,
  checkBillingAddress,
  checkNewCard,
  expirationYears,
  luhnValid,
} from './payment-rules.ts';

const now = new Date(2026, 10, 22);
const card = {
  nameOnCard: 'Pat',
  number: '4242 4242 4242 4242',
  expirationMonth: 11,
  expirationYear: 2026,
  securityCode: '123',
};

describe('card rules', () => {
  it('knows Visa, MasterCard (51-55 and 2221-2720) and American Express, and nothing else', () => {
    expect(cardTypeOf('4111111111111111')).toBe('VISA');
    expect(cardTypeOf('5555555555554444')).toBe('MASTERCARD');
    expect(cardTypeOf('2223003122003222')).toBe('MASTERCARD');
    expect(cardTypeOf('378282246310005')).toBe('AMERICAN_EXPRESS');
    expect(cardTypeOf('6011111111111117')).toBeNull();
    expect(cardTypeOf('3530111333300000')).toBeNull();
  });

  it('checks the digit, the expiry (this month still valid) and the CVV length per brand', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(checkNewCard(card, now)).toEqual([]);
    expect(checkNewCard({ ...card, expirationMonth: 10 }, now)).toEqual([
      { field: 'newCard.expirationMonth', message: PAYMENT_MESSAGES.cardExpired },
    ]);
    expect(checkNewCard({ ...card, number: '3782 822463 10005' }, now)).toEqual([
      { field: 'newCard.securityCode', message: PAYMENT_MESSAGES.securityCodeInvalid },
    ]);
    expect(checkNewCard({ ...card, number: '6011111111111117' }, now)[0]?.message).toBe(
      'We only accept Visa, MasterCard, or American Express. Please select a different card.',
    );
  });

  it('offers this year and the next 14', () => {
    const years = expirationYears(now);
    expect(years).toHaveLength(15);
    expect([years[0], years[14]]).toEqual([2026, 2040]);
    expect(checkNewCard({ ...card, expirationYear: 2041 }, now)[0]?.message).toBe(PAYMENT_MESSAGES.expirationInvalid);
  });
});

describe('billing rules', () => {
  it('accepts 5 digits, 9 digits, 5-4 and Canadian postal codes only', () => {
    for (const zip of ['44101', '441011234', '44101-1234', 'K1A 0B1', 'k1a0b1'])
      expect(ZIP_PATTERN.test(zip)).toBe(true);
    for (const zip of ['4410', '44101-12', 'ABCDE', '1A1 A1A']) expect(ZIP_PATTERN.test(zip)).toBe(false);
  });

  it('requires address 1, city, state and zip; city 28, address 2 40, zip 10', () => {
    expect(checkBillingAddress({ line1: '', city: '', state: '', zip: '' }).map((e) => e.field)).toEqual([
      'billingAddress.line1',
      'billingAddress.city',
      'billingAddress.state',
      'billingAddress.zip',
    ]);
    expect(
      checkBillingAddress({
        line1: '1 Main',
        line2: 'x'.repeat(40),
        city: 'C'.repeat(28),
        state: 'OH',
        zip: '44101-1234',
      }),
    ).toEqual([]);
  });
});
