// The associates' tools (account-admin-calls §2.3, §4, §5, §8, §9): customer applications review and the
// customer, vendor and product lookups. Staff of the provider only.
import { byField, requiredMessage, type FormErrors, type RuleError } from './common.ts';

/** The review statuses, in the spec's order (§4), as the schema names them and as the ERP spells them. */
export const APPLICATION_STATUSES = [
  { value: 'PENDING', label: 'Pending' },
  { value: 'WON', label: 'Won' },
  { value: 'NO_DECISION', label: 'No Decision' },
  { value: 'TIER_1_DEVELOPING', label: 'Tier 1 Developing' },
  { value: 'LOST', label: 'Lost' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'REJECTED', label: 'Rejected' },
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]['value'];

export const APPLICATION_SEGMENTS = [
  { value: 'TBD', label: 'TBD' },
  { value: 'DIRECT', label: 'Direct' },
] as const;
export type ApplicationSegment = (typeof APPLICATION_SEGMENTS)[number]['value'];

/** Once Approved or Rejected, an application can no longer be changed (§4). */
export const FINAL_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['APPROVED', 'REJECTED'];
export const isFinalStatus = (status: ApplicationStatus | null | undefined): boolean =>
  status !== null && status !== undefined && FINAL_APPLICATION_STATUSES.includes(status);

export const statusLabel = (status: ApplicationStatus): string =>
  APPLICATION_STATUSES.find((s) => s.value === status)?.label ?? status;

/** Customer applications offer these page sizes, 25 by default, newest first (§9). */
export const APPLICATION_PAGE_SIZES = [10, 25, 50, 100] as const;
export const APPLICATION_PAGE_SIZE = 25;
/** The list's filter box and the lookups wait this long after the last key (§9). */
export const TOOLS_DEBOUNCE_MS = 750;
export const APPLICATION_FILTER_MAX = 100;
export const APPLICATION_NOTE_MAX = 1000;
/** Customer, vendor and company searches answer at most this many hits (§7.8). */
export const LOOKUP_MAX_HITS = 100;
/** Staff tables show 20 rows a page (§9); the lookups page through their hits at that size. */
export const LOOKUP_PAGE_SIZE = 20;
export const LOOKUP_TERM_MAX = 100;
/** The Punch-Out Log reads a customer's last 250 transfers (account-admin-calls §9) and shows 20 a page. */
export const PUNCHOUT_LOG_LIMIT = 250;
export const PUNCHOUT_LOG_PAGE_SIZE = LOOKUP_PAGE_SIZE;

export const TOOLS_MESSAGES = {
  staffOnly: 'The supplier tools are for Vallen associates only.',
  applicationsOnly: 'Reviewing customer applications needs the customer applications permission.',
  noApplications: 'You do not have any customer applications that meet your criteria.',
  applicationsFailed: 'Unable to retrieve applications',
  applicationNotFound: 'We were unable to find the application you are looking for.',
  applicationMissing: 'Unable to locate application',
  updated: 'Customer Application updated successfully',
  saveFailed: 'Error saving customer application',
  noteAdded: 'Note added successfully',
  noteFailed: 'Error saving note',
  final: 'This application has been Approved or Rejected and can no longer be changed.',
  confirmFinal: (status: string) => `Setting the status to ${status} cannot be undone. Do you want to continue?`,
  customerFailed: 'Error! We were unable retrieve the customer information.',
  vendorFailed: 'Error! We were unable retrieve the vendor information.',
  /** One message for both lookups, as the spec writes it (storefront §8, account-admin-calls §8). */
  noCustomersOrVendors: 'No customers or vendors found.',
  cap: (noun: string) =>
    `Only the first ${LOOKUP_MAX_HITS} ${noun} are shown. Please refine your search to see the rest.`,
  termRequired: 'Please enter a search term.',
  productNotFound: 'No product with that part number is available to this customer.',
  customerNotFound: 'No customer has that number.',
  customerRequired: 'Please enter a customer number.',
  customerNumberInvalid: 'The customer number is up to 10 digits.',
  noTransfers: 'This customer has no punch-out transfers.',
  punchOutLogFailed: 'We were unable to retrieve the punch-out log.',
  orderNumberInvalid: 'Please enter an order number like 1234567-00.',
  orderNotFound: 'No order has that number.',
  orderStatusFailed: 'We were unable to retrieve the order status.',
} as const;

export type ApplicationReview = {
  status: ApplicationStatus | null | '';
  segment: ApplicationSegment | null | '';
  customerNumber?: string | null;
};

/** Status and segment are required (§5); a customer number is up to 10 digits. */
export const checkApplicationReview = (review: ApplicationReview): RuleError[] => {
  const errors: RuleError[] = [];
  if (!review.status) errors.push({ field: 'status', message: requiredMessage('Status') });
  if (!review.segment) errors.push({ field: 'segment', message: requiredMessage('Segment') });
  const number = review.customerNumber?.trim() ?? '';
  if (number && !/^\d{1,10}$/.test(number))
    errors.push({ field: 'customerNumber', message: TOOLS_MESSAGES.customerNumberInvalid });
  return errors;
};

/** The review form's validator (`updateCustomerApplication`). */
export const applicationReviewFormErrors = (
  review: ApplicationReview,
): FormErrors<'status' | 'segment' | 'customerNumber'> => byField(checkApplicationReview(review));

/** A note is required and at most 1,000 characters (Add Note stays disabled while it is empty). */
export const noteError = (note: string): string | null => {
  if (!note.trim()) return requiredMessage('Note');
  if (note.length > APPLICATION_NOTE_MAX) return `A note may be at most ${APPLICATION_NOTE_MAX} characters.`;
  return null;
};

/** The note form's validator (`addCustomerApplicationNote`). */
export const applicationNoteFormErrors = (values: { note: string }): FormErrors<'note'> => {
  const note = noteError(values.note);
  return note ? { note } : {};
};

/** A lookup's search term is required (§5), at most 100 characters. */
export const lookupTermError = (term: string): string | null => {
  if (!term.trim()) return TOOLS_MESSAGES.termRequired;
  if (term.length > LOOKUP_TERM_MAX) return `A search term may be at most ${LOOKUP_TERM_MAX} characters.`;
  return null;
};

/** A customer number to look up: required, up to 10 digits. */
export const customerNumberError = (value: string): string | null => {
  const number = value.trim();
  if (!number) return TOOLS_MESSAGES.customerRequired;
  return /^\d{1,10}$/.test(number) ? null : TOOLS_MESSAGES.customerNumberInvalid;
};

/** An order number of the lookups' order summary: 7 digits and an optional suffix of one or two. */
const ORDER_NUMBER = /^(\d{7})(?:-(\d{1,2}))?$/;

/** The order number as the ERP path takes it (suffix padded to two), or null when it is not one. */
export const lookupOrderNumber = (text: string): string | null => {
  const m = ORDER_NUMBER.exec(text.trim());
  return m ? `${m[1]}-${(m[2] ?? '0').padStart(2, '0')}` : null;
};

/** A lookup's search form (customer and vendor lookups): the term. */
export const lookupSearchFormErrors = (values: { term: string }): FormErrors<'term'> => {
  const term = lookupTermError(values.term);
  return term ? { term } : {};
};

/** The product lookup's form: a part number and the customer who sees it. */
export const productLookupFormErrors = (values: {
  partNumber: string;
  customerNumber: string;
}): FormErrors<'partNumber' | 'customerNumber'> => {
  const partNumber = lookupTermError(values.partNumber);
  const customerNumber = customerNumberError(values.customerNumber);
  return { ...(partNumber ? { partNumber } : {}), ...(customerNumber ? { customerNumber } : {}) };
};

/** The punch-out log's form: the customer whose transfers to show. */
export const punchOutLogFormErrors = (values: { customerNumber: string }): FormErrors<'customerNumber'> => {
  const customerNumber = customerNumberError(values.customerNumber);
  return customerNumber ? { customerNumber } : {};
};

/** The order status lookup's form: an order number like 1234567-00. */
export const orderStatusLookupFormErrors = (values: { orderNumber: string }): FormErrors<'orderNumber'> =>
  lookupOrderNumber(values.orderNumber) ? {} : { orderNumber: TOOLS_MESSAGES.orderNumberInvalid };
