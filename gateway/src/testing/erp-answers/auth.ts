// Test-only: the ERP's login answers (POST /login_check, GET /user/{id}) for unit tests, and the
// open-browse session over the fake ERP. The token is an unsigned JWT: the gateway reads only its
// `sub` and `exp` (the ERP verifies it).
import type { ErpUser } from '../../erp/types.ts';
import { erpError, type FakeRoutes } from '../fake-erp.ts';
import { OpenBrowseSession } from '../../auth/open-browse.ts';
import type { UnitGateway } from '../unit.ts';
import { DEMO_PASSWORD } from '@mro/erp-sandbox';

/** An ERP token for `userId`, valid for an hour. */
export const erpToken = (userId: number): string => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: String(userId), exp: Math.floor(Date.now() / 1000) + 3600 })}.signature`;
};

/** Login answers for `users` with the demo password: a token for each, and each user by id. */
export const loginAnswers = (...users: ErpUser[]): FakeRoutes => ({
  'POST /login_check': ({ init }) => {
    const user = users.find((u) => u.username === init.body._username);
    if (!user || init.body._password !== DEMO_PASSWORD) throw erpError(401, 'Invalid credentials.');
    return { token: erpToken(user.id) };
  },
  'GET /user/{id}': ({ path }) => {
    const user = users.find((u) => u.id === Number(path.split('/').pop()));
    if (!user) throw erpError(404, 'User not found.');
    return user;
  },
});

/** Turns open browse on in `gateway` (as the gateway does with OPEN_BROWSE set), logging in as `user`. */
export const withOpenBrowse = (gateway: UnitGateway, user: ErpUser): void => {
  gateway.answer(loginAnswers(user));
  gateway.services.openBrowse = new OpenBrowseSession(gateway.services.erpClient, {
    username: user.username,
    password: DEMO_PASSWORD,
  });
};
