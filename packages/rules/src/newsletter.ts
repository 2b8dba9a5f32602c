// The footer's newsletter sign-up (docs/spec/storefront.md §2.3, §7: newsletter list id 75798). The spec names the
// list only; the messages below are the store's own.
import { EMAIL_INVALID, isEmail, tooLongMessage, type FormErrors } from './common.ts';

/** The marketing list every sign-up joins. */
export const NEWSLETTER_LIST_ID = 75798;
/** An address longer than this is no one's. */
export const NEWSLETTER_EMAIL_MAX = 100;

export const NEWSLETTER_MESSAGES = {
  required: 'Please enter your e-mail address to subscribe.',
  invalid: EMAIL_INVALID,
  tooLong: tooLongMessage('An e-mail address', NEWSLETTER_EMAIL_MAX),
  subscribed: 'Thank you for subscribing to our newsletter.',
  failed: 'We could not sign you up right now. Please try again later.',
} as const;

/** What is wrong with the address typed, or null. */
export const newsletterEmailError = (value: string): string | null => {
  const email = value.trim();
  if (!email) return NEWSLETTER_MESSAGES.required;
  if (email.length > NEWSLETTER_EMAIL_MAX) return NEWSLETTER_MESSAGES.tooLong;
  return isEmail(email) ? null : NEWSLETTER_MESSAGES.invalid;
};

/** The sign-up's validator (the footer's form and `subscribeToNewsletter`). */
export const newsletterFormErrors = (values: { email: string }): FormErrors<'email'> => {
  const problem = newsletterEmailError(values.email);
  return problem ? { email: problem } : {};
};
