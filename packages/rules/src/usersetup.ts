// The user setup request (account-admin-calls §2.4 /my-account/user-setup, §3 User setup request, §5):
// a request to add or change a user, with one or more customer requests, sent to POST /user-setup.
import { EMAIL_INVALID, byField, isEmail, type FormErrors, type RuleError } from './common.ts';

export const USER_SETUP_LIMITS = { name: 60, email: 100, comments: 1000, supervisor: 100, modelAfter: 100 } as const;
export const MAX_CUSTOMER_REQUESTS = 20;
export const LIMIT_TYPES = ['dollars', 'units'] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];
export const CUSTOMER_NUMBER_PATTERN = /^\d{1,10}$/;

export const USER_SETUP_MESSAGES = {
  // §5, in the specification's words where it has them.
  nameRequired: 'Full name is required.',
  emailRequired: 'E-mail is required.',
  emailInvalid: EMAIL_INVALID,
  customerRequired: 'Customer is required.',
  customerInvalid: 'Enter a customer number (digits only).',
  limitInvalid: 'Enter a limit of 0 or more (cents at most), or check No limit.',
  termInvalid: 'The limit term is a whole number of years, 0 or more.',
  resetInvalid: 'Enter the limit reset date as YYYY-MM-DD.',
  noCustomers: 'Add at least one customer request.',
  tooManyCustomers: `At most ${MAX_CUSTOMER_REQUESTS} customer requests.`,
  duplicateCustomer: 'This customer is already in the request.',
  nameTooLong: `Full name may be at most ${USER_SETUP_LIMITS.name} characters.`,
  emailTooLong: `E-mail may be at most ${USER_SETUP_LIMITS.email} characters.`,
  commentsTooLong: `Comments may be at most ${USER_SETUP_LIMITS.comments} characters.`,
  supervisorTooLong: `Supervisor may be at most ${USER_SETUP_LIMITS.supervisor} characters.`,
  modelAfterTooLong: `Model after may be at most ${USER_SETUP_LIMITS.modelAfter} characters.`,
  submitted: 'Your user setup request was sent. We will let you know when it is done.',
  failed: 'An error occurred. The request could not be made at this time.',
  notAllowed: 'You may not request user setups.',
} as const;

/** One customer request: limits are null with No limit (sent as -1). */
export type CustomerRequestValues = {
  customerNumber: string;
  supervisor?: string | null;
  spendLimit: number | null;
  maxLimit: number | null;
  limitType: LimitType;
  limitResetYears?: number | null;
  limitReset?: string | null;
};

export type UserSetupValues = {
  name: string;
  email: string;
  customer: string;
  modelAfter?: string | null;
  comments?: string | null;
  customers: readonly CustomerRequestValues[];
};

const validLimit = (value: number | null): boolean =>
  value === null || (Number.isFinite(value) && value >= 0 && Math.round(value * 100) === value * 100);

/** §5: limits min 0 step 0.01 or No limit (null); term years min 0 step 1; a reset date when given. */
export function checkCustomerRequest(request: CustomerRequestValues, prefix = ''): RuleError[] {
  const errors: RuleError[] = [];
  const at = (field: string) => `${prefix}${field}`;
  const customer = request.customerNumber.trim();
  if (!customer) errors.push({ field: at('customerNumber'), message: USER_SETUP_MESSAGES.customerRequired });
  else if (!CUSTOMER_NUMBER_PATTERN.test(customer))
    errors.push({ field: at('customerNumber'), message: USER_SETUP_MESSAGES.customerInvalid });
  if ((request.supervisor ?? '').trim().length > USER_SETUP_LIMITS.supervisor)
    errors.push({ field: at('supervisor'), message: USER_SETUP_MESSAGES.supervisorTooLong });
  if (!validLimit(request.spendLimit))
    errors.push({ field: at('spendLimit'), message: USER_SETUP_MESSAGES.limitInvalid });
  if (!validLimit(request.maxLimit)) errors.push({ field: at('maxLimit'), message: USER_SETUP_MESSAGES.limitInvalid });
  const years = request.limitResetYears;
  if (years !== null && years !== undefined && (!Number.isInteger(years) || years < 0))
    errors.push({ field: at('limitResetYears'), message: USER_SETUP_MESSAGES.termInvalid });
  const reset = (request.limitReset ?? '').trim();
  if (reset && (!/^\d{4}-\d{2}-\d{2}$/.test(reset) || Number.isNaN(Date.parse(`${reset}T00:00:00Z`))))
    errors.push({ field: at('limitReset'), message: USER_SETUP_MESSAGES.resetInvalid });
  return errors;
}

/** §5: full name, e-mail and customer required; at least one customer request, each valid. */
export function checkUserSetup(values: UserSetupValues): RuleError[] {
  const errors: RuleError[] = [];
  const name = values.name.trim();
  if (!name) errors.push({ field: 'name', message: USER_SETUP_MESSAGES.nameRequired });
  else if (name.length > USER_SETUP_LIMITS.name)
    errors.push({ field: 'name', message: USER_SETUP_MESSAGES.nameTooLong });
  const email = values.email.trim();
  if (!email) errors.push({ field: 'email', message: USER_SETUP_MESSAGES.emailRequired });
  else if (email.length > USER_SETUP_LIMITS.email)
    errors.push({ field: 'email', message: USER_SETUP_MESSAGES.emailTooLong });
  else if (!isEmail(email)) errors.push({ field: 'email', message: USER_SETUP_MESSAGES.emailInvalid });
  const customer = values.customer.trim();
  if (!customer) errors.push({ field: 'customer', message: USER_SETUP_MESSAGES.customerRequired });
  else if (!CUSTOMER_NUMBER_PATTERN.test(customer))
    errors.push({ field: 'customer', message: USER_SETUP_MESSAGES.customerInvalid });
  if ((values.modelAfter ?? '').trim().length > USER_SETUP_LIMITS.modelAfter)
    errors.push({ field: 'modelAfter', message: USER_SETUP_MESSAGES.modelAfterTooLong });
  if ((values.comments ?? '').trim().length > USER_SETUP_LIMITS.comments)
    errors.push({ field: 'comments', message: USER_SETUP_MESSAGES.commentsTooLong });
  if (values.customers.length === 0) errors.push({ field: 'customers', message: USER_SETUP_MESSAGES.noCustomers });
  if (values.customers.length > MAX_CUSTOMER_REQUESTS)
    errors.push({ field: 'customers', message: USER_SETUP_MESSAGES.tooManyCustomers });
  const seen = new Set<string>();
  values.customers.forEach((request, i) => {
    errors.push(...checkCustomerRequest(request, `customers.${i}.`));
    const number = request.customerNumber.trim();
    if (seen.has(number))
      errors.push({ field: `customers.${i}.customerNumber`, message: USER_SETUP_MESSAGES.duplicateCustomer });
    seen.add(number);
  });
  return errors;
}

/**
 * The request form's validator (`submitUserSetupRequest`): each field's first error, a customer request's
 * at `customers.<i>.<field>`, none or too many at `customers`.
 */
export const userSetupFormErrors = (values: UserSetupValues): FormErrors => byField(checkUserSetup(values));

/** A customer request as its fieldset holds it: the texts as typed, No limit as a checkbox, the picked supervisor. */
export type CustomerRequestDraft = {
  customerNumber: string;
  supervisor: { username: string } | null;
  isSupervisor: boolean;
  spendLimit: string;
  noSpendLimit: boolean;
  maxLimit: string;
  noMaxLimit: boolean;
  limitType: LimitType;
  limitResetYears: string;
  limitReset: string;
};

// An empty or non-numeric limit is invalid unless No limit is checked (§5).
const amountOf = (text: string, none: boolean): number | null =>
  none ? null : text.trim() === '' ? NaN : Number(text);

/** The request a draft makes: the supervisor by e-mail (user name), as the ERP's request names it. */
export const customerRequestOf = (draft: CustomerRequestDraft): CustomerRequestValues & { isSupervisor: boolean } => ({
  customerNumber: draft.customerNumber.trim(),
  supervisor: draft.supervisor?.username ?? null,
  isSupervisor: draft.isSupervisor,
  spendLimit: amountOf(draft.spendLimit, draft.noSpendLimit),
  maxLimit: amountOf(draft.maxLimit, draft.noMaxLimit),
  limitType: draft.limitType,
  limitResetYears: draft.limitResetYears.trim() === '' ? null : Number(draft.limitResetYears),
  limitReset: draft.limitReset.trim() || null,
});

/** The customer request fieldset's validator (its Add): each field's first error, by the draft's field names. */
export const customerRequestDraftErrors = (draft: CustomerRequestDraft): FormErrors =>
  byField(checkCustomerRequest(customerRequestOf(draft)));
