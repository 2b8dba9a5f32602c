// Registration rules only the gateway can apply (storefront spec §5 and §8); the form's rules are in
// @mro/rules/registration.
import type { UserError } from '../generated/resolvers-types.ts';
import { formUserErrors, userError } from '../common/errors.ts';
import {
  customerNumberFormErrors,
  registerFormErrors,
  MAIN_CUSTOMER_NUMBER,
  REGISTRATION_MESSAGES as FORM_MESSAGES,
  type RegistrationType,
  type RegistrationValues,
} from '@mro/rules/registration';

export const REGISTRATION_MESSAGES = {
  ...FORM_MESSAGES,
  unknownCustomer:
    "We do not recognize your customer number. Please click on the 'Request your Customer Number' button and fill out the form so we can help you find your valid customer number.",
  customerNotEligible:
    'This customer number cannot be registered for online ordering. Please contact support for help with your account.',
  mainCustomerStaffOnly: 'Only associates and suppliers may register against this customer number.',
  associateNotFound: (email: string) => `We are unable to find a Vallen associate that matches ${email}.`,
  associateCheckFailed: 'We are unable to validate your email address at this time.',
  existingActive: (email: string) =>
    `There is already an account for ${email}. You may log in using this e-mail address at any time.`,
  existingInactive: (email: string) =>
    `There is already an account for ${email}, but that account is currently inactive. Contact support to have the account activated.`,
  failed: 'There was an error processing your request.',
} as const;

/** Customer numbers that may never self-register (a fixed list of five). */
export const EXCLUDED_CUSTOMER_NUMBERS = ['90001', '90002', '90003', '99999', '10011'] as const;
export const CASH_ON_DELIVERY_SEGMENT = 'COD';
/** E-mail domains of the provider's staff; such addresses must match a known associate. */
export const STAFF_EMAIL_DOMAINS = ['vallen.example', 'vallen.com'] as const;

export const validateCustomerNumber = (value: string): UserError[] =>
  formUserErrors(customerNumberFormErrors({ customerNumber: value }));

export const isExcludedCustomer = (customerNumber: string) =>
  (EXCLUDED_CUSTOMER_NUMBERS as readonly string[]).includes(customerNumber);

export const isStaffEmail = (email: string) =>
  (STAFF_EMAIL_DOMAINS as readonly string[]).includes(email.slice(email.lastIndexOf('@') + 1).toLowerCase());

/** A supplier-staff or associate registration, or a staff e-mail domain, must match a known associate. */
export const needsAssociateCheck = (type: RegistrationType, email: string) => type === 'VALLEN' || isStaffEmail(email);

export type RegistrationForm = RegistrationValues & { registrationType: RegistrationType };

/** The form's rules, then: only associates and suppliers register against the main customer. */
export const validateRegistration = (form: RegistrationForm): UserError[] => {
  const errors = formUserErrors(registerFormErrors(form));
  if (form.customerNumber === MAIN_CUSTOMER_NUMBER && form.registrationType === 'NEW') {
    errors.push(userError('FORBIDDEN', REGISTRATION_MESSAGES.mainCustomerStaffOnly, 'customerNumber'));
  }
  return errors;
};
