// Card rules of cart-checkout-orders §5 and §9, and the payment step's messages. The billing address
// rules are in address.ts.
import type { RuleError } from './common.ts';

export const NEW_CARD_TOKEN = '000NEW';
export const EXPIRY_YEARS_AHEAD = 14;
export const ACCEPTED_CARD_TYPES = ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS'] as const;
export type AcceptedCardType = (typeof ACCEPTED_CARD_TYPES)[number];
export const CARD_NAME_MAX = 50;

export const PAYMENT_MESSAGES = {
  cardNotAccepted: 'We only accept Visa, MasterCard, or American Express. Please select a different card.',
  cardNameRequired: 'Name on card is required.',
  cardNameTooLong: `Name on card may be at most ${CARD_NAME_MAX} characters.`,
  cardNumberInvalid: 'Please enter a valid card number.',
  expirationInvalid: 'Choose the expiration month and year.',
  cardExpired: 'This card has expired.',
  securityCodeInvalid: 'The security code is 3 digits (4 for American Express).',
  paymentFormUnavailable: 'Unable to load payment form',
  billingNotSaved: 'Unable to save billing option.',
} as const;

export const cardDigits = (number: string): string => number.replace(/[\s-]/g, '');

/** The brand by the number's prefix; null for any other brand. */
export function cardTypeOf(digits: string): AcceptedCardType | null {
  if (/^4\d{12}(\d{3})?(\d{3})?$/.test(digits)) return 'VISA';
  if (/^3[47]\d{13}$/.test(digits)) return 'AMERICAN_EXPRESS';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (digits.length === 16 && ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720))) return 'MASTERCARD';
  return null;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** This year and the next 14 (§9). */
export const expirationYears = (now = new Date()): number[] =>
  Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, i) => now.getFullYear() + i);

export type NewCardValues = {
  nameOnCard: string;
  number: string;
  expirationMonth: number;
  expirationYear: number;
  securityCode: string;
};

export function checkNewCard(card: NewCardValues, now = new Date()): RuleError[] {
  const errors: RuleError[] = [];
  const name = card.nameOnCard.trim();
  if (!name) errors.push({ field: 'newCard.nameOnCard', message: PAYMENT_MESSAGES.cardNameRequired });
  else if (name.length > CARD_NAME_MAX)
    errors.push({ field: 'newCard.nameOnCard', message: PAYMENT_MESSAGES.cardNameTooLong });
  const digits = cardDigits(card.number);
  const type = /^\d{13,19}$/.test(digits) ? cardTypeOf(digits) : null;
  if (!/^\d{13,19}$/.test(digits))
    errors.push({ field: 'newCard.number', message: PAYMENT_MESSAGES.cardNumberInvalid });
  else if (!type) errors.push({ field: 'newCard.number', message: PAYMENT_MESSAGES.cardNotAccepted });
  else if (!luhnValid(digits)) errors.push({ field: 'newCard.number', message: PAYMENT_MESSAGES.cardNumberInvalid });
  const years = expirationYears(now);
  const month = card.expirationMonth;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !years.includes(card.expirationYear)) {
    errors.push({ field: 'newCard.expirationMonth', message: PAYMENT_MESSAGES.expirationInvalid });
  } else if (card.expirationYear === now.getFullYear() && month < now.getMonth() + 1) {
    errors.push({ field: 'newCard.expirationMonth', message: PAYMENT_MESSAGES.cardExpired });
  }
  const codeLength = type === 'AMERICAN_EXPRESS' ? 4 : 3;
  if (!new RegExp(`^\\d{${codeLength}}$`).test(card.securityCode.trim())) {
    errors.push({ field: 'newCard.securityCode', message: PAYMENT_MESSAGES.securityCodeInvalid });
  }
  return errors;
}
