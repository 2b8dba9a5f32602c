import type { AddressInfo } from 'node:net';
import { getDataset, DEFAULT_SEED } from './data/store.ts';
import { getSearchEngine } from './catalog/engine.ts';
import { Router } from './http/router.ts';
import { createSandboxServer } from './http/server.ts';
import { Faults, faultsFromEnv, type FaultConfig } from './faults/faults.ts';
import { CallCounter } from './faults/calls.ts';
import { controlRoutes } from './faults/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { accountRoutes } from './account/routes.ts';
import { userRecordRoutes } from './account/user-record-routes.ts';
import { catalogRoutes } from './catalog/routes.ts';
import { catalogListRoutes } from './catalog/catalog-list-routes.ts';
import { pricingRoutes } from './pricing/routes.ts';
import { cartRoutes } from './cart/routes.ts';
import { checkoutRoutes } from './checkout/routes.ts';
import { openBrowseOrderRoutes } from './checkout/openbrowse-routes.ts';
import { shareRoutes } from './cart/share-routes.ts';
import { expressRoutes } from './checkout/express-routes.ts';
import { shippingRoutes } from './shipping/routes.ts';
import { userSetupRoutes } from './usersetup/routes.ts';
import { paymentRoutes } from './payment/routes.ts';
import { orderRoutes } from './orders/routes.ts';
import { quoteRoutes } from './orders/quote-routes.ts';
import { pastOrderRoutes } from './orders/past-order-routes.ts';
import { invoiceRoutes } from './invoices/routes.ts';
import { approvalRoutes } from './approvals/routes.ts';
import { requestRoutes } from './approvals/request-routes.ts';
import { quoteRequestRoutes } from './approvals/quote-request-routes.ts';
import { gifmRoutes } from './gifm/routes.ts';
import { returnsRoutes } from './returns/routes.ts';
import { notificationsRoutes } from './notifications/routes.ts';
import { promoRoutes } from './promo/routes.ts';
import { udfRoutes } from './udf/routes.ts';
import { orderPadRoutes } from './orderpad/routes.ts';
import { scanRoutes } from './scans/routes.ts';
import { punchOutRoutes } from './punchout/routes.ts';
import { geolocationRoutes } from './geolocation/routes.ts';
import { newsletterRoutes } from './newsletter/routes.ts';
import { companyRoutes } from './company/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { userAdminRoutes } from './users/routes.ts';
import { departmentRoutes } from './departments/routes.ts';
import { userCompanyRoutes } from './users/user-company-routes.ts';
import { listRoutes } from './lists/routes.ts';
import { orderKey, type App } from './app.ts';
import { accountControlRoutes, registrationRoutes } from './account/registration-routes.ts';
import { contentRoutes } from './content/routes.ts';
import type { StoredUser } from './data/types.ts';
import { applicationRoutes } from './tools/application-routes.ts';
import { lookupRoutes } from './tools/lookup-routes.ts';

export { PERSONAS, PERSONA_SEEDS, DEMO_PASSWORD } from './data/personas.ts';
export { OPEN_BROWSE_CUSTOMERS, GUEST_CUSTOMER } from './data/customers.ts';
export { MAIN_CATALOG, SAFETY_CATALOG } from './data/products.ts';
export { signToken, verifyToken } from './auth/jwt.ts';
export type { FaultConfig } from './faults/faults.ts';
// The seeded dataset and its search index, for tests that check answers against the data itself.
export { getDataset } from './data/store.ts';
export { getSearchEngine } from './catalog/engine.ts';
// A stand-in for a buyer's procurement system, for punch-out (npm start and the end-to-end tests).
export {
  startProcurementSystem,
  type ProcurementSystem,
  type ProcurementSystemOptions,
  type ReceivedCart,
} from './procurement/demo-system.ts';

export interface SandboxOptions {
  port?: number;
  host?: string;
  seed?: number;
  scale?: number;
  latencyMs?: number;
  faults?: FaultConfig[];
  /** Serve /__sandbox/* control routes; default: on unless SANDBOX_CONTROL=off. */
  control?: boolean;
}

export interface Sandbox {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Builds an instance: the dataset and index are shared per (seed, scale); carts and orders are per instance. */
export function createApp(options: SandboxOptions = {}): App {
  const env = faultsFromEnv();
  const ds = getDataset(
    options.seed ?? (Number(process.env.SANDBOX_SEED) || DEFAULT_SEED),
    options.scale ?? (Number(process.env.SANDBOX_SCALE) || 1),
  );
  const orders = [...ds.history];
  return {
    ds,
    search: getSearchEngine(ds),
    carts: new Map(),
    orders,
    ordersByKey: new Map(orders.map((o) => [orderKey(o.orderno, o.ordersuf), o])),
    orderSessions: new Map(),
    nextOrderNumber: orders.reduce((m, o) => Math.max(m, o.orderno), 0) + 1,
    faults: new Faults(options.latencyMs ?? env.latencyMs, options.faults ?? env.faults),
    calls: new CallCounter(),
  };
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const app = createApp(options);
  const router = new Router<StoredUser>().addAll([
    ...authRoutes(app),
    ...accountRoutes(app),
    ...userRecordRoutes(app),
    ...catalogRoutes(app),
    ...catalogListRoutes(app),
    ...pricingRoutes(app),
    ...cartRoutes(app),
    ...checkoutRoutes(app),
    ...openBrowseOrderRoutes(app),
    ...shareRoutes(app),
    ...expressRoutes(app),
    ...shippingRoutes(app),
    ...userSetupRoutes(app),
    ...paymentRoutes(app),
    ...orderRoutes(app),
    ...quoteRoutes(app),
    ...pastOrderRoutes(app),
    ...invoiceRoutes(app),
    ...approvalRoutes(app),
    ...promoRoutes(),
    ...requestRoutes(app),
    ...udfRoutes(app),
    ...registrationRoutes(app),
    ...listRoutes(app),
    ...orderPadRoutes(app),
    ...scanRoutes(app),
    ...punchOutRoutes(app),
    ...newsletterRoutes(app),
    ...companyRoutes(app),
    ...profileRoutes(app),
    ...userAdminRoutes(app),
    ...departmentRoutes(app),
    ...userCompanyRoutes(app),
    ...quoteRequestRoutes(app),
    ...gifmRoutes(app),
    ...returnsRoutes(app),
    ...notificationsRoutes(app),
    ...contentRoutes(),
    ...geolocationRoutes(),
    ...applicationRoutes(app),
    ...lookupRoutes(app),
  ]);
  const controlOn = options.control ?? process.env.SANDBOX_CONTROL !== 'off';
  const control = controlOn
    ? new Router<StoredUser>().addAll([...controlRoutes(app), ...accountControlRoutes(app)])
    : null;
  const server = createSandboxServer({ app, router, control });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        // Held (timeout-fault) and keep-alive sockets would otherwise keep close() waiting.
        server.closeAllConnections();
      }),
  };
}
