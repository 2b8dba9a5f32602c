import type { GatewayContext } from '../context.ts';
import { ErpHttpError, ErpUnavailableError, isErpStatus } from '../erp/errors.ts';
import type { ContactInquiry, SendContactMessageInput, UserError } from '../generated/resolvers-types.ts';
import { isEmail } from '../common/validation.ts';
import { userError } from '../common/errors.ts';
import { brandFor } from './brand.ts';

export const CONTACT_MESSAGES = {
  sent: 'Your message is being sent to a Vallen Representative.',
  missing: 'Required fields are missing',
  email: 'Please enter a valid e-mail address.',
  file: 'The attached file must be at most 64 KB.',
  failed: 'We could not send your message right now. Please try again in a moment.',
} as const;

/** Base64 of 64 KB: the whole request must stay under the gateway's 100 KB body limit. */
export const MAX_FILE_BASE64 = Math.ceil((64 * 1024) / 3) * 4;

const INQUIRY_CODES: Record<ContactInquiry, string> = {
  QUOTE: 'quote',
  SALES_PERSON: 'salesPerson',
  INVOICE_COPY: 'invoiceCopy',
  PAYABLES_RECEIVABLES: 'payablesReceivables',
  W9: 'w9',
  FEEDBACK: 'feedback',
  ORDER_SUPPORT: 'orderSupport',
  WEBSITE_SUPPORT: 'websiteSupport',
  GENERAL_INQUIRY: 'generalInquiry',
};

export const validateContact = (input: SendContactMessageInput): UserError[] => {
  const required = [input.name, input.email, input.city, input.state, input.message].map((v) => v.trim());
  if (!input.inquiry || required.some((v) => !v)) return [userError('INVALID_INPUT', CONTACT_MESSAGES.missing)];
  const errors: UserError[] = [];
  if (!isEmail(input.email.trim())) errors.push(userError('INVALID_INPUT', CONTACT_MESSAGES.email, 'email'));
  if (
    input.file &&
    (input.file.base64.length > MAX_FILE_BASE64 ||
      !/^[A-Za-z0-9+/]*={0,2}$/.test(input.file.base64) ||
      !input.file.filename.trim())
  ) {
    errors.push(userError('INVALID_INPUT', CONTACT_MESSAGES.file, 'file'));
  }
  return errors;
};

export const sendContactMessage = async (
  context: GatewayContext,
  input: SendContactMessageInput,
): Promise<{ message: string | null; userErrors: UserError[] }> => {
  const invalid = validateContact(input);
  if (invalid.length > 0) return { message: null, userErrors: invalid };
  try {
    await context.erp.post('/support', {
      body: {
        mail_inquiry: INQUIRY_CODES[input.inquiry!],
        mail_name: input.name.trim(),
        mail_from: input.email.trim(),
        mail_phone: input.phone?.trim() || null,
        mail_city: input.city.trim(),
        mail_state: input.state.trim(),
        mail_message: input.message.trim(),
        mailbox: brandFor(context.storeOrigin).supportEmail,
        ...(input.file ? { file: { filename: input.file.filename.trim(), data: input.file.base64 } } : {}),
      },
    });
    return { message: CONTACT_MESSAGES.sent, userErrors: [] };
  } catch (error) {
    if (isErpStatus(error, 400)) return { message: null, userErrors: [userError('REJECTED', error.message)] };
    if (error instanceof ErpHttpError || error instanceof ErpUnavailableError) {
      return { message: null, userErrors: [userError('UPSTREAM_UNAVAILABLE', CONTACT_MESSAGES.failed)] };
    }
    throw error;
  }
};
