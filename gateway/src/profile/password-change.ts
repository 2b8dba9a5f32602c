import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import { formUserErrors, toGraphQLError } from '../common/errors.ts';
import { ErpHttpError, isErpStatus } from '../erp/errors.ts';
import { isPunchOut } from '../auth/account-access.ts';
import { viewerUser } from '../auth/viewer.ts';
import type { ChangePasswordInput, ChangePasswordPayload, UserError } from '../generated/resolvers-types.ts';
import { passwordChangeFormErrors } from '@mro/rules/password';
import { Throttled, throttledError } from '../security/throttle.ts';
import { firstInRequest } from '../security/once-per-request.ts';
import { punchOutError, serverFieldErrors } from './profile-provider.ts';

/** The ERP's answer to a wrong current password names that field (erp-sandbox/src/profile/profile-update.ts). */
const wrongCurrentPassword = (error: unknown) => isErpStatus(error, 400) && /^current_password: /m.test(error.message);

const refused = (userErrors: UserError[]): ChangePasswordPayload => ({ changed: false, userErrors });

/**
 * Changes the password under rule (c); the ERP checks the current one. The current password is a
 * guess like a login's, so it is throttled by the login throttle (per account and address, the same
 * locks and messages), and tried at most once per request: aliases in one document cannot multiply
 * the guesses. A changed password ends every other session of the user on every replica (a stolen
 * one dies with the old password) and renews this one under a new id.
 */
export async function changePassword(
  context: GatewayContext,
  input: ChangePasswordInput,
): Promise<ChangePasswordPayload> {
  const principal = requirePrincipal(context);
  if (!firstInRequest(context, 'changePassword'))
    return refused([throttledError(new Throttled(1, 'password changes in one request'))]);
  const user = await viewerUser(context);
  if (isPunchOut(user)) return refused([punchOutError()]);
  const errors = formUserErrors(passwordChangeFormErrors(input));
  if (errors.length) return refused(errors);
  const attempt = [principal.username, context.clientAddress, context.knownDevice(principal.username)] as const;
  try {
    await context.loginThrottle.check(...attempt);
    await context.erp.put('/user/{id}', {
      path: { id: user.id },
      body: { current_password: input.currentPassword, password: input.newPassword },
    });
  } catch (error) {
    if (error instanceof Throttled) return refused([throttledError(error)]);
    if (error instanceof ErpHttpError && error.status === 401) throw toGraphQLError(error);
    if (wrongCurrentPassword(error)) {
      try {
        await context.loginThrottle.failed(...attempt);
      } catch (locked) {
        if (locked instanceof Throttled) return refused([throttledError(locked)]);
        throw locked;
      }
    }
    return refused(serverFieldErrors(error));
  }
  await context.loginThrottle.succeeded(principal.username, attempt[2]);
  await context.sessions.endSessionsOf(principal.username);
  await context.startSession(principal);
  return { changed: true, userErrors: [] };
}
