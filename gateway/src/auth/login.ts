import type { Principal } from './session.ts';
import { jwtClaims, jwtExpiry } from './session.ts';
import type { ErpUser } from '../erp/types.ts';
import type { ErpClient } from '../erp/client.ts';
import { erpApiOf } from '../erp/erp-api.ts';
import { ErpHttpError, ErpUnavailableError, isErpStatus } from '../erp/errors.ts';
import type { UserError } from '../generated/resolvers-types.ts';
import { INVALID_CREDENTIALS, checkLogin } from '@mro/rules/auth';
import { userError } from '../common/errors.ts';

export const LOGIN_MESSAGES = {
  invalidCredentials: INVALID_CREDENTIALS,
  profileUnavailable: 'Unable to retrieve user profile information.',
  unavailable: 'We cannot log you in right now. Please try again in a moment.',
} as const;

export type LoginResult = { user: ErpUser; principal: Principal } | { userErrors: UserError[] };

export const validateLogin = (username: string, password: string): UserError[] =>
  checkLogin(username, password).map((e) => userError('INVALID_INPUT', e.message, e.field));

/** The session principal of a user the ERP has just answered for with this token. */
export const principalOf = (user: ErpUser, token: string, expiresAt: number): Principal => ({
  userId: user.id,
  username: user.username,
  customerNumber: user.customer_number,
  companyNumber: user.company_number,
  warehouse: user.warehouse,
  shipTo: user.shipto_id ?? null,
  cartId: user.session_id,
  catalogs: [...user.catalog].sort(),
  amountMode: user.workflow_currency === 'units' ? 'UNITS' : 'CURRENCY',
  token,
  expiresAt,
});

/**
 * POST /login_check, then the profile. A refused login shows the account-status message when the
 * account cannot log in (disabled), otherwise 'Invalid credentials'.
 */
export const login = async (
  client: ErpClient,
  requestId: string,
  input: { username: string; password: string },
): Promise<LoginResult> => {
  const username = input.username.trim().toLowerCase();
  const invalid = validateLogin(username, input.password);
  if (invalid.length > 0) return { userErrors: invalid };
  let token: string;
  try {
    ({ token } = await erpApiOf(client, { requestId }).post('/login_check', {
      body: { _username: username, _password: input.password },
    }));
  } catch (error) {
    if (isErpStatus(error, 400, 401)) return { userErrors: [await refusalReason(client, requestId, username)] };
    if (error instanceof ErpUnavailableError || error instanceof ErpHttpError) {
      return { userErrors: [userError('UPSTREAM_UNAVAILABLE', LOGIN_MESSAGES.unavailable)] };
    }
    throw error;
  }
  const userId = Number(jwtClaims(token)?.sub);
  const expiresAt = jwtExpiry(token);
  if (!Number.isInteger(userId) || expiresAt === null) {
    return { userErrors: [userError('UPSTREAM_UNAVAILABLE', LOGIN_MESSAGES.profileUnavailable)] };
  }
  try {
    const user = await erpApiOf(client, { token, requestId }).get('/user/{id}', { path: { id: userId } });
    return { user, principal: principalOf(user, token, expiresAt) };
  } catch {
    return { userErrors: [userError('UPSTREAM_UNAVAILABLE', LOGIN_MESSAGES.profileUnavailable)] };
  }
};

const refusalReason = async (client: ErpClient, requestId: string, username: string): Promise<UserError> => {
  try {
    const status = await erpApiOf(client, { requestId }).get('/user/status/{id}', { path: { id: username } });
    if (!status.active && status.errorMessage) return userError('ACCOUNT_DISABLED', status.errorMessage);
  } catch {
    // Unknown user, or the status check failed: the generic refusal says enough.
  }
  return userError('INVALID_CREDENTIALS', LOGIN_MESSAGES.invalidCredentials);
};
