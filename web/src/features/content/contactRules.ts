import type { ContactInquiry } from '../../generated/graphql';

// The contact form's labels and values (docs/spec/storefront.md §3 and §5); its rules are in @mro/rules/contact.
export const INQUIRY_LABELS: Record<ContactInquiry, string> = {
  QUOTE: 'Request Quote',
  SALES_PERSON: 'Talk to a Sales Person',
  INVOICE_COPY: 'Invoice Copy',
  PAYABLES_RECEIVABLES: 'Payables / Receivables',
  W9: 'W-9 Request',
  FEEDBACK: 'Feedback',
  ORDER_SUPPORT: 'Order Support',
  WEBSITE_SUPPORT: 'Website Support',
  GENERAL_INQUIRY: 'General Inquiry',
};

export const isContactInquiry = (value: string): value is ContactInquiry => Object.hasOwn(INQUIRY_LABELS, value);

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
