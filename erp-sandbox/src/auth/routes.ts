import { HttpError } from '../http/router.ts';
import { signToken } from './jwt.ts';
import { hashPassword, verifyPassword } from './password.ts';
import type { App, Route } from '../app.ts';
import type { Schemas } from '../data/types.ts';
import { findUser, passwordHashOf } from '../account/account-state.ts';

export const DISABLED_MESSAGE =
  'This account exists but has been disabled. Please contact support at support@vallen.example to have it activated.';

const UNKNOWN_USER_HASH = hashPassword('no user has this password', 'unknown-user');

export function authRoutes(app: App): Route[] {
  return [
    {
      method: 'POST',
      template: '/login_check',
      auth: false,
      handler: async (ctx) => {
        const body = (ctx.body ?? {}) as { _username?: unknown; _password?: unknown };
        if (typeof body._username !== 'string' || typeof body._password !== 'string') {
          throw new HttpError(401, 'Invalid credentials.');
        }
        const user = findUser(app, body._username);
        // An unknown user costs the same hash as a known one, so timing does not tell them apart.
        const ok = await verifyPassword(body._password, user ? passwordHashOf(app, user) : UNKNOWN_USER_HASH);
        if (!user || !ok) throw new HttpError(401, 'Invalid credentials.');
        // Only the right password learns that the account is disabled (no enumeration by status).
        if (!user.active) throw new HttpError(403, DISABLED_MESSAGE);
        const token = signToken({ sub: user.id, username: user.username, customer_number: user.customer_number });
        return { token };
      },
    },
    {
      method: 'GET',
      template: '/user/status/{id}',
      auth: false,
      handler: (ctx): Schemas['UserStatus'] => {
        const user = findUser(app, ctx.params.id!);
        if (!user) throw new HttpError(404, 'Invalid credentials');
        return user.active ? { active: true, errorMessage: null } : { active: false, errorMessage: DISABLED_MESSAGE };
      },
    },
  ];
}
