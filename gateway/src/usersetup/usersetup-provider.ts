// The user setup request (account-admin-calls §2.4, §5, §7.1): checked with the rules, then POST /user-setup.
import type { GatewayContext } from '../context.ts';
import { ErpHttpError, ErpUnavailableError } from '../erp/errors.ts';
import { forbidden, formUserErrors, toGraphQLError, unauthenticated, userError } from '../common/errors.ts';
import { viewerUser } from '../auth/viewer.ts';
import type { ErpUserSetupRequest } from '../erp/types.ts';
import type { SubmitUserSetupRequestInput, UserError } from '../generated/resolvers-types.ts';
import { USER_SETUP_MESSAGES, userSetupFormErrors } from '@mro/rules/usersetup';

type Payload = { request: ErpUserSetupRequest | null; userErrors: UserError[] };
const refused = (...userErrors: UserError[]): Payload => ({ request: null, userErrors });
const NO_LIMIT = -1;

export async function submitUserSetupRequest(
  context: GatewayContext,
  input: SubmitUserSetupRequestInput,
): Promise<Payload> {
  const user = await viewerUser(context);
  if (!user.user_setup) throw forbidden(USER_SETUP_MESSAGES.notAllowed);
  const customers = input.customers.map((c) => ({
    ...c,
    spendLimit: c.spendLimit ?? null,
    maxLimit: c.maxLimit ?? null,
    limitType: c.limitType === 'UNITS' ? ('units' as const) : ('dollars' as const),
  }));
  const problems = formUserErrors(userSetupFormErrors({ ...input, customers }));
  if (problems.length > 0) return refused(...problems);
  try {
    const request = await context.erp.post('/user-setup', {
      body: {
        request_type: input.requestType === 'ADD' ? 'add' : 'change',
        user_name: input.name.trim(),
        user_email: input.email.trim(),
        customer: input.customer.trim(),
        model_after: input.modelAfter?.trim() || null,
        comments: input.comments?.trim() || null,
        accounts: customers.map((c) => ({
          customer_number: c.customerNumber.trim(),
          is_supervisor: c.isSupervisor,
          supervisors: c.supervisor?.trim() ? [c.supervisor.trim()] : [],
          spend_limit: c.spendLimit ?? NO_LIMIT,
          max_limit: c.maxLimit ?? NO_LIMIT,
          limit_type: c.limitType,
          limit_reset: c.limitReset?.trim() || null,
          limit_reset_years: c.limitResetYears ?? null,
        })),
      },
    });
    return { request, userErrors: [] };
  } catch (error) {
    if (error instanceof ErpHttpError && error.status === 401) throw unauthenticated(error.message);
    if (error instanceof ErpHttpError && error.status === 400) return refused(userError('REJECTED', error.message));
    if (error instanceof ErpHttpError || error instanceof ErpUnavailableError)
      return refused(userError('UPSTREAM_UNAVAILABLE', USER_SETUP_MESSAGES.failed));
    throw toGraphQLError(error);
  }
}
