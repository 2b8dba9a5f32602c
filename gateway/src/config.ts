import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { LogLevel } from './observability/logger.ts';
import { LOGIN_THROTTLE, type LoginThrottlePolicy } from './security/login-throttle.ts';
import { THROTTLE_RULES, type ThrottleRules } from './security/throttle-rules.ts';
import { parseProcurementSystems, type ProcurementSystem } from './common/procurement-systems.ts';

export type GatewayConfig = {
  port: number;
  host: string;
  erpUrl: string;
  /** The hosted search index; the ERP's origin unless set. */
  searchUrl: string;
  redisUrl: string | undefined;
  /** REDIS_SENTINELS (`host:port,host:port`) with REDIS_MASTER_NAME: Redis found through Sentinel (wins over REDIS_URL). */
  redisSentinel: { sentinels: { host: string; port: number }[]; masterName: string } | undefined;
  /** Signs the guest cart cookie; set it (same on every replica) in production. */
  sessionSecret: string;
  /** TRUSTED_PROXIES: load balancers in front whose X-Forwarded-For entry is the client address (0: none). */
  trustedProxies: number;
  /**
   * RIGHTS_FRESH_SECONDS: a session re-reads its user's rights (catalogues, order access) from the ERP
   * when they are older than this, so a change made in the ERP reaches live sessions; changes made
   * through the store's own administration reach them at once (docs/adr/0009-server-side-sessions.md).
   */
  rightsFreshSeconds: number;
  /** Locks after failed logins (tests shorten them). */
  loginThrottle: LoginThrottlePolicy;
  /** Allowances of mail-sending and lookup actions (tests that are not about them widen them). */
  throttleRules: ThrottleRules;
  /** Mark the session cookie Secure (always in production; browsers accept it on localhost). */
  cookieSecure: boolean;
  production: boolean;
  /** Schema introspection and the explorer; off in production unless enabled. */
  introspection: boolean;
  erpTimeoutMs: number;
  erpGetRetries: number;
  erpConnections: number;
  redisCommandTimeoutMs: number;
  /** Consecutive upstream failures of a route group that open its circuit. */
  breakerThreshold: number;
  /** How long an open circuit fails fast before it lets one probe through. */
  breakerOpenMs: number;
  /** IMAGES_URL: the ERP's image host for /images/... (default: the ERP itself). */
  imagesUrl: string | undefined;
  /** The web build (WEB_DIST), if any: its site/ folder is served at `/`, nothing else in it is (webRootOf). */
  webDist: string | undefined;
  logLevel: LogLevel;
  maxBodyBytes: number;
  /** SHUTDOWN_GRACE_MS: after SIGTERM, how long in-flight requests may take before what is left is cut. */
  shutdownGraceMs: number;
  /** responseSeconds: whole catalogue answers kept in process (capped by the data's own lifetimes; 0 off). */
  ttl: {
    pricesSeconds: number;
    searchSeconds: number;
    productSeconds: number;
    staleSeconds: number;
    responseSeconds: number;
  };
  /** Bound on the memory of the whole-response cache. */
  responseCacheBytes: number;
  /** ERP_RECORD: write every ERP exchange, scrubbed, as fixture files into this folder. */
  erpRecordDir: string | undefined;
  /** Execute only the web's trusted operations (TRUSTED_OPERATIONS=on; on in production). */
  trustedOperations: boolean;
  /** The manifest of trusted operations (TRUSTED_OPERATIONS_MANIFEST); default: operations.json of the web build. */
  trustedOperationsManifest: string | undefined;
  /** Origins of the store (comma-separated, one per brand) for links in mails; trusted local and demo hosts when unset. */
  publicUrl: string | undefined;
  /** The open-browse persona the gateway logs in as for guests; null turns open browse off (OPEN_BROWSE=off). */
  openBrowse: { username: string; password: string } | null;
  /** FRAME_ANCESTORS: origins besides the store's own that may frame it (comma-separated). */
  frameAncestors: string[];
  /** HSTS=on: send Strict-Transport-Security on every answer, not only those over TLS. */
  hsts: boolean;
  /** TRUST_PROXY=on: the gateway runs behind a proxy, so X-Forwarded-Proto says whether TLS was used. */
  trustProxy: boolean;
  /** METRICS_PORT: serve /metrics on its own port (on HOST) instead of the store's. */
  metricsPort: number | undefined;
  /** METRICS_TOKEN: /metrics on the store's port needs `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /** ERROR_REPORT_URL: where the storefront's error reports are forwarded (JSON POST), besides the log. */
  errorReportUrl: string | undefined;
  /** PUNCHOUT_SYSTEMS: the procurement systems that may punch out (JSON; the demo one outside production). */
  punchOutSystems: ProcurementSystem[];
  /** OTEL_EXPORTER_OTLP_ENDPOINT: export traces over OTLP there (the SDK is not even loaded without it). */
  otlpEndpoint: string | undefined;
};

type Env = Record<string, string | undefined>;

/** A configuration the gateway refuses to start with; its message is one line that says what to do. */
export class StartupError extends Error {}

/**
 * The folder of the web build the gateway serves: its pages and assets. The build keeps what no
 * browser needs (the trusted operations manifest, Vite's chunk manifest) beside it, so no spelling
 * of a path can reach them (web/vite.config.ts).
 */
export const webRootOf = (webDist: string): string => join(webDist, 'site');

/** For entry points: prints a StartupError's line and exits with 1; anything else is rethrown. */
export const exitOnStartupError = (error: unknown): never => {
  if (!(error instanceof StartupError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
};

const int = (value: string | undefined, fallback: number) => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
};

const procurementSystemsOf = (json: string | undefined, production: boolean): ProcurementSystem[] => {
  try {
    return parseProcurementSystems(json, production);
  } catch (error) {
    throw new StartupError(`${(error as Error).message} (see README, Punch-out).`);
  }
};

const SENTINEL_ADDRESS = /^([^\s:]+):(\d{1,5})$/;

/** Both REDIS_SENTINELS and REDIS_MASTER_NAME, or neither; each sentinel as host:port. */
const sentinelOf = (sentinels: string | undefined, masterName: string | undefined): GatewayConfig['redisSentinel'] => {
  if (!sentinels && !masterName) return undefined;
  if (!sentinels || !masterName)
    throw new StartupError(
      'REDIS_SENTINELS and REDIS_MASTER_NAME go together: set both (see README, Ports and environment).',
    );
  return {
    masterName,
    sentinels: sentinels.split(',').map((entry) => {
      const match = SENTINEL_ADDRESS.exec(entry.trim());
      if (!match)
        throw new StartupError(
          `REDIS_SENTINELS: "${entry.trim()}" is not host:port (e.g. 10.0.0.5:26379,10.0.0.6:26379).`,
        );
      return { host: match[1] as string, port: Number(match[2]) };
    }),
  };
};

export const loadConfig = (env: Env = process.env, overrides: Partial<GatewayConfig> = {}): GatewayConfig => {
  const production = env.NODE_ENV === 'production';
  const erpUrl = overrides.erpUrl ?? env.ERP_URL ?? 'http://127.0.0.1:4010';
  // The sandbox's open-browse persona is the default outside production; production needs the password set.
  const openBrowsePassword = env.OPEN_BROWSE_PASSWORD ?? (production ? undefined : 'Demo1234!');
  const config: GatewayConfig = {
    port: int(env.PORT, 4000),
    host: env.HOST ?? '0.0.0.0',
    erpUrl,
    searchUrl: env.SEARCH_URL ?? erpUrl,
    redisUrl: env.REDIS_URL || undefined,
    redisSentinel: sentinelOf(env.REDIS_SENTINELS, env.REDIS_MASTER_NAME),
    sessionSecret: env.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    trustedProxies: int(env.TRUSTED_PROXIES, 0),
    rightsFreshSeconds: int(env.RIGHTS_FRESH_SECONDS, 5),
    loginThrottle: LOGIN_THROTTLE,
    throttleRules: THROTTLE_RULES,
    cookieSecure: env.COOKIE_SECURE !== 'false',
    production,
    introspection: env.INTROSPECTION ? env.INTROSPECTION === 'true' : !production,
    erpTimeoutMs: int(env.ERP_TIMEOUT_MS, 8_000),
    erpGetRetries: int(env.ERP_GET_RETRIES, 2),
    erpConnections: int(env.ERP_CONNECTIONS, 64),
    redisCommandTimeoutMs: int(env.REDIS_COMMAND_TIMEOUT_MS, 100),
    breakerThreshold: int(env.BREAKER_THRESHOLD, 5),
    breakerOpenMs: int(env.BREAKER_OPEN_MS, 5_000),
    webDist: env.WEB_DIST,
    imagesUrl: env.IMAGES_URL || undefined,
    logLevel: (env.LOG_LEVEL as LogLevel | undefined) ?? 'info',
    maxBodyBytes: int(env.MAX_BODY_BYTES, 100_000),
    // Inside the 30 s an orchestrator (Kubernetes, Docker) waits after SIGTERM before it kills.
    shutdownGraceMs: int(env.SHUTDOWN_GRACE_MS, 25_000),
    ttl: {
      pricesSeconds: int(env.PRICE_TTL_SECONDS, 60),
      searchSeconds: int(env.SEARCH_TTL_SECONDS, 60),
      productSeconds: int(env.PRODUCT_TTL_SECONDS, 600),
      staleSeconds: int(env.STALE_SECONDS, 600),
      responseSeconds: int(env.RESPONSE_TTL_SECONDS, 30),
    },
    responseCacheBytes: int(env.RESPONSE_CACHE_BYTES, 64 * 1024 * 1024),
    erpRecordDir: env.ERP_RECORD || undefined,
    trustedOperations: env.TRUSTED_OPERATIONS ? env.TRUSTED_OPERATIONS === 'on' : production,
    trustedOperationsManifest: env.TRUSTED_OPERATIONS_MANIFEST || undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    openBrowse:
      env.OPEN_BROWSE === 'off' || !openBrowsePassword
        ? null
        : { username: env.OPEN_BROWSE_USERNAME ?? 'guest@openbrowse.example', password: openBrowsePassword },
    frameAncestors: (env.FRAME_ANCESTORS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin.length > 0),
    hsts: env.HSTS === 'on',
    trustProxy: env.TRUST_PROXY === 'on',
    metricsPort: env.METRICS_PORT ? int(env.METRICS_PORT, 0) : undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    errorReportUrl: env.ERROR_REPORT_URL || undefined,
    punchOutSystems: overrides.punchOutSystems ?? procurementSystemsOf(env.PUNCHOUT_SYSTEMS, production),
    otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT || undefined,
    ...overrides,
  };
  // The web build writes the manifest beside its web root (also when webDist is an override).
  const webManifest = config.webDist ? join(config.webDist, 'operations.json') : undefined;
  return { ...config, trustedOperationsManifest: config.trustedOperationsManifest ?? webManifest };
};
