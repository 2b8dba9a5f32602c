import type DataLoader from 'dataloader';
import type { CacheService } from './cache/cache-service.ts';
import type { GatewayConfig } from './config/load.ts';
import type { ErpClient, ErpRequest } from './erp/client.ts';
import type { ErpApi } from './erp/erp-api.ts';
import { ErpHttpError } from './erp/errors.ts';
import type { ErpItemPricing, ErpUser } from './erp/types.ts';
import type { Principal, SessionRead } from './auth/session.ts';
import { NOT_LOGGED_IN, toGraphQLError, unauthenticated } from './common/errors.ts';
import type { Logger } from './observability/logger.ts';
import type { PricingService } from './pricing/pricing-service.ts';
import type { OrderPlacement } from './common/order-placement.ts';
import type { CartOrders } from './common/cart-orders.ts';
import type { ErpWait } from './erp/erp-wait.ts';
import type { OpenBrowseSession } from './auth/open-browse.ts';
import type { SessionStore } from './auth/session-store.ts';
import type { Throttles } from './security/throttle.ts';
import type { LoginThrottle } from './security/login-throttle.ts';
// Type-only: the composition root gathers each domain's provider type (it imports every domain).
import type { Providers } from './domains.ts';

export type Loaders = {
  price: DataLoader<string, ErpItemPricing | null>;
  user: DataLoader<number, ErpUser>;
};

/** What the gateway shares across requests. */
export type GatewayServices = {
  config: GatewayConfig;
  erpClient: ErpClient;
  cache: CacheService;
  pricing: PricingService;
  orders: OrderPlacement;
  /** One order per cart checkout, whatever the keys. */
  cartOrders: CartOrders;
  log: Logger;
  /** The shared open-browse login for guests; null when open browse is off. */
  openBrowse: OpenBrowseSession | null;
  /** Login sessions (Redis, shared by replicas; in process without it). */
  sessions: SessionStore;
  /** Per account and address allowances of mail-sending and lookup actions. */
  throttles: Throttles;
  loginThrottle: LoginThrottle;
};

/** A visitor without a login session: an open-browse guest when open browse is on. */
export type GuestAccess = {
  /** The guest's own cart id (their guest session), or null before their first cart line. */
  readonly cartId: string | null;
  /** The open-browse principal with this guest's cart id; null when open browse is off. Logs in on first use. */
  principal: () => Promise<Principal | null>;
  /** The principal once `principal()` resolved in this request (type resolvers read it synchronously). */
  readonly resolved: Principal | null;
  /** Starts the guest session (cart id and cookie) if there is none; returns the cart id. */
  startCart: () => string;
  /** Ends the guest session in the browser (its cart was merged at login). */
  endCart: () => void;
};

export type GatewayContext = GatewayServices & {
  requestId: string;
  /** The session the cookie names (read once per request); null for a guest. */
  session: SessionRead | null;
  /** Calls the ERP as the viewer (their token, this request's id), typed from its contract. */
  erp: ErpApi;
  /** This request's time spent waiting on the ERP (sent as Server-Timing). */
  erpWait: ErpWait;
  loaders: Loaders;
  /** The domains' providers, made on first use; how one domain reaches another. */
  providers: Providers;
  /** Set-Cookie values to send with the response. */
  responseCookies: string[];
  /** Ends the session in the browser (expired, tampered or refused token). */
  clearSession: () => void;
  /** Starts a new session (new id) for a principal verified at login, ending the one the browser had. */
  startSession: (principal: Principal) => Promise<void>;
  /** Logout: deletes the session from the store (every replica) and clears the cookie. */
  endSession: () => Promise<void>;
  /** The client's address (see TRUSTED_PROXIES), for throttling. */
  clientAddress: string;
  /** The nonce of this browser's device cookie if it logged in as `username` before (login throttling). */
  knownDevice: (username: string) => string | null;
  /** Marks this browser as one `username` logged in from (a new device cookie). */
  rememberDevice: (username: string) => void;
  /** The store's origin as the browser sees it, for links in mails. */
  storeOrigin: string;
  /** The visitor's country: the edge's header, else the IP-geolocation lookup; null when unknown. */
  visitorCountry: () => Promise<string | null>;
  guest: GuestAccess;
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

/**
 * Who may browse the catalogue and keep a cart: the logged-in user, or (open browse on) a guest as
 * the shared open-browse principal. Everything else keeps `requirePrincipal`: UNAUTHENTICATED for guests.
 */
export const requireShopper = async (context: GatewayContext): Promise<Principal> => {
  if (context.session) return requirePrincipal(context);
  // The open-browse login failing (ERP down) is the ERP being unavailable, not an internal error.
  const guest = await context.guest.principal().catch((error: unknown) => {
    throw toGraphQLError(error);
  });
  if (!guest) throw unauthenticated(NOT_LOGGED_IN);
  return guest;
};

/** Amount mode of the viewer, for type resolvers below a field that called `requireShopper`. */
export const shopperAmountMode = (context: GatewayContext): Principal['amountMode'] => {
  if (context.session) return requirePrincipal(context).amountMode;
  const guest = context.guest.resolved;
  if (!guest) throw unauthenticated(NOT_LOGGED_IN);
  return guest.amountMode;
};

/** Wraps ERP calls so a refused token also ends the browser session. */
export const erpCaller =
  (client: ErpClient, token: string | null, requestId: string, clearSession: () => void, wait: ErpWait) =>
  async (request: ErpRequest): Promise<unknown> => {
    try {
      return await wait.around(() => client.call(request, { token, requestId }));
    } catch (error) {
      if (error instanceof ErpHttpError && error.status === 401 && token) clearSession();
      throw error;
    }
  };

/**
 * A guest's ERP calls carry the shared open-browse token once it is known. A refused token (the
 * ERP rotated it) is dropped and the call made once more with a fresh login.
 */
export const guestErpCaller =
  (
    client: ErpClient,
    tokenOf: () => string | null,
    refresh: (stale: string) => Promise<string>,
    requestId: string,
    wait: ErpWait,
  ) =>
  async (request: ErpRequest): Promise<unknown> => {
    const token = tokenOf();
    try {
      return await wait.around(() => client.call(request, { token, requestId }));
    } catch (error) {
      if (!(error instanceof ErpHttpError && error.status === 401 && token)) throw error;
      const renewed = await refresh(token);
      return wait.around(() => client.call(request, { token: renewed, requestId }));
    }
  };
