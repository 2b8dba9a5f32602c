import { messages } from './messages';

/** Validation rules of the spec; each returns the message to show, or null when valid. */
export type Rule = (value: string) => string | null;

// Spec: allowed characters before @, then a domain of letters, digits and hyphens in dot-separated parts.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export const required =
  (label: string): Rule =>
  (v) =>
    v.trim() === '' ? messages.required(label) : null;
export const maxLength =
  (label: string, max: number): Rule =>
  (v) =>
    v.length > max ? messages.maxLength(label, max) : null;
export const email: Rule = (v) => (v.trim() === '' || EMAIL_PATTERN.test(v.trim()) ? null : messages.emailInvalid);

export function validate(value: string, rules: Rule[]): string | null {
  for (const rule of rules) {
    const error = rule(value);
    if (error) return error;
  }
  return null;
}

export const LOGIN_EMAIL_MAX = 100;
export const CONTACT_NAME_MAX = 30;
export const PO_MAX = 22;
export const QUANTITY_MAX = 999;

/** Whole number 1..999 (quick add allows up to 3 digits); null when invalid. */
export function parseQuantity(raw: string): number | null {
  const text = raw.trim();
  if (!/^\d{1,3}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= QUANTITY_MAX ? n : null;
}

export function quantityError(raw: string): string | null {
  return parseQuantity(raw) === null ? messages.quantityInvalid : null;
}
