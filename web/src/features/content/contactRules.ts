import type { ContactInquiry } from '../../generated/graphql';
import { email, validate } from '../../lib/validation';

// storefront.md §3 (Contact message) and §5 (Contact form).
export const CONTACT_MESSAGES = {
  missing: 'Required fields are missing',
  sent: 'Your message is being sent to a Vallen Representative.',
  fileTooLarge: 'The attached file must be at most 64 KB.',
} as const;

/** The gateway accepts files up to 64 KB (its request body limit is 100 KB). */
export const MAX_FILE_BYTES = 64 * 1024;

export const INQUIRY_LABELS: Record<ContactInquiry, string> = {
  QUOTE: 'Request a Quote',
  SALES_PERSON: 'Talk to a Sales Person',
  INVOICE_COPY: 'Invoice Copy',
  PAYABLES_RECEIVABLES: 'Payables / Receivables',
  W9: 'W-9 Request',
  FEEDBACK: 'Feedback',
  ORDER_SUPPORT: 'Order Support',
  WEBSITE_SUPPORT: 'Website Support',
  GENERAL_INQUIRY: 'General Inquiry',
};

export type ContactValues = {
  inquiry: ContactInquiry | '';
  name: string;
  email: string;
  phone: string;
  city: string;
  state: string;
  message: string;
};
export const EMPTY_CONTACT: ContactValues = {
  inquiry: '',
  name: '',
  email: '',
  phone: '',
  city: '',
  state: '',
  message: '',
};

const REQUIRED: (keyof ContactValues)[] = ['inquiry', 'name', 'email', 'city', 'state', 'message'];

/** Fields left empty (phone and file are optional). */
export const missingFields = (values: ContactValues): (keyof ContactValues)[] =>
  REQUIRED.filter((key) => values[key].trim() === '');

export const contactEmailError = (value: string): string | null => validate(value, [email]);

/** The file's content as base64 (without the data-URL prefix). */
export const fileToBase64 = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
