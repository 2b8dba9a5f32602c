import type DataLoader from 'dataloader';
import type { CacheService } from './cache/cache-service.ts';
import type { GatewayConfig } from './config.ts';
import type { ErpClient, ErpRequest } from './erp/client.ts';
import { ErpHttpError } from './erp/errors.ts';
import type { ErpCart, ErpItemPricing, ErpUser } from './erp/types.ts';
import type { Principal, SessionRead } from './auth/session.ts';
import { NOT_LOGGED_IN, unauthenticated } from './common/errors.ts';
import type { Logger } from './observability/logger.ts';
import type { PricingService } from './pricing/pricing-service.ts';
import type { OrderPlacement } from './checkout/order-placement.ts';
import type { ErpWait } from './erp/erp-wait.ts';

export type Loaders = {
  price: DataLoader<string, ErpItemPricing | null>;
  user: DataLoader<number, ErpUser>;
  /** The viewer's cart, read (or created) at most once per request. */
  cart: () => Promise<ErpCart>;
};

/** What the gateway shares across requests. */
export type GatewayServices = {
  config: GatewayConfig;
  erpClient: ErpClient;
  cache: CacheService;
  pricing: PricingService;
  orders: OrderPlacement;
  log: Logger;
};

export type GatewayContext = GatewayServices & {
  requestId: string;
  /** The session read from the cookie or bearer token; null for a guest. */
  session: SessionRead | null;
  /** Calls the ERP as the viewer (their token, this request's id). */
  erp: <T>(request: ErpRequest) => Promise<T>;
  /** This request's time spent waiting on the ERP (sent as Server-Timing). */
  erpWait: ErpWait;
  loaders: Loaders;
  /** Set-Cookie values to send with the response. */
  responseCookies: string[];
  /** Ends the session in the browser (expired, tampered or refused token). */
  clearSession: () => void;
  /** Starts a session in the browser for a principal verified at login. */
  startSession: (principal: Principal) => void;
  /** The store's origin as the browser sees it, for links in mails. */
  storeOrigin: string;
  /** The visitor's country from the edge's IP-geolocation header, or null. */
  visitorCountry: string | null;
};

/** The logged-in principal, or UNAUTHENTICATED with the spec's token messages. */
export const requirePrincipal = (context: GatewayContext): Principal => {
  const session = context.session;
  if (session && 'principal' in session) return session.principal;
  if (session && 'problem' in session) {
    context.clearSession();
    throw unauthenticated(session.problem);
  }
  throw unauthenticated(NOT_LOGGED_IN);
};

/** The principal, or null for a guest (an expired or tampered session still fails loudly). */
export const optionalPrincipal = (context: GatewayContext): Principal | null =>
  context.session ? requirePrincipal(context) : null;

/** Wraps ERP calls so a refused token also ends the browser session. */
export const erpCaller =
  (client: ErpClient, token: string | null, requestId: string, clearSession: () => void, wait: ErpWait) =>
  async <T>(request: ErpRequest): Promise<T> => {
    try {
      return await wait.around(() => client.call<T>(request, { token, requestId }));
    } catch (error) {
      if (error instanceof ErpHttpError && error.status === 401 && token) clearSession();
      throw error;
    }
  };
