// The ERP's card vault: it tokenizes card numbers and keeps only the brand and the last four
// digits. Nothing outside this module ever sees a full number after the call that carried it.
import { randomBytes } from 'node:crypto';
import { HttpError } from '../http/router.ts';
import type { Schemas } from '../data/types.ts';

export const CARD_TYPES = ['Visa', 'MasterCard', 'American Express'] as const;
export type CardType = (typeof CARD_TYPES)[number];
export const NEW_CARD_TOKEN = '000NEW';
export const CARD_NOT_ACCEPTED =
  'We only accept Visa, MasterCard, or American Express. Please select a different card.';
export const PAYMENT_FAILED = 'Failed to process payment, please ensure that your payment info is correct.';

/** A saved card (payment method) or a card tokenized for one order (saved: false). */
export interface StoredCard {
  id: number;
  token: string;
  user_id: number;
  saved: boolean;
  name: string;
  nick_name: string | null;
  address: string | null;
  zip: string | null;
  card_type: CardType;
  last4: string;
  exp_month: number;
  exp_year: number;
  card_default: boolean;
}

export function cardTypeOf(digits: string): CardType | null {
  if (/^4\d{12}(\d{3})?(\d{3})?$/.test(digits)) return 'Visa';
  if (/^3[47]\d{13}$/.test(digits)) return 'American Express';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (digits.length === 16 && ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720))) return 'MasterCard';
  return null;
}

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length >= 13 && sum % 10 === 0;
}

const expired = (month: number, year: number, now = new Date()): boolean =>
  year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);

export const masked = (card: StoredCard): string =>
  `${'*'.repeat(card.card_type === 'American Express' ? 11 : 12)}${card.last4}`;
export const titleOf = (card: StoredCard): string =>
  `${card.nick_name ? `${card.nick_name}: ` : ''}${card.card_type} ending in ${card.last4} (exp ${String(card.exp_month).padStart(2, '0')}/${card.exp_year})`;

export function optionOf(card: StoredCard): Schemas['PaymentOption'] {
  return {
    id: card.id,
    token: card.token,
    Title: titleOf(card),
    name: card.name,
    nick_name: card.nick_name,
    address: card.address,
    zip: card.zip,
    card_type: card.card_type,
    card: masked(card),
    exp_month: card.exp_month,
    exp_year: card.exp_year,
    card_default: card.card_default,
    user_id: card.user_id,
  };
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
/** Digits as a client may send them, a JSON string or number; anything else is no digits. */
const digitsOf = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** Checks a card the way a processor would and returns what the vault keeps; the number is dropped. */
export function tokenize(body: Record<string, unknown>, userId: number, id: number, saved: boolean): StoredCard {
  const digits = digitsOf(body.card_number).replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits)) throw new HttpError(400, PAYMENT_FAILED);
  const type = cardTypeOf(digits);
  if (!type) throw new HttpError(400, CARD_NOT_ACCEPTED);
  const month = Number(body.exp_month);
  const year = Number(body.exp_year);
  const cvv = digitsOf(body.cvv);
  const cvvOk = type === 'American Express' ? /^\d{4}$/.test(cvv) : /^\d{3}$/.test(cvv);
  const name = text(body.name);
  if (
    !luhn(digits) ||
    !cvvOk ||
    !name ||
    !Number.isInteger(month) ||
    month < 1 ||
    month > 12 ||
    !Number.isInteger(year) ||
    expired(month, year)
  ) {
    throw new HttpError(400, PAYMENT_FAILED);
  }
  return {
    id,
    token: `tok_${randomBytes(12).toString('hex')}`,
    user_id: userId,
    saved,
    name,
    nick_name: text(body.nick_name),
    address: text(body.address),
    zip: text(body.zip),
    card_type: type,
    last4: digits.slice(-4),
    exp_month: month,
    exp_year: year,
    card_default: saved && body.card_default === true,
  };
}

export const isUsable = (card: StoredCard): boolean => !expired(card.exp_month, card.exp_year);
