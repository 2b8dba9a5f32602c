// Passwords (storefront §5, account-admin-calls §5): rule (a) with its live strength hint at registration,
// rule (b) on the welcome and reset pages, rule (c) for a signed-in user's password change, the
// confirmation, and the recovery page's e-mail.
import { EMAIL_INVALID, byField, isEmail, type FormErrors, type RuleError } from './common.ts';

export const PASSWORD_MESSAGES = {
  required: 'The password field is required.',
  ruleA: 'The password must be at least 6 characters long and contain a letter and a number.',
  ruleB: 'The password must be at least 6 characters long and contain a number and a lowercase letter.',
  confirm: 'The passwords do not match.',
  recoveryEmailRequired: 'The E-mail address field is required.',
  resetFailed: 'Unable to set password. Please try again.',
  updated: 'Password successfully updated.',
  ruleC:
    'The new password must be 8 to 50 characters long and contain a number, an upper-case letter, a lower-case letter and a special character.',
  currentRequired: 'The current password is required.',
  currentWrong: 'The current password is not correct.',
} as const;

/** Rule (c), password change: 8 to 50 characters. */
export const CHANGE_PASSWORD_MIN = 8;
export const CHANGE_PASSWORD_MAX = 50;
const SPECIAL = /[^A-Za-z0-9]/;

export const MIN_PASSWORD_LENGTH = 6;
const ALLOWED_CHARACTERS = /^[\x21-\x7E]+$/;

/** Rule (a), registration: at least 6 characters with a letter and a number. */
export const meetsRuleA = (password: string): boolean =>
  password.length >= MIN_PASSWORD_LENGTH && /[A-Za-z]/.test(password) && /\d/.test(password);

/** Rule (b), welcome and reset pages: at least 6 characters with a digit and a lowercase letter. */
export const meetsRuleB = (password: string): boolean =>
  password.length >= MIN_PASSWORD_LENGTH && /\d/.test(password) && /[a-z]/.test(password);

/** The tests of rule (c), each one point of the strength hint: length, digit, upper, lower, special. */
const ruleCTests = (password: string): boolean[] => [
  password.length >= CHANGE_PASSWORD_MIN && password.length <= CHANGE_PASSWORD_MAX,
  /\d/.test(password),
  /[A-Z]/.test(password),
  /[a-z]/.test(password),
  SPECIAL.test(password),
];

/** Rule (c), a signed-in user's password change: 8 to 50 characters with a digit, upper, lower and special. */
export const meetsRuleC = (password: string): boolean => ruleCTests(password).every(Boolean);

/** The message for a password under rule (a), (b) or (c), or null when it is acceptable. */
export const passwordError = (password: string, rule: 'a' | 'b' | 'c'): string | null => {
  if (!password) return PASSWORD_MESSAGES.required;
  if (rule === 'a') return meetsRuleA(password) ? null : PASSWORD_MESSAGES.ruleA;
  if (rule === 'c') return meetsRuleC(password) ? null : PASSWORD_MESSAGES.ruleC;
  return meetsRuleB(password) ? null : PASSWORD_MESSAGES.ruleB;
};

export const confirmError = (password: string, confirm: string): string | null =>
  confirm !== password ? PASSWORD_MESSAGES.confirm : null;

/** A password change's errors by field (current, password, confirm): rule (c) and the confirmation. */
export const checkPasswordChange = (current: string, password: string, confirm: string): RuleError[] => {
  const errors: RuleError[] = [];
  if (!current) errors.push({ field: 'currentPassword', message: PASSWORD_MESSAGES.currentRequired });
  const problem = passwordError(password, 'c');
  if (problem) errors.push({ field: 'newPassword', message: problem });
  const mismatch = confirmError(password, confirm);
  if (mismatch) errors.push({ field: 'confirmPassword', message: mismatch });
  return errors;
};

export type PasswordChangeValues = { currentPassword: string; newPassword: string; confirmPassword: string };

/** The password change form's validator (the profile's form and `changePassword`). */
export const passwordChangeFormErrors = (values: PasswordChangeValues): FormErrors<keyof PasswordChangeValues> =>
  byField(checkPasswordChange(values.currentPassword, values.newPassword, values.confirmPassword));

export type ResetPasswordValues = { password: string; confirmPassword: string };

/** The reset and welcome pages' validator (rule (b) and the confirmation; `resetPassword` runs it too). */
export const resetPasswordFormErrors = (values: ResetPasswordValues): FormErrors<keyof ResetPasswordValues> => {
  const errors: FormErrors<keyof ResetPasswordValues> = {};
  const password = passwordError(values.password, 'b');
  if (password) errors.password = password;
  const confirm = confirmError(values.password, values.confirmPassword);
  if (confirm) errors.confirmPassword = confirm;
  return errors;
};

export type PasswordStrength = 'Strong' | 'Moderate' | 'Weak';

/**
 * 2 points per character, 2 per rule met (of (a): length, letter, number; of (c): length, digit, upper,
 * lower, special), 6 for mixed case, 8 when only allowed characters (printable, no spaces) are used.
 */
export const passwordPoints = (password: string, rule: 'a' | 'c' = 'a'): number => {
  const rules =
    rule === 'c'
      ? ruleCTests(password)
      : [password.length >= MIN_PASSWORD_LENGTH, /[A-Za-z]/.test(password), /\d/.test(password)];
  return (
    2 * password.length +
    2 * rules.filter(Boolean).length +
    (/[a-z]/.test(password) && /[A-Z]/.test(password) ? 6 : 0) +
    (ALLOWED_CHARACTERS.test(password) ? 8 : 0)
  );
};

export const passwordStrength = (password: string, rule: 'a' | 'c' = 'a'): PasswordStrength => {
  const points = passwordPoints(password, rule);
  return points >= 40 ? 'Strong' : points >= 30 ? 'Moderate' : 'Weak';
};

/** Password recovery: the e-mail (trimmed) is required and must be an e-mail address. */
export const recoveryEmailError = (username: string): string | null => {
  const email = username.trim();
  if (!email) return PASSWORD_MESSAGES.recoveryEmailRequired;
  return isEmail(email) ? null : EMAIL_INVALID;
};

/** The password recovery form's validator (the recovery page and `requestPasswordReset`). */
export const passwordRecoveryFormErrors = (values: { username: string }): FormErrors<'username'> => {
  const problem = recoveryEmailError(values.username);
  return problem ? { username: problem } : {};
};
