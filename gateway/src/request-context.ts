import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import type { GatewayContext, GatewayServices, GuestAccess } from './context.ts';
import { erpCaller, guestErpCaller } from './context.ts';
import type { Principal } from './auth/session.ts';
import {
  GUEST_COOKIE,
  GUEST_COOKIE_MAX_AGE_SECONDS,
  decodeGuestSession,
  encodeGuestSession,
  guestCookie,
  newGuestCartId,
} from './auth/guest-session.ts';
import {
  BEARER_REFUSED,
  SESSION_COOKIE,
  punchOutSessionCookie,
  sessionCookie,
  type SessionRead,
} from './auth/session.ts';
import { SessionStoreUnavailable, readSession } from './auth/session-store.ts';
import { withFreshRights } from './auth/fresh-rights.ts';
import { clientAddressOf } from './common/client-address.ts';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  deviceCookie,
  encodeDevice,
  knownDevice,
} from './auth/device-cookie.ts';
import { readCookie } from './http/cookies.ts';
import { createUserLoader } from './auth/user-loader.ts';
import type { ErpItemPricing } from './erp/types.ts';
import { createProviders } from './domains.ts';
import { storeOriginOf } from './common/store-origin.ts';
import { ErpWait } from './erp/erp-wait.ts';
import { erpApi } from './erp/erp-api.ts';
import { visitorCountryOf } from './common/visitor-country.ts';
import { traceBatch, traceErpCall } from './observability/tracing.ts';
import { recordUser } from './observability/access-log.ts';
import type { ErpRequest } from './erp/client.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

const requestIds = new WeakMap<IncomingMessage, string>();

/** The request's id (the caller's X-Request-ID when well formed), the same however often it is asked. */
export const requestIdOf = (request: IncomingMessage): string => {
  let id = requestIds.get(request);
  if (!id) {
    const given = request.headers['x-request-id'];
    id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    requestIds.set(request, id);
  }
  return id;
};

export const SESSION_UNAVAILABLE = 'We cannot check your session right now. Please try again in a moment.';

const readsByRequest = new WeakMap<IncomingMessage, Promise<SessionRead | null>>();
// During an outage every logged-in request fails the same way: one log line per 5 s says so.
let outageLoggedAt = 0;

/**
 * The login session of a request, read from the store once however often it is asked (the
 * response cache's key and the context both need it), its rights re-read when stale (`withFreshRights`,
 * before the cache key is made of them). A Bearer header is refused: the ERP token is
 * no credential on the gateway. The store being unreachable fails closed with 503.
 */
export const sessionOf = (services: GatewayServices, request: IncomingMessage): Promise<SessionRead | null> => {
  let read = readsByRequest.get(request);
  if (!read) {
    const cookie = readCookie(request.headers.cookie, SESSION_COOKIE);
    if (cookie)
      read = readSession(services.sessions, cookie).then((session) =>
        withFreshRights(services, session, requestIdOf(request)),
      );
    else if (/^bearer\s/i.test(request.headers.authorization ?? ''))
      read = Promise.resolve({ problem: BEARER_REFUSED });
    else read = Promise.resolve(null);
    // The access log's user: the id, or a guest (an expired or refused session is a guest's request).
    readsByRequest.set(
      request,
      (read = read.then((session) => {
        recordUser(session && 'principal' in session ? session.principal.userId : 'guest');
        return session;
      })),
    );
  }
  return read.catch((error: unknown) => {
    if (!(error instanceof SessionStoreUnavailable)) throw error;
    if (Date.now() - outageLoggedAt > 5_000) {
      outageLoggedAt = Date.now();
      services.log.log('warn', 'session store unavailable: logged-in requests answer 503', {
        detail: String(error.cause),
      });
    }
    throw new GraphQLError(SESSION_UNAVAILABLE, {
      extensions: { code: 'UPSTREAM_UNAVAILABLE', http: { status: 503 } },
    });
  });
};

/** Every ERP call of a request in its own span (a guest's retry with a fresh token is inside it). */
const tracedErpCalls =
  (call: (request: ErpRequest) => Promise<unknown>) =>
  (request: ErpRequest): Promise<unknown> =>
    traceErpCall(request.route, () => call(request));

export const buildContext = async (
  services: GatewayServices,
  request: IncomingMessage,
  requestId: string,
): Promise<GatewayContext> => {
  const { config } = services;
  const responseCookies: string[] = [];
  const session = await sessionOf(services, request);
  const principal = session && 'principal' in session ? session.principal : null;
  const sessionId = session && 'id' in session ? session.id : null;
  // Also called when the ERP refuses the token: that session is over on every replica too.
  // A punch-out session's cookie lives in another site's frame: written and cleared as SameSite=None.
  const cookieOf = (id: string, maxAgeSeconds: number, punchOut: boolean) =>
    punchOut
      ? punchOutSessionCookie(id, maxAgeSeconds)
      : sessionCookie(id, { secure: config.cookieSecure, maxAgeSeconds });
  const clearCookie = () => {
    responseCookies.push(cookieOf('', 0, Boolean(principal?.punchOut)));
  };
  const clearSession = () => {
    if (sessionId) void services.sessions.delete(sessionId).catch(() => undefined);
    clearCookie();
  };
  const erpWait = new ErpWait();
  const clientAddress = clientAddressOf(request, config.trustedProxies);
  const guest = guestAccess(services, request, requestId, responseCookies);
  const erp = erpApi(
    tracedErpCalls(
      session
        ? erpCaller(services.erpClient, principal?.token ?? null, requestId, clearSession, erpWait)
        : guestErpCaller(services.erpClient, () => guest.resolved?.token ?? null, guest.refresh, requestId, erpWait),
    ),
  );
  const context: GatewayContext = {
    ...services,
    log: services.log.child({ requestId }),
    requestId,
    session,
    erp,
    erpWait,
    responseCookies,
    clearSession,
    storeOrigin: storeOriginOf(request, config.publicUrl),
    visitorCountry: visitorCountryOf(request, clientAddress, {
      url: config.ipGeolocationUrl,
      cache: services.cache,
      log: services.log,
    }),
    guest,
    clientAddress,
    knownDevice: (username) =>
      knownDevice(readCookie(request.headers.cookie, DEVICE_COOKIE), username, config.sessionSecret),
    rememberDevice: (username) => {
      const value = encodeDevice(username, randomBytes(16).toString('base64url'), config.sessionSecret);
      responseCookies.push(
        deviceCookie(value, { secure: config.cookieSecure, maxAgeSeconds: DEVICE_COOKIE_MAX_AGE_SECONDS }),
      );
    },
    // A new id at every login (no fixation); the browser's previous session ends with it.
    startSession: async (next) => {
      if (sessionId) await services.sessions.delete(sessionId);
      const id = await services.sessions.create(next);
      responseCookies.push(cookieOf(id, next.expiresAt - Date.now() / 1000, Boolean(next.punchOut)));
    },
    endSession: async () => {
      if (sessionId) await services.sessions.delete(sessionId);
      clearCookie();
    },
    loaders: {
      user: createUserLoader(erp),
      price: new DataLoader<string, ErpItemPricing | null>(
        // Guests price as the shared open-browse customer, so they share its cached prices.
        (erps) =>
          traceBatch('price', erps.length, async () => {
            const viewer = principal ?? guest.resolved;
            return viewer ? services.pricing.load(viewer, erps, erp) : erps.map(() => null);
          }),
        { maxBatchSize: 1000 },
      ),
    },
    // The providers serve this very context, so they are made once it exists (each on first use).
    get providers() {
      return providers;
    },
  };
  const providers = createProviders(context);
  return context;
};

/** The open-browse side of a request without a login session; see `GuestAccess`. */
const guestAccess = (
  services: GatewayServices,
  request: IncomingMessage,
  requestId: string,
  responseCookies: string[],
): GuestAccess & { refresh: (stale: string) => Promise<string> } => {
  const { config, openBrowse } = services;
  let cartId = decodeGuestSession(readCookie(request.headers.cookie, GUEST_COOKIE), config.sessionSecret);
  let shared: Principal | null = null;
  let pending: Promise<Principal | null> | null = null;
  const withCart = (principal: Principal | null): Principal | null =>
    principal ? { ...principal, cartId: cartId ?? '' } : null;
  return {
    get cartId() {
      return cartId;
    },
    get resolved() {
      return withCart(shared);
    },
    principal: async () => {
      pending ??= openBrowse ? openBrowse.principal(requestId) : Promise.resolve(null);
      shared = await pending;
      return withCart(shared);
    },
    refresh: async (stale) => {
      openBrowse?.invalidate(stale);
      pending = null;
      if (!openBrowse) throw new Error('open browse is off');
      shared = await openBrowse.principal(requestId);
      return shared.token;
    },
    startCart: () => {
      if (cartId) return cartId;
      cartId = newGuestCartId();
      responseCookies.push(
        guestCookie(encodeGuestSession(cartId, config.sessionSecret), {
          secure: config.cookieSecure,
          maxAgeSeconds: GUEST_COOKIE_MAX_AGE_SECONDS,
        }),
      );
      return cartId;
    },
    endCart: () => {
      cartId = null;
      responseCookies.push(guestCookie('', { secure: config.cookieSecure, maxAgeSeconds: 0 }));
    },
  };
};
