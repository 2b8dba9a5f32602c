// The new-customer application's submission; its option lists and rules are in @mro/rules/registration.
import type { GatewayContext } from '../context.ts';
import { ErpHttpError, ErpUnavailableError, isErpStatus } from '../erp/errors.ts';
import type { SubmitCustomerApplicationInput, UserError } from '../generated/resolvers-types.ts';
import { APPLICATION_MESSAGES as FORM_MESSAGES, customerApplicationFormErrors } from '@mro/rules/registration';
import { formUserErrors, userError } from '../common/errors.ts';
import { throttleAttempt } from '../security/throttle.ts';

export const APPLICATION_MESSAGES = {
  ...FORM_MESSAGES,
  failed: 'There was an error processing your request.',
} as const;

const text = (v: string | null | undefined) => (v ?? '').trim();

export const validateCustomerApplication = (input: SubmitCustomerApplicationInput): UserError[] =>
  formUserErrors(customerApplicationFormErrors(input));

type Outcome = { applicationId: string | null; message: string | null; userErrors: UserError[] };

export const submitCustomerApplication = async (
  context: GatewayContext,
  input: SubmitCustomerApplicationInput,
): Promise<Outcome> => {
  const invalid = validateCustomerApplication(input);
  if (invalid.length > 0) return { applicationId: null, message: null, userErrors: invalid };
  // Each application mails the applicant and waits in the associates' queue: counted before the ERP sees it.
  const throttled = await throttleAttempt(context, 'customerApplication', text(input.email).toLowerCase());
  if (throttled.length > 0) return { applicationId: null, message: null, userErrors: throttled };
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
