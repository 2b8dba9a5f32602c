import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { chunkManifestOf, loadConfig, serverEntryOf, webRootOf, type GatewayConfig } from './config/load.ts';
import type { GatewayContext, GatewayServices } from './context.ts';
import { ErpClient, type ErpExchange } from './erp/client.ts';
import { erpApiOf } from './erp/erp-api.ts';
import { MemoryCache } from './cache/memory-cache.ts';
import { RedisCache } from './cache/redis-cache.ts';
import { redisTargetOf } from './cache/shared-redis.ts';
import type { Cache } from './cache/cache.ts';
import { CacheService } from './cache/cache-service.ts';
import { Metrics } from './observability/metrics.ts';
import { createLogger } from './observability/logger.ts';
import {
  logAccessOnClose,
  newRequestRecord,
  recordCacheEvent,
  recordErpCall,
  recordOperation,
  recordingRequest,
} from './observability/access-log.ts';
import { brandKeyOf } from './common/store-brand.ts';
import { storeOriginOf } from './common/store-origin.ts';
import { metricsPlugin } from './observability/apollo-metrics-plugin.ts';
import { tracingPlugin } from './observability/apollo-tracing-plugin.ts';
import { traceRequest } from './observability/tracing.ts';
import { PricingService } from './pricing/pricing-service.ts';
import { OrderPlacement } from './common/order-placement.ts';
import { CartOrders } from './common/cart-orders.ts';
import { OpenBrowseSession } from './auth/open-browse.ts';
import { loadTypeDefs } from './schema.ts';
import {
  cookieless,
  domainHttpRoutes,
  pageRenderer,
  resolvers,
  serverEntryReader,
  chunkManifestReader,
  shellReader,
  storePages,
} from './domains.ts';
import { formatError } from './http/format-error.ts';
import { handleGraphQL } from './http/graphql-handler.ts';
import { staticFiles } from './http/static-files.ts';
import { encodedTarget, requestTargetOf } from './http/request-path.ts';
import { proxyImage } from './http/image-proxy.ts';
import { buildContext, requestIdOf, sessionOf } from './request-context.ts';
import { EXPLORER_PATHS, serveExplorer } from './explorer/explorer-page.ts';
import { FixtureRecorder } from './erp/recording.ts';
import { trustedOperationsPlugin } from './trusted/trusted-plugin.ts';
import { loadManifest } from './trusted/manifest.ts';
import { QueryScreen } from './security/query-screen.ts';
import { DEFAULT_LIMITS } from './security/limits.ts';
import { textLimitsPlugin } from './security/text-limits.ts';
import { queriesAndMutationsOnlyPlugin } from './security/operation-kinds.ts';
import { ResponseCache } from './http/response-cache.ts';
import { createSharedState } from './auth/shared-state.ts';
import { SESSION_COOKIE } from './auth/session.ts';
import { GUEST_COOKIE } from './auth/guest-session.ts';
import { httpOnlyCookie, malformedCookies } from './http/cookies.ts';
import { securityHeaders } from './http/security-headers.ts';
import { Drain, type DrainOptions } from './http/drain.ts';
import { clientErrorReporter } from './observability/client-errors.ts';
import {
  bearerMatches,
  metricsOnStorePort,
  serveMetrics,
  startMetricsServer,
} from './observability/metrics-endpoint.ts';

export { exitOnStartupError, loadConfig, StartupError, type GatewayConfig } from './config/load.ts';
export { DEMO_PROCUREMENT_SYSTEM } from './common/procurement-systems.ts';

export type Gateway = {
  server: Server;
  url: string;
  metrics: Metrics;
  services: GatewayServices;
  responseCache: ResponseCache;
  /** The METRICS_PORT server, when configured. */
  metricsServer: Server | null;
  /** Drains (see http/drain.ts) and releases upstreams; tests pass `{ idleGraceMs: 0 }`. */
  close(options?: DrainOptions): Promise<void>;
};

export const createCache = async (
  config: GatewayConfig,
  metrics: Metrics,
  log: ReturnType<typeof createLogger>,
): Promise<Cache> => {
  const target = redisTargetOf(config);
  if (!target) return new MemoryCache();
  let lastLogged = 0;
  return RedisCache.connect({
    target,
    commandTimeoutMs: config.redisCommandTimeoutMs,
    onEvent: (_event, detail) => {
      metrics.recordCache('redis', 'error');
      if (Date.now() - lastLogged > 5_000) {
        lastLogged = Date.now();
        log.log('warn', 'redis unavailable, serving without cache', { detail });
      }
    },
  });
};

/** Builds and starts the gateway: GraphQL at /graphql, /metrics, /healthz, /readyz, the explorer and the web. */
export type GatewayHooks = {
  /** Sees every ERP exchange (tests validate them against the ERP's contract). */
  onErpExchange?: (exchange: ErpExchange) => void;
};

export const startGateway = async (
  overrides: Partial<GatewayConfig> = {},
  hooks: GatewayHooks = {},
): Promise<Gateway> => {
  const config = loadConfig(process.env, overrides);
  // Before anything opens: a missing manifest stops the start with a StartupError.
  const trustedManifest = config.trustedOperations ? loadManifest(config.trustedOperationsManifest) : null;
  const log = createLogger(config.logLevel, { service: 'gateway' });
  // The SDK is imported only when traces are exported; otherwise the API's no-op serves the spans.
  const tracing = config.otlpEndpoint
    ? (await import('./observability/tracing-sdk.ts')).startTracing({ serviceName: config.otelServiceName })
    : null;
  const metrics = new Metrics();
  const erpClient = new ErpClient({
    erpUrl: config.erpUrl,
    searchUrl: config.searchUrl,
    timeoutMs: config.erpTimeoutMs,
    getRetries: config.erpGetRetries,
    connections: config.erpConnections,
    breaker: { threshold: config.breakerThreshold, openMs: config.breakerOpenMs },
    onCall: (route, outcome, seconds) => {
      metrics.recordErpCall(route, outcome, seconds);
      recordErpCall(outcome, seconds);
    },
    onCircuitChange: metrics.recordCircuit,
    onExchange: exchangeListener([
      config.erpRecordDir ? new FixtureRecorder(config.erpRecordDir).record : undefined,
      hooks.onErpExchange,
    ]),
  });
  const store = await createCache(config, metrics, log);
  const shared = await createSharedState(config, (detail) => log.log('warn', 'shared redis unavailable', { detail }));
  const cache = new CacheService(store, (kind, outcome, n) => {
    metrics.recordCache(kind, outcome, n);
    recordCacheEvent(outcome, n);
  });
  if (config.production && !redisTargetOf(config))
    log.log(
      'warn',
      "no REDIS_URL or REDIS_SENTINELS: sessions and throttle counts are this process's own; run one replica only",
      {},
    );
  const orders = new OrderPlacement(store);
  const services: GatewayServices = {
    config,
    erpClient,
    cache,
    pricing: new PricingService(
      cache,
      { freshSeconds: config.ttl.pricesSeconds, staleSeconds: config.ttl.staleSeconds },
      (size) => metrics.pricingBatchSize.observe(size),
    ),
    orders,
    cartOrders: new CartOrders(store, orders),
    log,
    openBrowse: config.openBrowse ? new OpenBrowseSession(erpClient, config.openBrowse) : null,
    sessions: shared.sessions,
    throttles: shared.throttles,
    loginThrottle: shared.loginThrottle,
  };
  // One executable schema for Apollo and the query screen (building it twice held a second copy).
  const schema = makeExecutableSchema<GatewayContext>({ typeDefs: loadTypeDefs(), resolvers: resolvers() });
  const apollo = new ApolloServer<GatewayContext>({
    schema,
    introspection: config.introspection,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: config.production,
    csrfPrevention: true,
    // The store owns shutdown (main.ts drains, then exits 0): Apollo's own handler would stop the
    // server and re-raise the signal, resetting every request in flight.
    stopOnTerminationSignals: false,
    allowBatchedHttpRequests: false,
    formatError,
    parseOptions: { maxTokens: DEFAULT_LIMITS.maxTokens },
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      // No cache hints are used (answers are no-store; catalogue answers are cached by the gateway
      // itself), and the default plugin wraps every field resolution: off.
      ApolloServerPluginCacheControlDisabled(),
      metricsPlugin(metrics),
      tracingPlugin(),
      textLimitsPlugin(),
      queriesAndMutationsOnlyPlugin(),
      ...(trustedManifest ? [trustedOperationsPlugin(trustedManifest)] : []),
    ],
  });
  await apollo.start();
  const screen = new QueryScreen(schema);
  const { ttl } = config;
  const responseCache = new ResponseCache({
    // Never outlives the prices, search results or products it was made of.
    ttlSeconds: Math.min(ttl.responseSeconds, ttl.pricesSeconds, ttl.searchSeconds, ttl.productSeconds),
    maxBytes: config.responseCacheBytes,
  });
  const responseCaching = (request: IncomingMessage) => ({
    cache: responseCache,
    // The same session read as the context's (one store lookup); a store outage only skips the cache.
    keyOf: async (body: unknown) => {
      const session = await sessionOf(services, request).catch(() => undefined);
      return session === undefined ? null : responseCache.keyOf(body, session, request.headers.host ?? '');
    },
    onHit: (operationName: unknown, started: number) => {
      const operation = metrics.operationLabel(typeof operationName === 'string' ? operationName : null);
      metrics.recordCache('response', 'hit');
      recordCacheEvent('hit');
      recordOperation(typeof operationName === 'string' ? operationName : null);
      metrics.operations.inc({ operation, outcome: 'success' });
      metrics.operationDuration.observe({ operation }, (performance.now() - started) / 1000);
    },
  });

  const pages = config.webDist
    ? storePages({
        services,
        contextOf: (request) => buildContext(services, request, requestIdOf(request)),
        guestContextOf: (request) => buildContext(services, cookieless(request), requestIdOf(request)),
        shell: shellReader(webRootOf(config.webDist)),
        renderPage: config.serverRendering
          ? pageRenderer({
              entry: serverEntryReader(serverEntryOf(config.webDist)),
              manifest: chunkManifestReader(chunkManifestOf(config.webDist)),
              // In process, with the request's own context: its session, DataLoaders, caches and checks.
              execute: async (contextValue, operation) => {
                const { body } = await apollo.executeOperation(operation, { contextValue });
                if (body.kind !== 'single') throw new Error('a page query answered in parts');
                return body.singleResult;
              },
              log,
              timeoutMs: config.pageRenderTimeoutMs,
              onRendered: (page, renders) => metrics.pageRenders.observe({ page }, renders),
            })
          : null,
      })
    : undefined;
  // The explorer page goes out only through /explorer, with its examples written in.
  const web = config.webDist && pages ? staticFiles(webRootOf(config.webDist), pages, EXPLORER_PATHS) : undefined;
  const headers = securityHeaders(config);
  const metricsAccess = metricsOnStorePort(config);
  const reportClientError = clientErrorReporter({
    log,
    metrics,
    forwardUrl: config.errorReportUrl,
    trustedProxies: config.trustedProxies,
  });
  const clearMalformedCookies = (request: IncomingMessage, response: ServerResponse) => {
    // Read as absent everywhere; cleared so the browser stops sending it.
    for (const name of malformedCookies(request.headers.cookie, [SESSION_COOKIE, GUEST_COOKIE]))
      response.appendHeader('set-cookie', httpOnlyCookie(name, '', { secure: config.cookieSecure, maxAgeSeconds: 0 }));
  };
  // Answers every failure itself (500), so its promise never rejects.
  const handle = async (request: IncomingMessage, response: ServerResponse, requestId: string): Promise<void> => {
    response.setHeader('x-request-id', requestId);
    // Normalised once; everything after (routes, sirv) reads this path and nothing else.
    const target = requestTargetOf(request.url ?? '/');
    if (target) request.url = encodedTarget(target);
    const path = target?.path ?? '/';
    headers(request, response, path);
    clearMalformedCookies(request, response);
    // A guest's public page kept compressed in this process goes out before anything else is looked at.
    if (target && pages?.answerFromCache(request, response, path)) return;
    const domainRoute = domainHttpRoutes.find((route) => path.startsWith(route.prefix));
    try {
      if (!target) {
        response.writeHead(400, { 'content-type': 'application/json' }).end('{"message":"Malformed URL"}');
      } else if (path === '/graphql') {
        await handleGraphQL(apollo, request, response, {
          maxBodyBytes: config.maxBodyBytes,
          context: () => buildContext(services, request, requestId),
          screen,
          caching: responseCache.enabled ? responseCaching(request) : undefined,
        });
      } else if (domainRoute) {
        await domainRoute.handle(
          { services, request, response, requestId, context: () => buildContext(services, request, requestId) },
          path,
        );
      } else if (path === '/client-errors') {
        await reportClientError(request, response, requestId);
      } else if (path === '/healthz') {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      } else if (path === '/readyz' && drain.draining) {
        // From the first moment of draining, so the load balancer stops sending before the port closes.
        response.writeHead(503, { 'content-type': 'application/json' }).end('{"status":"draining"}');
      } else if (path === '/readyz') {
        const [erp, cacheUp] = await Promise.all([erpReachable(erpClient), store.ping()]);
        const ready = erp && cacheUp;
        response.writeHead(ready ? 200 : 503, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            status: ready ? 'ready' : 'not ready',
            erp: erp ? 'up' : 'down',
            cache: `${store.kind} ${cacheUp ? 'up' : 'down'}`,
          }),
        );
      } else if (path === '/metrics') {
        if (metricsAccess === 'hidden')
          response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
        else if (metricsAccess === 'token' && !bearerMatches(request, config.metricsToken ?? ''))
          response
            .writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Bearer' })
            .end('{"message":"A metrics token is required."}');
        else await serveMetrics(metrics, response);
      } else if (path === '/explorer' && config.introspection) {
        await serveExplorer(config.webDist, response);
      } else if (path.startsWith('/images/') && (request.method === 'GET' || request.method === 'HEAD')) {
        await proxyImage(config.imagesUrl ?? config.erpUrl, request, response, path);
      } else if (web && (request.method === 'GET' || request.method === 'HEAD')) {
        await web(request, response, path);
      } else if (web && request.method === 'POST') {
        // A store form the browser sent itself, before the page was live: back to the page (its body unread).
        response.writeHead(303, { location: request.url ?? '/', connection: 'close' }).end();
      } else {
        response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
      }
    } catch (error) {
      // A client that hung up mid-request is its own mistake: a line without a stack. (Not
      // request.destroyed: a request whose body was read whole is destroyed too, yet waits for its answer.)
      if (request.socket.destroyed || response.destroyed) {
        log.log('info', 'client closed the connection', { requestId, path, error: (error as Error).message });
        return;
      }
      log.log('error', 'request failed', { requestId, path, error });
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end('{"message":"Internal server error"}');
    }
  };
  const server = createServer((request, response) => {
    drain.track(request, response);
    const requestId = requestIdOf(request);
    const path = requestTargetOf(request.url ?? '/')?.path ?? '/';
    const record = newRequestRecord(request, requestId, path);
    record.brand = brandKeyOf(storeOriginOf(request, config.publicUrl), config.storeBrand);
    logAccessOnClose(log, record, response);
    void recordingRequest(record, () =>
      traceRequest(request, response, path, requestId, () => handle(request, response, requestId)),
    );
  });
  const drain = new Drain(server);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const metricsServer =
    config.metricsPort === undefined ? null : await startMetricsServer(metrics, config.metricsPort, config.host);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return {
    server,
    url: `http://${host}:${port}`,
    metrics,
    services,
    responseCache,
    metricsServer,
    async close(options) {
      // Drain: stop accepting, let in-flight requests finish, then release upstreams.
      await drain.close(options);
      if (metricsServer)
        await new Promise((resolve) => {
          metricsServer.close(resolve);
          metricsServer.closeAllConnections();
        });
      await apollo.stop();
      await erpClient.close();
      await store.close();
      await shared.close();
      await tracing?.shutdown();
    },
  };
};

/** Any HTTP answer from the ERP's origin means it is reachable. */
const erpReachable = async (client: ErpClient): Promise<boolean> => {
  try {
    await erpApiOf(client).get('/user/status/{id}', { path: { id: 'readiness-probe' }, timeoutMs: 2_000 });
    return true;
  } catch (error) {
    return (error as { status?: number }).status !== undefined && (error as { status: number }).status < 500;
  }
};

const exchangeListener = (listeners: (((exchange: ErpExchange) => void) | undefined)[]) => {
  const present = listeners.filter((listener) => listener !== undefined);
  if (present.length === 0) return undefined;
  return (exchange: ErpExchange) => {
    for (const listener of present) listener(exchange);
  };
};
