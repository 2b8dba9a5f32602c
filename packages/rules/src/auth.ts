// Logging in and the session (storefront §5, account-admin-calls §8): the login form's rules and the token
// messages on which the store ends the session.
import { EMAIL_INVALID, byField, isEmail, type FormErrors, type RuleError } from './common.ts';

export const LOGIN_EMAIL_MAX = 100;

export const LOGIN_MESSAGES = {
  emailRequired: 'E-mail is required.',
  emailInvalid: EMAIL_INVALID,
  emailTooLong: `E-mail may be at most ${LOGIN_EMAIL_MAX} characters.`,
  passwordRequired: 'Password is required.',
} as const;

/** An unknown user or a wrong password. */
export const INVALID_CREDENTIALS = 'Invalid credentials';

export const TOKEN_EXPIRED = 'Token has expired.';
export const TOKEN_UNPARSEABLE = 'Failed to parse token.';
/** The gateway's UNAUTHENTICATED messages that end the session: the store logs the user out on them. */
export const SESSION_END_MESSAGES: readonly string[] = [TOKEN_EXPIRED, TOKEN_UNPARSEABLE];

/** The login form: an e-mail address of at most 100 characters and a password. */
export const checkLogin = (username: string, password: string): RuleError[] => {
  const errors: RuleError[] = [];
  const email = username.trim();
  if (!email) errors.push({ field: 'username', message: LOGIN_MESSAGES.emailRequired });
  else if (!isEmail(email)) errors.push({ field: 'username', message: LOGIN_MESSAGES.emailInvalid });
  else if (email.length > LOGIN_EMAIL_MAX) errors.push({ field: 'username', message: LOGIN_MESSAGES.emailTooLong });
  if (!password.trim()) errors.push({ field: 'password', message: LOGIN_MESSAGES.passwordRequired });
  return errors;
};

export type LoginValues = { username: string; password: string };

/** The login form's validator (the login form and the `login` mutation). */
export const loginFormErrors = (values: LoginValues): FormErrors<keyof LoginValues> =>
  byField(checkLogin(values.username, values.password));
