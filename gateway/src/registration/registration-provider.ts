import type { GatewayContext } from '../context.ts';
import type { ErpCustomerMaster } from '../erp/types.ts';
import { ErpHttpError, ErpUnavailableError, isErpStatus } from '../erp/errors.ts';
import type { AccountStatus, RegistrationCustomer, UserError } from '../generated/resolvers-types.ts';
import { userError } from '../common/errors.ts';
import { formatPhone } from '@mro/rules/common';
import { throttleAttempt } from '../security/throttle.ts';
import {
  CASH_ON_DELIVERY_SEGMENT,
  isExcludedCustomer,
  needsAssociateCheck,
  REGISTRATION_MESSAGES,
  validateCustomerNumber,
  validateRegistration,
  type RegistrationForm,
} from './registration-rules.ts';

const unavailable = () => userError('UPSTREAM_UNAVAILABLE', REGISTRATION_MESSAGES.failed);

/** Each word's first character, the rest hidden: '1200 Industrial Pkwy' reads '1••• I••••••••• P•••'. */
export const maskWords = (text: string): string =>
  text.replace(/\S+/g, (word) => `${[...word][0] ?? ''}${'•'.repeat(Math.max(0, [...word].length - 1))}`);

/**
 * The confirmation panel lets a visitor recognise their company, not learn where another one is
 * billed: the name, city and state as they are; the street and ZIP masked; no second line.
 */
const toCustomer = (c: ErpCustomerMaster): RegistrationCustomer => ({
  customerNumber: c.customerNumber,
  name: c.customerName,
  address: {
    name: c.customerName,
    line1: maskWords(c.addr),
    line2: null,
    city: c.city,
    state: c.state,
    zip: `${c.zipcd.slice(0, 3)}${'•'.repeat(Math.max(0, c.zipcd.length - 3))}`,
  },
});

/**
 * The visitor's lookup (Register Now), throttled per number looked up and per address so that
 * walking short sequential numbers yields a handful of names an hour.
 */
export const lookUpCustomer = async (
  context: GatewayContext,
  rawNumber: string,
): Promise<{ customer: RegistrationCustomer | null; userErrors: UserError[] }> => {
  const invalid = validateCustomerNumber(rawNumber.trim());
  if (invalid.length > 0) return { customer: null, userErrors: invalid };
  const throttled = await throttleAttempt(context, 'customerLookup', rawNumber.trim());
  if (throttled.length > 0) return { customer: null, userErrors: throttled };
  return checkCustomer(context, rawNumber);
};

/**
 * The customer check: digits only, not excluded, known to the ERP, and not in the cash-on-delivery segment.
 * Excluded and unknown numbers answer without revealing which customers exist.
 */
const checkCustomer = async (
  context: GatewayContext,
  rawNumber: string,
): Promise<{ customer: RegistrationCustomer | null; userErrors: UserError[] }> => {
  const customerNumber = rawNumber.trim();
  const invalid = validateCustomerNumber(customerNumber);
  if (invalid.length > 0) return { customer: null, userErrors: invalid };
  if (isExcludedCustomer(customerNumber)) {
    return {
      customer: null,
      userErrors: [userError('FORBIDDEN', REGISTRATION_MESSAGES.customerNotEligible, 'customerNumber')],
    };
  }
  try {
    const [master, segment] = await Promise.all([
      context.erp.get('/customer/master/{customerNumber}', { path: { customerNumber } }),
      context.erp.get('/customer-segment/{id}', { path: { id: customerNumber } }),
    ]);
    if (segment.segment === CASH_ON_DELIVERY_SEGMENT) {
      return {
        customer: null,
        userErrors: [userError('FORBIDDEN', REGISTRATION_MESSAGES.customerNotEligible, 'customerNumber')],
      };
    }
    return { customer: toCustomer(master), userErrors: [] };
  } catch (error) {
    if (isErpStatus(error, 404)) {
      return {
        customer: null,
        userErrors: [userError('NOT_FOUND', REGISTRATION_MESSAGES.unknownCustomer, 'customerNumber')],
      };
    }
    if (error instanceof ErpHttpError || error instanceof ErpUnavailableError)
      return { customer: null, userErrors: [unavailable()] };
    throw error;
  }
};

/** The existing-account messages, from the account-status check; null when there is no account. */
const existingAccount = async (context: GatewayContext, email: string): Promise<UserError | null> => {
  try {
    const status = await context.erp.get('/user/status/{id}', { path: { id: email } });
    const message = status.active
      ? REGISTRATION_MESSAGES.existingActive(email)
      : REGISTRATION_MESSAGES.existingInactive(email);
    return userError('REJECTED', message, 'username');
  } catch (error) {
    if (isErpStatus(error, 404)) return null;
    if (error instanceof ErpHttpError || error instanceof ErpUnavailableError) return unavailable();
    throw error;
  }
};

const associateProblem = async (context: GatewayContext, email: string): Promise<UserError | null> => {
  try {
    await context.erp.get('/associate/status/{id}', { path: { id: email } });
    return null;
  } catch (error) {
    if (isErpStatus(error, 404))
      return userError('INVALID_INPUT', REGISTRATION_MESSAGES.associateNotFound(email), 'username');
    if (error instanceof ErpHttpError || error instanceof ErpUnavailableError) {
      return userError('UPSTREAM_UNAVAILABLE', REGISTRATION_MESSAGES.associateCheckFailed, 'username');
    }
    throw error;
  }
};

export type RegistrationResult = { status: AccountStatus | null; message: string | null; userErrors: UserError[] };

const refused = (userErrors: UserError[]): RegistrationResult => ({ status: null, message: null, userErrors });

/** Rules first (nothing reaches the ERP while invalid), then the customer, existing account and associate checks. */
export const registerAccount = async (context: GatewayContext, form: RegistrationForm): Promise<RegistrationResult> => {
  const username = form.username.trim().toLowerCase();
  const normalized = { ...form, username, customerNumber: form.customerNumber.trim(), name: form.name.trim() };
  const invalid = validateRegistration(normalized);
  if (invalid.length > 0) return refused(invalid);
  const throttled = await throttleAttempt(context, 'registration', username);
  if (throttled.length > 0) return refused(throttled);
  const lookup = await checkCustomer(context, normalized.customerNumber);
  if (lookup.userErrors.length > 0) return refused(lookup.userErrors);
  const existing = await existingAccount(context, username);
  if (existing) return refused([existing]);
  if (needsAssociateCheck(normalized.registrationType, username)) {
    const problem = await associateProblem(context, username);
    if (problem) return refused([problem]);
  }
  try {
    const created = await context.erp.post('/user', {
      body: {
        regType: normalized.registrationType.toLowerCase() as 'new' | 'vallen' | 'supplier',
        customer_number: normalized.customerNumber,
        username,
        name: normalized.name,
        phone: formatPhone(normalized.phone ?? '') || null,
        phone_extension: normalized.phoneExtension?.trim() || null,
        password: normalized.password,
        confirm_password: normalized.confirmPassword,
        user_type: 'Customer',
      },
    });
    return { status: created.active ? 'ACTIVE' : 'PENDING', message: REGISTRATION_MESSAGES.created, userErrors: [] };
  } catch (error) {
    if (isErpStatus(error, 409))
      return refused([userError('REJECTED', REGISTRATION_MESSAGES.existingActive(username), 'username')]);
    if (isErpStatus(error, 400)) return refused([userError('REJECTED', error.message || REGISTRATION_MESSAGES.failed)]);
    if (error instanceof ErpHttpError || error instanceof ErpUnavailableError) return refused([unavailable()]);
    throw error;
  }
};
