// Card rules of cart-checkout-orders §5 and §9, and the payment step's messages. The billing address
// rules are in address.ts.
import { checkBillingAddress, type AddressValues } from './address.ts';
import { byField, type FormErrors, type RuleError } from './common.ts';

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

// The account's billing page (account-admin-calls §2.4 /my-account/billing-info, §5 card form, §8).
export const NICKNAME_MAX = 30;
export const CARD_ADDRESS_MAX = 100;
/** The card form's zip: 5 digits or 5+4 (§5). */
export const CARD_ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

export const BILLING_MESSAGES = {
  // §8, in the specification's words.
  loadFailed: 'Unable to get billing data. Please contact Go Digital for support.',
  formUnavailable: PAYMENT_MESSAGES.paymentFormUnavailable,
  notSaved: PAYMENT_MESSAGES.billingNotSaved,
  formFailed: 'Error processing payment form',
  requestFailed: (reason: string) => `Unable to complete request: ${reason}`,
  // Chosen for the page where the specification is silent.
  added: 'Card saved.',
  removed: 'Card removed.',
  defaultSet: 'Default card updated.',
  empty: 'You have no saved cards.',
  notAllowed: 'You may not edit billing information.',
  defaultOnlyAdmin: 'Only administrators may save a new card as the default.',
  addressRequired: 'Billing address is required.',
  addressTooLong: `Billing address may be at most ${CARD_ADDRESS_MAX} characters.`,
  zipRequired: 'ZIP code is required.',
  zipInvalid: 'Enter a ZIP code of 5 digits or 5+4 (12345 or 12345-6789).',
  nicknameTooLong: `Nickname may be at most ${NICKNAME_MAX} characters.`,
} as const;

export type CardFormValues = NewCardValues & { nickname?: string | null; billingAddress: string; zip: string };

/** §5 card form: the card's rules, plus billing address and zip (5 or 5+4) required; nickname optional. */
export function checkCardForm(card: CardFormValues, now = new Date()): RuleError[] {
  const errors = checkNewCard(card, now).map((e) => ({ ...e, field: e.field.replace(/^newCard\./, '') }));
  const address = card.billingAddress.trim();
  if (!address) errors.push({ field: 'billingAddress', message: BILLING_MESSAGES.addressRequired });
  else if (address.length > CARD_ADDRESS_MAX)
    errors.push({ field: 'billingAddress', message: BILLING_MESSAGES.addressTooLong });
  const zip = card.zip.trim();
  if (!zip) errors.push({ field: 'zip', message: BILLING_MESSAGES.zipRequired });
  else if (!CARD_ZIP_PATTERN.test(zip)) errors.push({ field: 'zip', message: BILLING_MESSAGES.zipInvalid });
  if ((card.nickname ?? '').trim().length > NICKNAME_MAX)
    errors.push({ field: 'nickname', message: BILLING_MESSAGES.nicknameTooLong });
  return errors;
}

/** The card form's validator (the billing page's Add a Card and `addSavedCard`). */
export const cardFormErrors = (card: CardFormValues, now = new Date()): FormErrors<keyof CardFormValues> =>
  byField(checkCardForm(card, now));

/** The payment step's values: a new card only when it pays with one, a billing address only when typed. */
export type PaymentFormValues = {
  newCard?: NewCardValues | null;
  billingAddress?: (AddressValues & { name?: string | null }) | null;
};

/**
 * The payment step's validator (/cart/payment and `selectPayment`): the new card's rules at
 * `newCard.<field>`, the typed billing address's at `billingAddress.<field>`; `{}` when valid.
 */
export const paymentFormErrors = (values: PaymentFormValues, now = new Date()): FormErrors =>
  byField([
    ...(values.newCard ? checkNewCard(values.newCard, now) : []),
    ...(values.billingAddress ? checkBillingAddress(values.billingAddress) : []),
  ]);
