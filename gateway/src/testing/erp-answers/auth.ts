// Test-only: the ERP's login answers (POST /login_check, GET /user/{id}, the user's settings and,
// for staff, the associate check) for unit tests, and the open-browse session over the fake ERP.
// The token is an unsigned JWT: the gateway reads only its `sub` and `exp` (the ERP verifies it).
import type { ErpUser, ErpUserSettings } from '../../erp/types.ts';
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
  'GET /user/settings/{id}/{customerNumber}': ({ path }) => {
    const [, , , id, customerNumber] = path.split('/');
    const user = users.find((u) => String(u.id) === id && u.customer_number === customerNumber);
    if (!user) throw erpError(403, 'Access denied.');
    return erpUserSettings(user);
  },
  // The staff among `users` are active associates.
  'GET /associate/status/{id}': ({ path }) => {
    const email = decodeURIComponent(path.split('/').pop() ?? '');
    const staff = users.find((u) => u.username === email && u.is_vallen);
    if (!staff) throw erpError(404, 'Associate not found.');
    return { email, name: staff.name, active: true };
  },
});

/** The settings GET /user/settings answers for `user` at their customer, workflow approval off. */
export const erpUserSettings = (user: ErpUser, overrides: Partial<ErpUserSettings> = {}): ErpUserSettings => ({
  user_id: user.id,
  customer_number: user.customer_number,
  workflow_approval: false,
  workflow_currency: user.workflow_currency,
  workflow_limit_basis: 'order',
  workflow_dept_limit: false,
  workflow_group: null,
  workflow_method: null,
  workflow_unit_type: null,
  order_limit: null,
  item_whse: user.warehouse,
  use_cdf: false,
  catalog: [...user.catalog],
  ...overrides,
});

/** Turns open browse on in `gateway` (as the gateway does with OPEN_BROWSE set), logging in as `user`. */
export const withOpenBrowse = (gateway: UnitGateway, user: ErpUser): void => {
  gateway.answer(loginAnswers(user));
  gateway.services.openBrowse = new OpenBrowseSession(gateway.services.erpClient, {
    username: user.username,
    password: DEMO_PASSWORD,
  });
};
