import type { GatewayContext } from '../context.ts';
import { ErpHttpError, ErpUnavailableError, isErpStatus } from '../erp/errors.ts';
import type { UserError } from '../generated/resolvers-types.ts';
import { formUserErrors, userError } from '../common/errors.ts';
import { throttleAttempt } from '../security/throttle.ts';
import { passwordRecoveryFormErrors, PASSWORD_MESSAGES, resetPasswordFormErrors } from '@mro/rules/password';
import { PUNCH_OUT_NO_PASSWORD_RESET } from '@mro/rules/punchout';
import { inPunchOutSession } from '../auth/account-access.ts';
import { LOGIN_MESSAGES } from '../auth/login.ts';

export const RECOVERY_MESSAGES = {
  unknownEmail: 'We were unable to find an account associated with the e-mail address you entered. Please try again.',
  sent: 'Please check your e-mail for password reset instructions.',
  unavailable: 'We cannot send the reset instructions right now. Please try again in a moment.',
} as const;

export const RESET_MESSAGES = {
  updated: PASSWORD_MESSAGES.updated,
  expired: 'Link has expired, please reset your password.',
  failed: PASSWORD_MESSAGES.resetFailed,
  linkIncomplete: 'This link is incomplete. Please request a new password reset.',
} as const;

type Outcome = { message: string | null; userErrors: UserError[] };

/** Punch-out users cannot reset passwords (account-admin-calls §6): nothing is asked of the ERP, no mail goes out. */
const punchOutRefusal = async (context: GatewayContext): Promise<Outcome | null> =>
  (await inPunchOutSession(context))
    ? { message: null, userErrors: [userError('FORBIDDEN', PUNCH_OUT_NO_PASSWORD_RESET)] }
    : null;

const unknownAccount = (): Outcome => ({
  message: null,
  userErrors: [userError('NOT_FOUND', RECOVERY_MESSAGES.unknownEmail, 'username')],
});

/** Throttled per account and address; then account status: an inactive account gets its status message and no mail. */
export const requestPasswordReset = async (
  context: GatewayContext,
  rawUsername: string,
  storeOrigin: string,
): Promise<Outcome> => {
  const refused = await punchOutRefusal(context);
  if (refused) return refused;
  const username = rawUsername.trim().toLowerCase();
  const invalid = formUserErrors(passwordRecoveryFormErrors({ username }));
  if (invalid.length > 0) return { message: null, userErrors: invalid };
  // Every attempt counts, known account or not: mails to one inbox and probes for accounts alike.
  const throttled = await throttleAttempt(context, 'passwordReset', username);
  if (throttled.length > 0) return { message: null, userErrors: throttled };
  let status: { active: boolean; errorMessage: string | null };
  try {
    status = await context.erp.get('/user/status/{id}', { path: { id: username } });
  } catch (error) {
    if (isErpStatus(error, 404)) return unknownAccount();
    if (error instanceof ErpHttpError || error instanceof ErpUnavailableError) {
      return { message: null, userErrors: [userError('UPSTREAM_UNAVAILABLE', LOGIN_MESSAGES.userCheckFailed)] };
    }
    throw error;
  }
  if (!status.active)
    return {
      message: null,
      userErrors: [userError('ACCOUNT_DISABLED', status.errorMessage ?? RECOVERY_MESSAGES.unknownEmail, 'username')],
    };
  try {
    await context.erp.put('/user/{username}/hash', {
      path: { username },
      body: { callback: `${storeOrigin}/reset` },
    });
    return { message: RECOVERY_MESSAGES.sent, userErrors: [] };
  } catch (error) {
    if (isErpStatus(error, 404)) return unknownAccount();
    if (error instanceof ErpHttpError || error instanceof ErpUnavailableError) {
      return { message: null, userErrors: [userError('UPSTREAM_UNAVAILABLE', RECOVERY_MESSAGES.unavailable)] };
    }
    throw error;
  }
};

export type ResetForm = { username: string; hash: string; password: string; confirmPassword: string };

export const validateReset = (form: ResetForm): UserError[] => {
  const errors: UserError[] = [];
  if (!form.username.trim() || !form.hash.trim())
    errors.push(userError('INVALID_INPUT', RESET_MESSAGES.linkIncomplete));
  return [...errors, ...formUserErrors(resetPasswordFormErrors(form))];
};

export const resetPassword = async (context: GatewayContext, form: ResetForm): Promise<Outcome> => {
  const refused = await punchOutRefusal(context);
  if (refused) return refused;
  const invalid = validateReset(form);
  if (invalid.length > 0) return { message: null, userErrors: invalid };
  const username = form.username.trim().toLowerCase();
  try {
    await context.erp.put('/user/{username}/hash/{hash}', {
      path: { username, hash: form.hash.trim() },
      body: { password: form.password },
    });
    // Whoever held a session of this account (a stolen cookie among them) logs in again, with the new password.
    await context.sessions.endSessionsOf(username);
    return { message: RESET_MESSAGES.updated, userErrors: [] };
  } catch (error) {
    if (isErpStatus(error, 404, 410))
      return { message: null, userErrors: [userError('NOT_FOUND', RESET_MESSAGES.expired)] };
    if (isErpStatus(error, 400))
      return { message: null, userErrors: [userError('REJECTED', error.message || RESET_MESSAGES.failed)] };
    if (error instanceof ErpHttpError || error instanceof ErpUnavailableError) {
      return { message: null, userErrors: [userError('UPSTREAM_UNAVAILABLE', RESET_MESSAGES.failed)] };
    }
    throw error;
  }
};
