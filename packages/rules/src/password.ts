// Passwords (storefront §5): rule (a) with its live strength hint at registration, rule (b) on the welcome and
// reset pages, the confirmation, and the recovery page's e-mail.
import { EMAIL_INVALID, isEmail } from './common.ts';

export const PASSWORD_MESSAGES = {
  required: 'The password field is required.',
  ruleA: 'The password must be at least 6 characters long and contain a letter and a number.',
  ruleB: 'The password must be at least 6 characters long and contain a number and a lowercase letter.',
  confirm: 'The passwords do not match.',
  recoveryEmailRequired: 'The E-mail address field is required.',
  resetFailed: 'Unable to set password. Please try again.',
  updated: 'Password successfully updated.',
} as const;

export const MIN_PASSWORD_LENGTH = 6;
const ALLOWED_CHARACTERS = /^[\x21-\x7E]+$/;

/** Rule (a), registration: at least 6 characters with a letter and a number. */
export const meetsRuleA = (password: string): boolean =>
  password.length >= MIN_PASSWORD_LENGTH && /[A-Za-z]/.test(password) && /\d/.test(password);

/** Rule (b), welcome and reset pages: at least 6 characters with a digit and a lowercase letter. */
export const meetsRuleB = (password: string): boolean =>
  password.length >= MIN_PASSWORD_LENGTH && /\d/.test(password) && /[a-z]/.test(password);

/** The message for a password under rule (a) or (b), or null when it is acceptable. */
export const passwordError = (password: string, rule: 'a' | 'b'): string | null => {
  if (!password) return PASSWORD_MESSAGES.required;
  if (rule === 'a') return meetsRuleA(password) ? null : PASSWORD_MESSAGES.ruleA;
  return meetsRuleB(password) ? null : PASSWORD_MESSAGES.ruleB;
};

export const confirmError = (password: string, confirm: string): string | null =>
  confirm !== password ? PASSWORD_MESSAGES.confirm : null;

export type PasswordStrength = 'Strong' | 'Moderate' | 'Weak';

/**
 * 2 points per character, 2 per rule of (a) met (length, letter, number), 6 for mixed case,
 * 8 when only allowed characters (printable, no spaces) are used.
 */
export const passwordPoints = (password: string): number => {
  const rules = [password.length >= MIN_PASSWORD_LENGTH, /[A-Za-z]/.test(password), /\d/.test(password)];
  return (
    2 * password.length +
    2 * rules.filter(Boolean).length +
    (/[a-z]/.test(password) && /[A-Z]/.test(password) ? 6 : 0) +
    (ALLOWED_CHARACTERS.test(password) ? 8 : 0)
  );
};

export const passwordStrength = (password: string): PasswordStrength => {
  const points = passwordPoints(password);
  return points >= 40 ? 'Strong' : points >= 30 ? 'Moderate' : 'Weak';
};

/** Password recovery: the e-mail (trimmed) is required and must be an e-mail address. */
export const recoveryEmailError = (username: string): string | null => {
  const email = username.trim();
  if (!email) return PASSWORD_MESSAGES.recoveryEmailRequired;
  return isEmail(email) ? null : EMAIL_INVALID;
};
