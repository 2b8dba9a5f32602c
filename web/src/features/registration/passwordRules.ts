// The web's copy of the gateway's password rules, for live feedback; the gateway is the authority.
export const PASSWORD_MESSAGES = {
  required: 'The password field is required.',
  ruleA: 'The password must be at least 6 characters long and contain a letter and a number.',
  ruleB: 'The password must be at least 6 characters long and contain a number and a lowercase letter.',
  confirm: 'The passwords do not match.',
} as const;

const MIN = 6;
const ALLOWED_CHARACTERS = /^[\x21-\x7E]+$/;

export const meetsRuleA = (p: string) => p.length >= MIN && /[A-Za-z]/.test(p) && /\d/.test(p);
export const meetsRuleB = (p: string) => p.length >= MIN && /\d/.test(p) && /[a-z]/.test(p);

export type PasswordStrength = 'Strong' | 'Moderate' | 'Weak';

/** 2 per character, 2 per rule of (a) met, 6 for mixed case, 8 for allowed characters only. */
export const passwordPoints = (p: string): number =>
  2 * p.length +
  2 * [p.length >= MIN, /[A-Za-z]/.test(p), /\d/.test(p)].filter(Boolean).length +
  (/[a-z]/.test(p) && /[A-Z]/.test(p) ? 6 : 0) +
  (ALLOWED_CHARACTERS.test(p) ? 8 : 0);

export const passwordStrength = (p: string): PasswordStrength => {
  const points = passwordPoints(p);
  return points >= 40 ? 'Strong' : points >= 30 ? 'Moderate' : 'Weak';
};

export const passwordError = (p: string, rule: 'a' | 'b'): string | null => {
  if (!p) return PASSWORD_MESSAGES.required;
  if (rule === 'a' ? !meetsRuleA(p) : !meetsRuleB(p))
    return rule === 'a' ? PASSWORD_MESSAGES.ruleA : PASSWORD_MESSAGES.ruleB;
  return null;
};

export const confirmError = (p: string, confirm: string): string | null =>
  confirm !== p ? PASSWORD_MESSAGES.confirm : null;
