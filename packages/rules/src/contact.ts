// The contact form (storefront §3 and §5): inquiry type, name, e-mail, city, state and message required;
// phone and one file optional.
import { EMAIL_INVALID, isEmail, type FormErrors } from './common.ts';

export const CONTACT_MESSAGES = {
  sent: 'Your message is being sent to a Vallen Representative.',
  missing: 'Required fields are missing',
  email: EMAIL_INVALID,
  fileTooLarge: 'The attached file must be at most 64 KB.',
} as const;

/** The attached file's size; the whole request must stay under the gateway's 100 KB body limit. */
export const CONTACT_FILE_MAX_BYTES = 64 * 1024;
/** The same limit on the file as sent, in base64. */
export const CONTACT_FILE_MAX_BASE64 = Math.ceil(CONTACT_FILE_MAX_BYTES / 3) * 4;

export const CONTACT_REQUIRED_FIELDS = ['inquiry', 'name', 'email', 'city', 'state', 'message'] as const;
export type ContactRequiredField = (typeof CONTACT_REQUIRED_FIELDS)[number];

/** The required fields left empty. */
export const missingContactFields = (
  values: Readonly<Partial<Record<ContactRequiredField, string | null>>>,
): ContactRequiredField[] => CONTACT_REQUIRED_FIELDS.filter((key) => !(values[key] ?? '').trim());

/** An e-mail, once typed, must be an e-mail address. */
export const contactEmailError = (value: string): string | null => {
  const email = value.trim();
  return !email || isEmail(email) ? null : CONTACT_MESSAGES.email;
};

export type ContactFormValues = Readonly<Partial<Record<ContactRequiredField, string | null>>>;

/**
 * The contact form's validator (the form and `sendContactMessage`): each empty required field says
 * 'Required fields are missing' (§5: the form's one message), a typed e-mail must be an address. The
 * attachment's size is checked apart: the form measures the file, the gateway its base64.
 */
export const contactFormErrors = (values: ContactFormValues): FormErrors<ContactRequiredField> => {
  const errors: FormErrors<ContactRequiredField> = {};
  for (const field of missingContactFields(values)) errors[field] = CONTACT_MESSAGES.missing;
  const email = contactEmailError(values.email ?? '');
  if (email) errors.email ??= email;
  return errors;
};
