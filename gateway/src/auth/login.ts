import type { Principal } from './session.ts';
import { jwtClaims, jwtExpiry } from './session.ts';
import type { ErpUser, ErpUserSettings } from '../erp/types.ts';
import type { ErpClient } from '../erp/client.ts';
import { erpApiOf } from '../erp/erp-api.ts';
import { ErpHttpError, ErpUnavailableError, isErpStatus } from '../erp/errors.ts';
import type { UserError } from '../generated/resolvers-types.ts';
import { INVALID_CREDENTIALS, loginFormErrors } from '@mro/rules/auth';
import { formUserErrors, userError } from '../common/errors.ts';
import { Throttled, throttledError } from '../security/throttle.ts';
import type { LoginThrottle } from '../security/login-throttle.ts';

export const LOGIN_MESSAGES = {
  invalidCredentials: INVALID_CREDENTIALS,
  profileUnavailable: 'Unable to retrieve user profile information.',
  settingsUnavailable: 'Unable to retrieve user settings.',
  associateCheckFailed: 'Associate status check failed',
  userCheckFailed: 'User status check failed',
  unavailable: 'We cannot log you in right now. Please try again in a moment.',
} as const;

export type LoginResult = { user: ErpUser; principal: Principal } | { userErrors: UserError[] };

export const validateLogin = (username: string, password: string): UserError[] =>
  formUserErrors(loginFormErrors({ username, password }));

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
  rightsReadAt: Date.now(),
  amountMode: user.workflow_currency === 'units' ? 'UNITS' : 'CURRENCY',
  token,
  expiresAt,
});

/** What a login needs of the request; no throttle for the gateway's own open-browse login. */
export type LoginRequest = {
  erpClient: ErpClient;
  requestId: string;
  loginThrottle: LoginThrottle | null;
  clientAddress: string;
  /** The nonce of this browser's device cookie when it logged in as `username` before. */
  knownDevice?: (username: string) => string | null;
};

/**
 * POST /login_check, then the profile, with failed attempts throttled per account and address. A
 * refused password is 'Invalid credentials' whether or not the account exists; the account-status
 * message comes only when the ERP accepted the password but not the account (403).
 */
export const login = async (
  request: LoginRequest,
  input: { username: string; password: string },
): Promise<LoginResult> => {
  const { erpClient: client, requestId, loginThrottle, clientAddress } = request;
  const username = input.username.trim().toLowerCase();
  const invalid = validateLogin(username, input.password);
  if (invalid.length > 0) return { userErrors: invalid };
  const device = request.knownDevice?.(username) ?? null;
  let token: string;
  try {
    await loginThrottle?.check(username, clientAddress, device);
    ({ token } = await erpApiOf(client, { requestId }).post('/login_check', {
      body: { _username: username, _password: input.password },
    }));
  } catch (error) {
    if (error instanceof Throttled) return { userErrors: [throttledError(error)] };
    if (isErpStatus(error, 403)) return { userErrors: [await disabledReason(client, requestId, username)] };
    if (isErpStatus(error, 400, 401))
      return { userErrors: [await refused(loginThrottle, { username, address: clientAddress, device })] };
    if (error instanceof ErpUnavailableError || error instanceof ErpHttpError) {
      return { userErrors: [userError('UPSTREAM_UNAVAILABLE', LOGIN_MESSAGES.unavailable)] };
    }
    throw error;
  }
  await loginThrottle?.succeeded(username, device);
  const userId = Number(jwtClaims(token)?.sub);
  const expiresAt = jwtExpiry(token);
  if (!Number.isInteger(userId) || expiresAt === null) {
    return { userErrors: [userError('UPSTREAM_UNAVAILABLE', LOGIN_MESSAGES.profileUnavailable)] };
  }
  const erp = erpApiOf(client, { token, requestId });
  let user: ErpUser;
  try {
    user = await erp.get('/user/{id}', { path: { id: userId } });
  } catch {
    return { userErrors: [userError('UPSTREAM_UNAVAILABLE', LOGIN_MESSAGES.profileUnavailable)] };
  }
  let settings: ErpUserSettings;
  try {
    settings = await erp.get('/user/settings/{id}/{customerNumber}', {
      path: { id: userId, customerNumber: user.customer_number },
    });
  } catch {
    return { userErrors: [userError('UPSTREAM_UNAVAILABLE', LOGIN_MESSAGES.settingsUnavailable)] };
  }
  if (user.is_vallen && !(await isActiveAssociate(client, requestId, username))) {
    return { userErrors: [userError('ACCOUNT_DISABLED', LOGIN_MESSAGES.associateCheckFailed)] };
  }
  // Money shows as the settings the user works under say (workflow_currency), for the session too, and
  // the session is priced at the warehouse the customer's items ship from (item_whse).
  const seen = { ...user, workflow_currency: settings.workflow_currency, warehouse: settings.item_whse };
  return { user: seen, principal: principalOf(seen, token, expiresAt) };
};

/** Staff rights come with an associate the ERP still knows as active; a failed check grants none. */
const isActiveAssociate = async (client: ErpClient, requestId: string, username: string): Promise<boolean> => {
  try {
    const status = await erpApiOf(client, { requestId }).get('/associate/status/{id}', { path: { id: username } });
    return status.active;
  } catch {
    return false;
  }
};

/** Counts the failure; the attempt that starts a lock already says when to retry. */
const refused = async (
  throttle: LoginThrottle | null,
  attempt: { username: string; address: string; device: string | null },
): Promise<UserError> => {
  try {
    await throttle?.failed(attempt.username, attempt.address, attempt.device);
  } catch (error) {
    if (error instanceof Throttled) return throttledError(error);
    throw error;
  }
  return userError('INVALID_CREDENTIALS', LOGIN_MESSAGES.invalidCredentials);
};

/** The password was right: the spec's message from the user-status check says why the account cannot log in. */
const disabledReason = async (client: ErpClient, requestId: string, username: string): Promise<UserError> => {
  try {
    const status = await erpApiOf(client, { requestId }).get('/user/status/{id}', { path: { id: username } });
    if (!status.active && status.errorMessage) return userError('ACCOUNT_DISABLED', status.errorMessage);
  } catch (error) {
    if (!isErpStatus(error, 404)) return userError('UPSTREAM_UNAVAILABLE', LOGIN_MESSAGES.userCheckFailed);
  }
  return userError('INVALID_CREDENTIALS', LOGIN_MESSAGES.invalidCredentials);
};
