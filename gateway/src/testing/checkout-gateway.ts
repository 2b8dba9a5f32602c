// Test-only: the in-process gateway of a checkout unit test. Every order first reads the viewer's user
// for "Can submit orders" (checkout/orders-allowed.ts): this gateway's ERP answers it with the buyer,
// who may, unless the test answers GET /user/{id} itself.
import type { FakeRoutes } from './fake-erp.ts';
import { unitGateway } from './unit.ts';
import { erpUser } from './erp-answers/account.ts';

export const checkoutGateway = (routes: FakeRoutes = {}, options?: Parameters<typeof unitGateway>[1]) =>
  unitGateway({ 'GET /user/{id}': () => erpUser(), ...routes }, options);
