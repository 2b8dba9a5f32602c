// Registration (storefront §5): the customer-number lookup, the register form and the new-customer application.
import { byField, isEmail, requiredMessage, tooLongMessage, type FormErrors, type RuleError } from './common.ts';
import { confirmError, passwordError } from './password.ts';

export const REGISTRATION_LIMITS = { customerNumber: 10, email: 50, name: 50, phone: 25, extension: 8 } as const;

export const REGISTRATION_MESSAGES = {
  customerNumber: 'Customer number is required and may only contain numeric values [0-9].',
  email: 'A valid E-mail Address is required',
  name: 'Full Name is required',
  phone: `The phone number may be at most ${REGISTRATION_LIMITS.phone} characters.`,
  extension: `The extension may be at most ${REGISTRATION_LIMITS.extension} characters.`,
  created: 'Your account has been successfully created.',
} as const;

/** The provider's own customer: only associates and suppliers register against it. */
export const MAIN_CUSTOMER_NUMBER = '10000';

export type RegistrationType = 'NEW' | 'VALLEN' | 'SUPPLIER';

/** Required, digits only, at most 10. */
export const isCustomerNumber = (value: string): boolean => /^\d{1,10}$/.test(value);

export const customerNumberError = (value: string): string | null =>
  isCustomerNumber(value.trim()) ? null : REGISTRATION_MESSAGES.customerNumber;

/** The Register Now lookup's validator (the lookup form and `registrationCustomer`). */
export const customerNumberFormErrors = (values: { customerNumber: string }): FormErrors<'customerNumber'> => {
  const problem = customerNumberError(values.customerNumber);
  return problem ? { customerNumber: problem } : {};
};

/** A required e-mail address of at most 50 characters (register form and application alike). */
const emailError = (value: string): string | null => {
  const email = value.trim();
  return !email || email.length > REGISTRATION_LIMITS.email || !isEmail(email) ? REGISTRATION_MESSAGES.email : null;
};

const nameError = (value: string): string | null => {
  const name = value.trim();
  return !name || name.length > REGISTRATION_LIMITS.name ? REGISTRATION_MESSAGES.name : null;
};

export type RegistrationValues = {
  customerNumber: string;
  username: string;
  name: string;
  phone?: string | null;
  phoneExtension?: string | null;
  password: string;
  confirmPassword: string;
};

/** Every problem of the register form, in field order; empty when it may be submitted. */
export const checkRegistration = (form: RegistrationValues): RuleError[] => {
  const errors: RuleError[] = [];
  const put = (field: string, message: string | null) => {
    if (message) errors.push({ field, message });
  };
  put('customerNumber', customerNumberError(form.customerNumber));
  put('username', emailError(form.username));
  put('name', nameError(form.name));
  if ((form.phone ?? '').length > REGISTRATION_LIMITS.phone) put('phone', REGISTRATION_MESSAGES.phone);
  if ((form.phoneExtension ?? '').length > REGISTRATION_LIMITS.extension)
    put('phoneExtension', REGISTRATION_MESSAGES.extension);
  put('password', passwordError(form.password, 'a'));
  put('confirmPassword', confirmError(form.password, form.confirmPassword));
  return errors;
};

/** The register form's validator (the register page and `registerAccount`). */
export const registerFormErrors = (values: RegistrationValues): FormErrors<keyof RegistrationValues> =>
  byField(checkRegistration(values));

// The new-customer application: its option lists (spec §9) and rules (spec §5).
export const CUSTOMER_APPLICATION_OPTIONS = {
  businessTypes: ['Corporation', 'Government', 'Joint Venture', 'LLC', 'LLP', 'Partnership', 'Proprietorship', 'Other'],
  employeeRanges: ['< 500', '500 - 1,000', '1,000 - 2,000', '2,000 - 5,000', '5,000 - 10,000', '> 10,000'],
  mroSpendRanges: ['< $25,000', '$25,000 - $100,000', '$100,000 - $500,000', '$500,000 - $1,000,000', '> $1,000,000'],
  services: [
    'Integrated Solutions',
    'MROP',
    'Safety Services',
    'Web Features',
    'eProcurement',
    'VMI/Vending Solutions',
  ],
  verticals: [
    'Aerospace',
    'Airlines',
    'Automotive',
    'Boat Building',
    'Chemical Manufacturing',
    'Construction or Mining Equipment',
    'HVAC System Manufacturing',
    'General/Industrial Manufacturing',
    'PetroChemical',
    'Pharmaceutical',
    'Rail Transportation',
    'Recreational Vehicles',
    'Other',
  ],
} as const;

/** How the application's messages name its fields. */
export const CUSTOMER_APPLICATION_LABELS = {
  customerType: 'Customer type',
  companyName: 'Company legal name',
  companyDba: 'DBA',
  city: 'City',
  state: 'State',
  companyPhone: 'Company phone',
  salesAssociate: 'Sales associate',
  businessNature: 'Nature of business',
} as const;

export const CUSTOMER_APPLICATION_LIMITS = {
  companyName: 50,
  companyDba: 50,
  city: 255,
  companyPhone: 25,
  salesAssociate: 255,
  businessNature: 50,
} as const;

export const APPLICATION_MESSAGES = {
  email: REGISTRATION_MESSAGES.email,
  name: REGISTRATION_MESSAGES.name,
  duns: 'The DUNS number must be nine digits.',
  submitted: 'Your request has been successfully submitted.',
  option: (label: string) => `Please choose a ${label} from the list.`,
} as const;

export type CustomerApplicationType = 'NEW' | 'EXISTING';

export type CustomerApplicationValues = {
  customerType: CustomerApplicationType | null;
  email: string;
  name: string;
  companyName: string;
  companyDba: string;
  city: string;
  state: string;
  companyPhone: string;
  salesAssociate?: string | null;
  duns?: string | null;
  businessNature?: string | null;
  businessType?: string | null;
  vertical?: string | null;
  mroSpend?: string | null;
  employees?: string | null;
  services?: readonly string[] | null;
};

/** Every problem of the application, in the form's field order; empty when it may be submitted. */
export const checkCustomerApplication = (form: CustomerApplicationValues): RuleError[] => {
  const errors: RuleError[] = [];
  const put = (field: string, message: string | null) => {
    if (message) errors.push({ field, message });
  };
  const text = (value: string | null | undefined) => (value ?? '').trim();
  const labels = CUSTOMER_APPLICATION_LABELS;
  const limits = CUSTOMER_APPLICATION_LIMITS;
  const requiredText = (field: keyof typeof limits & keyof typeof labels, value: string) => {
    const trimmed = text(value);
    if (!trimmed) put(field, requiredMessage(labels[field]));
    else if (trimmed.length > limits[field]) put(field, tooLongMessage(labels[field], limits[field]));
  };
  if (!form.customerType) put('customerType', requiredMessage(labels.customerType));
  put('email', emailError(form.email));
  put('name', nameError(form.name));
  requiredText('companyName', form.companyName);
  requiredText('companyDba', form.companyDba);
  requiredText('city', form.city);
  if (!/^[A-Za-z]{2}$/.test(text(form.state))) put('state', requiredMessage(labels.state));
  requiredText('companyPhone', form.companyPhone);
  const associate = text(form.salesAssociate);
  if (associate.length > limits.salesAssociate)
    put('salesAssociate', tooLongMessage(labels.salesAssociate, limits.salesAssociate));
  else if (!associate && form.customerType === 'EXISTING')
    put('salesAssociate', requiredMessage(labels.salesAssociate));
  const duns = text(form.duns);
  if (duns && !/^\d{9}$/.test(duns)) put('duns', APPLICATION_MESSAGES.duns);
  if (text(form.businessNature).length > limits.businessNature)
    put('businessNature', tooLongMessage(labels.businessNature, limits.businessNature));
  const options = CUSTOMER_APPLICATION_OPTIONS;
  const lists: [keyof CustomerApplicationValues, string | null | undefined, readonly string[], string][] = [
    ['businessType', form.businessType, options.businessTypes, 'business type'],
    ['vertical', form.vertical, options.verticals, 'industry'],
    ['mroSpend', form.mroSpend, options.mroSpendRanges, 'MRO spend'],
    ['employees', form.employees, options.employeeRanges, 'number of employees'],
  ];
  for (const [field, value, allowed, label] of lists) {
    if (text(value) && !allowed.includes(text(value))) put(field, APPLICATION_MESSAGES.option(label));
  }
  if ((form.services ?? []).some((s) => !(options.services as readonly string[]).includes(s)))
    put('services', APPLICATION_MESSAGES.option('service'));
  return errors;
};

/** The application's validator (the application page and `submitCustomerApplication`). */
export const customerApplicationFormErrors = (
  values: CustomerApplicationValues,
): FormErrors<keyof CustomerApplicationValues> => byField(checkCustomerApplication(values));
