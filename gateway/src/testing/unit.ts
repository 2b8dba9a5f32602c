// Test-only: the gateway's schema, resolvers and providers in process over a typed fake ERP (see
// fake-erp.ts): no sandbox, no HTTP, no Redis. A domain's rules, mappings and error paths are tested
// here in milliseconds; the real path (HTTP, sandbox, Redis) keeps a few integration tests per domain.
import { ApolloServer } from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { FormattedExecutionResult, GraphQLFormattedError } from 'graphql';
import type { IncomingMessage } from 'node:http';
import type { GatewayContext, GatewayServices } from '../context.ts';
import type { Principal } from '../auth/session.ts';
import { SESSION_COOKIE } from '../auth/session.ts';
import { loadConfig, type GatewayConfig } from '../config/load.ts';
import { loadTypeDefs } from '../schema.ts';
import { resolvers } from '../domains.ts';
import { buildContext } from '../request-context.ts';
import { CacheService } from '../cache/cache-service.ts';
import { MemoryCache } from '../cache/memory-cache.ts';
import { PricingService } from '../pricing/pricing-service.ts';
import { OrderPlacement } from '../common/order-placement.ts';
import { CartOrders } from '../common/cart-orders.ts';
import { createLogger } from '../observability/logger.ts';
import { MemorySessionStore } from '../auth/session-store.ts';
import { Throttles } from '../security/throttle.ts';
import { LoginThrottle } from '../security/login-throttle.ts';
import type { ErpClient } from '../erp/client.ts';
import { fakeErp, type FakeErp, type FakeRoutes } from './fake-erp.ts';
import { TEST_SESSION_SECRET } from './stack.ts';
import { formatError } from '../http/format-error.ts';
import { tracingPlugin } from '../observability/apollo-tracing-plugin.ts';
import { traceOperation } from '../observability/tracing.ts';

// Built once per worker: loading the SDL and wiring the resolvers is the expensive part. Apollo
// executes (not graphql's execute: the test's ESM graphql and the tools' CommonJS one differ) with
// the gateway's own error formatting, so errors read as a client sees them.
let server: Promise<ApolloServer<GatewayContext>> | null = null;
const serverOnce = () =>
  (server ??= (async () => {
    const apollo = new ApolloServer<GatewayContext>({
      schema: makeExecutableSchema<GatewayContext>({ typeDefs: loadTypeDefs(), resolvers: resolvers() }),
      formatError,
      includeStacktraceInErrorResponses: false,
      plugins: [tracingPlugin()],
    });
    await apollo.start();
    return apollo;
  })());

/** Runs an operation with a request's context in process, as the page renderer does (pages/render.ts). */
export const executeIn = async (
  contextValue: GatewayContext,
  operation: { query: string; operationName?: string; variables: Record<string, unknown> },
): Promise<FormattedExecutionResult> => {
  const apollo = await serverOnce();
  const { body } = await apollo.executeOperation(operation, { contextValue });
  if (body.kind !== 'single') throw new Error('unit operations answer in one part');
  return body.singleResult;
};

/** A principal as the login makes it; `overrides` for the persona under test. */
export const principalOf = (overrides: Partial<Principal> = {}): Principal => ({
  userId: 101,
  username: 'buyer@acme.example',
  customerNumber: '10001',
  companyNumber: 1,
  warehouse: 'MAIN',
  shipTo: null,
  cartId: 'cart-101',
  catalogs: [],
  amountMode: 'CURRENCY',
  token: 'token-101',
  expiresAt: Math.floor(Date.now() / 1000) + 3600,
  ...overrides,
});

export type UnitResult<T> = { data?: T | null; errors?: readonly GraphQLFormattedError[] };

export type UnitGateway = FakeErp & {
  services: GatewayServices;
  /** Runs one operation as `principal` (a guest when null), as one request (with `headers`, e.g. the host). */
  run<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<UnitResult<T>>;
  /** A request context, for calling a provider directly. */
  context(headers?: Record<string, string>): Promise<GatewayContext>;
  /** The Set-Cookie values of the last operation. */
  cookies: string[];
  /** The same gateway (fake ERP, caches, sessions) as another principal: for what one user leaves in a shared cache. */
  as(principal: Principal | null): Promise<UnitGateway>;
};

/** The gateway in process as `principal` (default: the Acme buyer; null: a guest without open browse). */
export const unitGateway = async (
  routes: FakeRoutes = {},
  { principal = principalOf(), config = {} }: { principal?: Principal | null; config?: Partial<GatewayConfig> } = {},
): Promise<UnitGateway> => {
  const fake = fakeErp(routes);
  const fullConfig = loadConfig(
    {},
    // The fake ERP answers only the calls a test names: no rights re-read (the stack tests it).
    {
      sessionSecret: TEST_SESSION_SECRET,
      cookieSecure: false,
      openBrowse: null,
      rightsFreshSeconds: Number.POSITIVE_INFINITY,
      ...config,
    },
  );
  const store = new MemoryCache();
  const cache = new CacheService(store, () => undefined);
  const throttles = new Throttles(null, fullConfig.throttleRules);
  const sessions = new MemorySessionStore();
  const orders = new OrderPlacement(store);
  const services: GatewayServices = {
    config: fullConfig,
    // Only `call` is used by a request: the fake answers it.
    erpClient: { call: (request) => fake.send(request) } as Pick<ErpClient, 'call'> as ErpClient,
    cache,
    pricing: new PricingService(cache, { freshSeconds: 60, staleSeconds: 600 }, () => undefined),
    orders,
    cartOrders: new CartOrders(store, orders),
    log: createLogger('error', { service: 'gateway-unit' }),
    openBrowse: null,
    sessions,
    throttles,
    loginThrottle: new LoginThrottle(throttles, fullConfig.loginThrottle),
  };
  return viewAs(fake, services, principal);
};

const viewAs = async (fake: FakeErp, services: GatewayServices, principal: Principal | null): Promise<UnitGateway> => {
  const sessionId = principal ? await services.sessions.create(principal) : null;
  const request = (headers: Record<string, string> = {}) =>
    ({
      headers: { ...headers, ...(sessionId ? { cookie: `${SESSION_COOKIE}=${sessionId}` } : {}) },
      socket: { remoteAddress: '127.0.0.1' },
    }) as unknown as IncomingMessage;
  const unit: UnitGateway = {
    ...fake,
    services,
    cookies: [],
    context: (headers) => buildContext(services, request(headers), 'unit-request'),
    as: (other) => viewAs(fake, services, other),
    async run(query, variables = {}, headers = {}) {
      const context = await unit.context(headers);
      const apollo = await serverOnce();
      const response = await traceOperation(context.requestId, () =>
        apollo.executeOperation({ query, variables }, { contextValue: context }),
      );
      unit.cookies = context.responseCookies;
      // A call the test did not answer is the test's gap, not the gateway's error: say which.
      if (fake.unanswered.length > 0) throw new Error(`Unanswered ERP calls: ${fake.unanswered.splice(0).join(', ')}`);
      if (response.body.kind !== 'single') throw new Error('unit operations answer in one part');
      return response.body.singleResult as UnitResult<never>;
    },
  };
  return unit;
};
