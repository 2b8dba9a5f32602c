// Validation rules and messages of registration (storefront spec §5 and §8).
import type { UserError } from '../generated/resolvers-types.ts';
import { isEmail } from '../common/validation.ts';
import { userError } from '../common/errors.ts';
import { meetsRuleA, PASSWORD_MESSAGES } from './password-rules.ts';

export const REGISTRATION_MESSAGES = {
  customerNumber: 'Customer number is required and may only contain numeric values [0-9].',
  unknownCustomer:
    "We do not recognize your customer number. Please click on the 'Request your Customer Number' button and fill out the form so we can help you find your valid customer number.",
  customerNotEligible:
    'This customer number cannot be registered for online ordering. Please contact support for help with your account.',
  mainCustomerStaffOnly: 'Only associates and suppliers may register against this customer number.',
  email: 'A valid E-mail Address is required',
  name: 'Full Name is required',
  phone: 'The phone number may be at most 25 characters.',
  extension: 'The extension may be at most 8 characters.',
  associateNotFound: (email: string) => `We are unable to find a Vallen associate that matches ${email}.`,
  associateCheckFailed: 'We are unable to validate your email address at this time.',
  existingActive: (email: string) =>
    `There is already an account for ${email}. You may log in using this e-mail address at any time.`,
  existingInactive: (email: string) =>
    `There is already an account for ${email}, but that account is currently inactive. Contact support to have the account activated.`,
  created: 'Your account has been successfully created.',
  failed: 'There was an error processing your request.',
} as const;

/** Customer numbers that may never self-register (a fixed list of five). */
export const EXCLUDED_CUSTOMER_NUMBERS = ['90001', '90002', '90003', '99999', '10011'] as const;
/** The provider's own customer: only associates and suppliers register against it. */
export const MAIN_CUSTOMER_NUMBER = '10000';
export const CASH_ON_DELIVERY_SEGMENT = 'COD';
/** E-mail domains of the provider's staff; such addresses must match a known associate. */
export const STAFF_EMAIL_DOMAINS = ['vallen.example', 'vallen.com'] as const;

export type RegistrationType = 'NEW' | 'VALLEN' | 'SUPPLIER';

export const isCustomerNumber = (value: string) => /^\d{1,10}$/.test(value);

export const validateCustomerNumber = (value: string): UserError[] =>
  isCustomerNumber(value) ? [] : [userError('INVALID_INPUT', REGISTRATION_MESSAGES.customerNumber, 'customerNumber')];

export const isExcludedCustomer = (customerNumber: string) =>
  (EXCLUDED_CUSTOMER_NUMBERS as readonly string[]).includes(customerNumber);

export const isStaffEmail = (email: string) =>
  (STAFF_EMAIL_DOMAINS as readonly string[]).includes(email.slice(email.lastIndexOf('@') + 1).toLowerCase());

/** A supplier-staff or associate registration, or a staff e-mail domain, must match a known associate. */
export const needsAssociateCheck = (type: RegistrationType, email: string) => type === 'VALLEN' || isStaffEmail(email);

export type RegistrationForm = {
  customerNumber: string;
  registrationType: RegistrationType;
  username: string;
  name: string;
  phone?: string | null;
  phoneExtension?: string | null;
  password: string;
  confirmPassword: string;
};

export const validateRegistration = (form: RegistrationForm): UserError[] => {
  const errors: UserError[] = [...validateCustomerNumber(form.customerNumber)];
  const email = form.username.trim();
  if (!email || email.length > 50 || !isEmail(email))
    errors.push(userError('INVALID_INPUT', REGISTRATION_MESSAGES.email, 'username'));
  const name = form.name.trim();
  if (!name || name.length > 50) errors.push(userError('INVALID_INPUT', REGISTRATION_MESSAGES.name, 'name'));
  if ((form.phone ?? '').length > 25) errors.push(userError('INVALID_INPUT', REGISTRATION_MESSAGES.phone, 'phone'));
  if ((form.phoneExtension ?? '').length > 8)
    errors.push(userError('INVALID_INPUT', REGISTRATION_MESSAGES.extension, 'phoneExtension'));
  if (!form.password) errors.push(userError('INVALID_INPUT', PASSWORD_MESSAGES.required, 'password'));
  else if (!meetsRuleA(form.password)) errors.push(userError('INVALID_INPUT', PASSWORD_MESSAGES.ruleA, 'password'));
  if (form.confirmPassword !== form.password)
    errors.push(userError('INVALID_INPUT', PASSWORD_MESSAGES.confirm, 'confirmPassword'));
  if (form.customerNumber === MAIN_CUSTOMER_NUMBER && form.registrationType === 'NEW') {
    errors.push(userError('FORBIDDEN', REGISTRATION_MESSAGES.mainCustomerStaffOnly, 'customerNumber'));
  }
  return errors;
};
