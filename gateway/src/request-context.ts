import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import type { GatewayContext, GatewayServices } from './context.ts';
import { erpCaller } from './context.ts';
import { SESSION_COOKIE, decodeSession, encodeSession, jwtClaims, jwtExpiry, readCookie, sessionCookie, type SessionRead } from './auth/session.ts';
import { createUserLoader, fetchUser } from './account/user-loader.ts';
import { principalOf } from './auth/login.ts';
import { loadCart } from './cart/cart-provider.ts';
import type { ErpCart, ErpItemPricing } from './erp/types.ts';
import { ErpHttpError } from './erp/errors.ts';
import { toGraphQLError } from './common/errors.ts';
import { storeOriginOf } from './registration/store-origin.ts';
import { ErpWait } from './erp/erp-wait.ts';
import { visitorCountryOf } from './content/regional-site.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export const requestIdOf = (request: IncomingMessage): string => {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
};

/**
 * A bearer token (API clients) is the ERP's JWT: the ERP verifies it when it answers GET /user,
 * and that user becomes the principal. Browsers use the signed session cookie instead.
 */
const bearerSession = async (services: GatewayServices, token: string, requestId: string): Promise<SessionRead> => {
  const expiresAt = jwtExpiry(token);
  if (expiresAt === null) return { problem: 'Failed to parse token.' };
  if (expiresAt <= Date.now() / 1000) return { problem: 'Token has expired.' };
  try {
    const user = await fetchUser((request) => services.erpClient.call(request, { token, requestId }), Number(jwtClaims(token)?.sub));
    return { principal: principalOf(user, token, expiresAt) };
  } catch (error) {
    if (error instanceof ErpHttpError && error.status === 401) {
      return { problem: error.message === 'Token has expired.' ? 'Token has expired.' : 'Failed to parse token.' };
    }
    const mapped = toGraphQLError(error);
    throw new GraphQLError(mapped.message, { extensions: { code: mapped.extensions.code, http: { status: 503 } } });
  }
};

export const buildContext = async (services: GatewayServices, request: IncomingMessage, requestId: string): Promise<GatewayContext> => {
  const { config } = services;
  const responseCookies: string[] = [];
  const cookie = readCookie(request.headers.cookie, SESSION_COOKIE);
  const authorization = request.headers.authorization;
  let session: SessionRead | null = null;
  if (cookie) session = decodeSession(cookie, config.sessionSecret);
  else if (authorization?.startsWith('Bearer ')) session = await bearerSession(services, authorization.slice(7).trim(), requestId);
  const principal = session && 'principal' in session ? session.principal : null;
  const clearSession = () => {
    responseCookies.push(sessionCookie('', { secure: config.cookieSecure, maxAgeSeconds: 0 }));
  };
  const erpWait = new ErpWait();
  const erp = erpCaller(services.erpClient, principal?.token ?? null, requestId, clearSession, erpWait);
  let cart: Promise<ErpCart> | null = null;
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
    visitorCountry: visitorCountryOf(request),
    startSession: (next) => {
      responseCookies.push(
        sessionCookie(encodeSession(next, config.sessionSecret), {
          secure: config.cookieSecure,
          maxAgeSeconds: next.expiresAt - Date.now() / 1000,
        }),
      );
    },
    loaders: {
      user: createUserLoader(erp),
      price: new DataLoader<string, ErpItemPricing | null>(
        async (erps) => (principal ? services.pricing.load(principal, erps, erp) : erps.map(() => null)),
        { maxBatchSize: 1000 },
      ),
      cart: () => {
        cart ??= loadCart(context);
        return cart;
      },
    },
  };
  return context;
};
