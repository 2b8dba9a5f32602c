// createCompanyUser's 'There is already an account for …' tells an administrator that an address has
// an account anywhere in the store (issue 31, finding 7). The answer is counted per administrator
// and per client address; while either allowance is spent, creation is refused before the ERP is
// asked, so neither the answer nor its absence reveals an account.
import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import { userError } from '../common/errors.ts';
import type { UserError } from '../generated/resolvers-types.ts';
import { Throttled, throttledError } from '../security/throttle.ts';

const WHAT = 'attempts to add users who already have an account';

const administrator = (context: GatewayContext) => ({
  account: requirePrincipal(context).username,
  address: context.clientAddress,
});

/** [] while the administrator may still be told an account exists; else the THROTTLED error. */
export const existingAccountAllowance = async (context: GatewayContext): Promise<UserError[]> => {
  try {
    await context.throttles.check('existingAccountAnswer', administrator(context), WHAT);
    return [];
  } catch (error) {
    if (error instanceof Throttled) return [throttledError(error)];
    throw error;
  }
};

/** The answer for an address that has an account, counted against the administrator. */
export const existingAccountAnswer = async (context: GatewayContext, username: string): Promise<UserError> => {
  try {
    await context.throttles.attempt('existingAccountAnswer', administrator(context));
  } catch (error) {
    // Spent by a concurrent request since the check: refused like any attempt past the allowance.
    if (error instanceof Throttled) return throttledError(new Throttled(error.retryAfterSeconds, WHAT));
    throw error;
  }
  return userError('INVALID_INPUT', `There is already an account for ${username}.`, 'username');
};
