// The new-customer application: option lists (spec §9), rules (spec §5) and submission.
import type { GatewayContext } from '../context.ts';
import { ErpHttpError, ErpUnavailableError, isErpStatus } from '../erp/errors.ts';
import type { SubmitCustomerApplicationInput, UserError } from '../generated/resolvers-types.ts';
import { isEmail } from '../common/validation.ts';
import { userError } from '../common/errors.ts';

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

export const APPLICATION_MESSAGES = {
  submitted: 'Your request has been successfully submitted.',
  failed: 'There was an error processing your request.',
  email: 'A valid E-mail Address is required',
  name: 'Full Name is required',
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, max: number) => `${label} may be at most ${max} characters.`,
  duns: 'The DUNS number must be nine digits.',
  option: (label: string) => `Please choose a ${label} from the list.`,
} as const;

const text = (v: string | null | undefined) => (v ?? '').trim();

export const validateCustomerApplication = (input: SubmitCustomerApplicationInput): UserError[] => {
  const errors: UserError[] = [];
  const bad = (field: string, message: string) => errors.push(userError('INVALID_INPUT', message, field));
  const email = text(input.email);
  if (!email || email.length > 50 || !isEmail(email)) bad('email', APPLICATION_MESSAGES.email);
  const name = text(input.name);
  if (!name || name.length > 50) bad('name', APPLICATION_MESSAGES.name);
  const required: [keyof SubmitCustomerApplicationInput, string, number][] = [
    ['companyName', 'Company legal name', 50],
    ['companyDba', 'DBA', 50],
    ['city', 'City', 255],
    ['companyPhone', 'Company phone', 25],
  ];
  for (const [field, label, max] of required) {
    const value = text(input[field] as string);
    if (!value) bad(field, APPLICATION_MESSAGES.required(label));
    else if (value.length > max) bad(field, APPLICATION_MESSAGES.tooLong(label, max));
  }
  if (!/^[A-Za-z]{2}$/.test(text(input.state))) bad('state', APPLICATION_MESSAGES.required('State'));
  const associate = text(input.salesAssociate);
  if (associate.length > 255) bad('salesAssociate', APPLICATION_MESSAGES.tooLong('Sales associate', 255));
  else if (!associate && input.customerType === 'EXISTING')
    bad('salesAssociate', APPLICATION_MESSAGES.required('Sales associate'));
  const duns = text(input.duns);
  if (duns && !/^\d{9}$/.test(duns)) bad('duns', APPLICATION_MESSAGES.duns);
  if (text(input.businessNature).length > 50)
    bad('businessNature', APPLICATION_MESSAGES.tooLong('Nature of business', 50));
  const lists: [keyof SubmitCustomerApplicationInput, readonly string[], string][] = [
    ['businessType', CUSTOMER_APPLICATION_OPTIONS.businessTypes, 'business type'],
    ['vertical', CUSTOMER_APPLICATION_OPTIONS.verticals, 'industry'],
    ['mroSpend', CUSTOMER_APPLICATION_OPTIONS.mroSpendRanges, 'MRO spend'],
    ['employees', CUSTOMER_APPLICATION_OPTIONS.employeeRanges, 'number of employees'],
  ];
  for (const [field, options, label] of lists) {
    const value = text(input[field] as string | null | undefined);
    if (value && !options.includes(value)) bad(field, APPLICATION_MESSAGES.option(label));
  }
  if ((input.services ?? []).some((s) => !(CUSTOMER_APPLICATION_OPTIONS.services as readonly string[]).includes(s))) {
    bad('services', APPLICATION_MESSAGES.option('service'));
  }
  return errors;
};

type Outcome = { applicationId: string | null; message: string | null; userErrors: UserError[] };

export const submitCustomerApplication = async (
  context: GatewayContext,
  input: SubmitCustomerApplicationInput,
): Promise<Outcome> => {
  const invalid = validateCustomerApplication(input);
  if (invalid.length > 0) return { applicationId: null, message: null, userErrors: invalid };
  const opt = (v: string | null | undefined) => text(v) || null;
  try {
    const created = await context.erp.post('/customer-application', {
      body: {
        customer_type: input.customerType === 'EXISTING' ? 'Existing' : 'New',
        company_name: text(input.companyName),
        company_dba: text(input.companyDba),
        city: text(input.city),
        state: text(input.state).toUpperCase(),
        company_phone: text(input.companyPhone),
        vallen_associate: opt(input.salesAssociate),
        duns: opt(input.duns),
        business_nature: opt(input.businessNature),
        business_type: opt(input.businessType),
        vertical: opt(input.vertical),
        mro: opt(input.mroSpend),
        employees: opt(input.employees),
        services: [...(input.services ?? [])],
        name: text(input.name),
        email: text(input.email).toLowerCase(),
      },
    });
    return { applicationId: String(created.id), message: APPLICATION_MESSAGES.submitted, userErrors: [] };
  } catch (error) {
    if (isErpStatus(error, 400))
      return { applicationId: null, message: null, userErrors: [userError('REJECTED', error.message)] };
    if (error instanceof ErpHttpError || error instanceof ErpUnavailableError) {
      return {
        applicationId: null,
        message: null,
        userErrors: [userError('UPSTREAM_UNAVAILABLE', APPLICATION_MESSAGES.failed)],
      };
    }
    throw error;
  }
};
