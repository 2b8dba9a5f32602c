import { describe, expect, it } from 'vitest';
import { cardFormErrors, cardTypeOf, checkNewCard, expirationYears, luhnValid, paymentFormErrors } from './payment.ts';

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
      { field: 'newCard.expirationMonth', message: 'This card has expired.' },
    ]);
    expect(checkNewCard({ ...card, number: '3782 822463 10005' }, now)).toEqual([
      { field: 'newCard.securityCode', message: 'The security code is 3 digits (4 for American Express).' },
    ]);
    expect(checkNewCard({ ...card, number: '6011111111111117' }, now)[0]?.message).toBe(
      'We only accept Visa, MasterCard, or American Express. Please select a different card.',
    );
  });

  it('requires the name on the card, at most 50 characters', () => {
    expect(checkNewCard({ ...card, nameOnCard: '  ' }, now)).toEqual([
      { field: 'newCard.nameOnCard', message: 'Name on card is required.' },
    ]);
    expect(checkNewCard({ ...card, nameOnCard: 'P'.repeat(51) }, now)).toEqual([
      { field: 'newCard.nameOnCard', message: 'Name on card may be at most 50 characters.' },
    ]);
  });

  it('offers this year and the next 14', () => {
    const years = expirationYears(now);
    expect(years).toHaveLength(15);
    expect([years[0], years[14]]).toEqual([2026, 2040]);
    expect(checkNewCard({ ...card, expirationYear: 2041 }, now)[0]?.message).toBe(
      'Choose the expiration month and year.',
    );
  });
});

// The card form's messages (account-admin-calls §5), copied so a changed wording fails here.
describe('the card form', () => {
  const form = { ...card, nickname: null, billingAddress: '1 Main St', zip: '44114' };

  it('the card, the billing address and zip, the nickname', () => {
    expect(cardFormErrors(form, now)).toEqual({});
    expect(
      cardFormErrors(
        {
          nameOnCard: ' ',
          number: '6011111111111117',
          expirationMonth: 10,
          expirationYear: 2026,
          securityCode: '12',
          nickname: 'x'.repeat(31),
          billingAddress: '',
          zip: '4411',
        },
        now,
      ),
    ).toEqual({
      nameOnCard: 'Name on card is required.',
      number: 'We only accept Visa, MasterCard, or American Express. Please select a different card.',
      expirationMonth: 'This card has expired.',
      securityCode: 'The security code is 3 digits (4 for American Express).',
      billingAddress: 'Billing address is required.',
      zip: 'Enter a ZIP code of 5 digits or 5+4 (12345 or 12345-6789).',
      nickname: 'Nickname may be at most 30 characters.',
    });
  });
});

describe('the payment step', () => {
  const address = { name: null, line1: '1 Main St', line2: '', city: 'Cleveland', state: 'OH', zip: '44101' };

  it('checks the new card and the typed billing address only when given', () => {
    expect(paymentFormErrors({ newCard: null, billingAddress: null }, now)).toEqual({});
    expect(paymentFormErrors({ newCard: card, billingAddress: address }, now)).toEqual({});
    expect(
      paymentFormErrors(
        { newCard: { ...card, nameOnCard: ' ', number: '4111' }, billingAddress: { ...address, line1: '', zip: 'x' } },
        now,
      ),
    ).toEqual({
      'newCard.nameOnCard': 'Name on card is required.',
      'newCard.number': 'Please enter a valid card number.',
      'billingAddress.line1': 'Address 1 is required.',
      'billingAddress.zip': 'Enter a ZIP code (12345 or 12345-6789) or a Canadian postal code.',
    });
  });
});
