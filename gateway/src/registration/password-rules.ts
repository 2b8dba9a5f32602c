// Password rules (a) and (b) of the specification and the live strength hint of rule (a).

export const PASSWORD_MESSAGES = {
  required: 'The password field is required.',
  ruleA: 'The password must be at least 6 characters long and contain a letter and a number.',
  ruleB: 'The password must be at least 6 characters long and contain a number and a lowercase letter.',
  confirm: 'The passwords do not match.',
} as const;

export const MIN_PASSWORD_LENGTH = 6;
const ALLOWED_CHARACTERS = /^[\x21-\x7E]+$/;

/** Rule (a), registration: at least 6 characters with a letter and a number. */
export const meetsRuleA = (password: string) =>
  password.length >= MIN_PASSWORD_LENGTH && /[A-Za-z]/.test(password) && /\d/.test(password);

/** Rule (b), welcome and reset pages: at least 6 characters with a digit and a lowercase letter. */
export const meetsRuleB = (password: string) =>
  password.length >= MIN_PASSWORD_LENGTH && /\d/.test(password) && /[a-z]/.test(password);

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
