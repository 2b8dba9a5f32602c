import type { GatewayContext } from '../context.ts';
import { ErpHttpError, ErpUnavailableError, isErpStatus } from '../erp/errors.ts';
import type { ContactInquiry, SendContactMessageInput, UserError } from '../generated/resolvers-types.ts';
import { CONTACT_FILE_MAX_BASE64, CONTACT_MESSAGES as FORM_MESSAGES, contactFormErrors } from '@mro/rules/contact';
import { formUserErrors, userError } from '../common/errors.ts';
import { throttleAttempt } from '../security/throttle.ts';
import { brandFor } from './brand.ts';

export const CONTACT_MESSAGES = {
  ...FORM_MESSAGES,
  failed: 'We could not send your message right now. Please try again in a moment.',
} as const;

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
  const errors = formUserErrors(contactFormErrors(input));
  // Empty required fields are answered once, for the form (§5's one message), as the form's alert says it.
  if (errors.some((error) => error.message === CONTACT_MESSAGES.missing))
    return [userError('INVALID_INPUT', CONTACT_MESSAGES.missing)];
  if (
    input.file &&
    (input.file.base64.length > CONTACT_FILE_MAX_BASE64 ||
      !/^[A-Za-z0-9+/]*={0,2}$/.test(input.file.base64) ||
      !input.file.filename.trim())
  ) {
    errors.push(userError('INVALID_INPUT', CONTACT_MESSAGES.fileTooLarge, 'file'));
  }
  return errors;
};

export const sendContactMessage = async (
  context: GatewayContext,
  input: SendContactMessageInput,
): Promise<{ message: string | null; userErrors: UserError[] }> => {
  const invalid = validateContact(input);
  if (invalid.length > 0) return { message: null, userErrors: invalid };
  // By the sender's e-mail and address: each message mails a representative.
  const throttled = await throttleAttempt(context, 'contact', input.email.trim());
  if (throttled.length > 0) return { message: null, userErrors: throttled };
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
        mailbox: brandFor(context.storeOrigin, context.config.storeBrand).supportEmail,
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
