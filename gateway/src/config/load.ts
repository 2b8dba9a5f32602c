// The gateway's configuration: the environment read once at start, through the schema of
// variables.ts, into typed values; the rest of the gateway reads GatewayConfig and never the environment.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { LOGIN_THROTTLE, type LoginThrottlePolicy } from '../security/login-throttle.ts';
import { THROTTLE_RULES, type ThrottleRules } from '../security/throttle-rules.ts';
import { parseProcurementSystems, type ProcurementSystem } from '../common/procurement-systems.ts';
import { combinationProblems, type Problem } from './rules.ts';
import { ENVIRONMENT, VARIABLES, type Environment, type BRAND_KEYS, type LOG_LEVELS } from './variables.ts';
import { variableDocs } from './values.ts';
import type { StoreEnvironment } from '../common/store-environment.ts';
import type { ThirdPartyScript } from '../common/third-party-scripts.ts';

export type LogLevel = (typeof LOG_LEVELS)[number];

export type GatewayConfig = {
  port: number;
  host: string;
  erpUrl: string;
  /** The hosted search index; the ERP's origin unless set. */
  searchUrl: string;
  redisUrl: string | undefined;
  /** REDIS_SENTINELS (`host:port,host:port`) with REDIS_MASTER_NAME: Redis found through Sentinel (wins over REDIS_URL). */
  redisSentinel: { sentinels: { host: string; port: number }[]; masterName: string } | undefined;
  /** Signs the guest cart and device cookies; the same on every replica (required in production). */
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
  /** SERVER_RENDERING (on by default): pages come with their body and data, rendered by the web's server build (serverEntryOf). */
  serverRendering: boolean;
  /** PAGE_RENDER_TIMEOUT_MS: how long a page may take to render on the server before it goes out empty. */
  pageRenderTimeoutMs: number;
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
  /** The manifest of trusted operations (TRUSTED_OPERATIONS_MANIFEST); default: operations.json of the built web. */
  trustedOperationsManifest: string | undefined;
  /** Origins of the store (comma-separated, one per brand) for links in mails; trusted local and demo hosts when unset. */
  publicUrl: string | undefined;
  /** STORE_BRAND: one brand for the whole deployment; undefined: chosen by the visitor's host. */
  storeBrand: (typeof BRAND_KEYS)[number] | undefined;
  /** STORE_ENVIRONMENT: one environment for the whole deployment; undefined: derived from the visitor's host. */
  storeEnvironment: StoreEnvironment | undefined;
  /** THIRD_PARTY_SCRIPTS: analytics, tag manager, heat map and chat scripts (none unless configured). */
  thirdPartyScripts: ThirdPartyScript[];
  /** CONTACT_MAP_URL: the contact page's embedded map, if any. */
  contactMapUrl: string | undefined;
  /** IP_GEOLOCATION_URL: where a visitor without an edge country header is located by address; none: no lookup. */
  ipGeolocationUrl: string | undefined;
  /** The open-browse persona the gateway logs in as for guests; null turns open browse off (OPEN_BROWSE=off). */
  openBrowse: { username: string; password: string } | null;
  /** FRAME_ANCESTORS: origins besides the store's own that may frame it. */
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
  otelServiceName: string;
};

type Env = Record<string, string | undefined>;
/** One line of a refusal: it starts with the variable, so an operator finds it at a glance. */
type Line = { variable: string; line: string };

/** A configuration the gateway refuses to start with; its message says, variable by variable, what to do. */
export class StartupError extends Error {}

/**
 * The folder of the web build the gateway serves: its pages and assets. The build keeps what no
 * browser needs (the trusted operations manifest, Vite's chunk manifest) beside it, so no spelling
 * of a path can reach them (web/vite.config.ts).
 */
export const webRootOf = (webDist: string): string => join(webDist, 'site');

/** Vite's chunk manifest of the browser build, outside the web root (web/vite.config.ts). */
export const chunkManifestOf = (webDist: string): string => join(webDist, '.vite', 'manifest.json');
/** The web's server build (`vite build --ssr`), which renders the store's pages in the gateway. */
export const serverEntryOf = (webDist: string): string => join(webDist, 'server', 'entry-server.js');

/** For entry points: prints a StartupError's message and exits with 1; anything else is rethrown. */
export const exitOnStartupError = (error: unknown): never => {
  if (!(error instanceof StartupError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
};

const SHOWN_LENGTH = 60;

/** The value as the refusal quotes it: secrets never, long ones cut. */
const shown = (variable: string, value: string | undefined): string => {
  const schema = VARIABLES[variable as keyof typeof VARIABLES];
  if (schema && variableDocs.get(schema)?.secret) return `${variable} (value hidden)`;
  const text = value ?? '';
  return `${variable}=${JSON.stringify(text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH)}…` : text)}`;
};

const refuse = (lines: Line[]): never => {
  throw new StartupError(
    [
      'The gateway cannot start: fix these variables (docs/operations.md, "Ports and environment"):',
      ...lines.map(({ line }) => `  ${line}`),
    ].join('\n'),
  );
};

const ruleLine = ({ variable, problem }: Problem): Line => ({ variable, line: `${variable}: ${problem}` });

/** Every variable checked, each problem reported (not only the first); then the rules between them. */
export const readEnvironment = (env: Env): Environment => {
  const parsed = ENVIRONMENT.safeParse(env);
  if (!parsed.success)
    refuse(
      parsed.error.issues.map((issue) => {
        const variable = String(issue.path[0]);
        return { variable, line: `${shown(variable, env[variable])}: expected ${issue.message}` };
      }),
    );
  const values = parsed.data as Environment;
  const problems = combinationProblems(values);
  if (problems.length > 0) refuse(problems.map(ruleLine));
  return values;
};

const procurementSystemsOf = (json: string | undefined, production: boolean): ProcurementSystem[] => {
  try {
    return parseProcurementSystems(json, production);
  } catch (error) {
    return refuse([
      ruleLine({ variable: 'PUNCHOUT_SYSTEMS', problem: `${(error as Error).message} (see docs/punch-out.md)` }),
    ]);
  }
};

const DEMO_OPEN_BROWSE_PASSWORD = 'Demo1234!';

/**
 * The configuration from `env`, refused with a StartupError naming each invalid variable.
 * `overrides` are the code's own values (tests, `npm start`): they replace what the environment says.
 */
export const loadConfig = (env: Env = process.env, overrides: Partial<GatewayConfig> = {}): GatewayConfig => {
  const values = readEnvironment(env);
  const production = values.NODE_ENV === 'production';
  const erpUrl = overrides.erpUrl ?? values.ERP_URL ?? 'http://127.0.0.1:4010';
  // The sandbox's open-browse persona is the default outside production; production requires the password.
  const openBrowsePassword = values.OPEN_BROWSE_PASSWORD ?? DEMO_OPEN_BROWSE_PASSWORD;
  const config: GatewayConfig = {
    port: values.PORT ?? 4000,
    host: values.HOST ?? '0.0.0.0',
    erpUrl,
    searchUrl: values.SEARCH_URL ?? erpUrl,
    redisUrl: values.REDIS_URL,
    redisSentinel:
      values.REDIS_SENTINELS && values.REDIS_MASTER_NAME
        ? { sentinels: values.REDIS_SENTINELS, masterName: values.REDIS_MASTER_NAME }
        : undefined,
    // Outside production only (production refuses to start without it): one process, one secret.
    sessionSecret: values.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    trustedProxies: values.TRUSTED_PROXIES ?? 0,
    rightsFreshSeconds: values.RIGHTS_FRESH_SECONDS ?? 5,
    loginThrottle: LOGIN_THROTTLE,
    throttleRules: THROTTLE_RULES,
    cookieSecure: values.COOKIE_SECURE ?? true,
    production,
    introspection: values.INTROSPECTION ?? !production,
    erpTimeoutMs: values.ERP_TIMEOUT_MS ?? 8_000,
    erpGetRetries: values.ERP_GET_RETRIES ?? 2,
    erpConnections: values.ERP_CONNECTIONS ?? 64,
    redisCommandTimeoutMs: values.REDIS_COMMAND_TIMEOUT_MS ?? 100,
    breakerThreshold: values.BREAKER_THRESHOLD ?? 5,
    breakerOpenMs: values.BREAKER_OPEN_MS ?? 5_000,
    webDist: values.WEB_DIST,
    serverRendering: values.SERVER_RENDERING ?? true,
    pageRenderTimeoutMs: values.PAGE_RENDER_TIMEOUT_MS ?? 3_000,
    imagesUrl: values.IMAGES_URL,
    logLevel: values.LOG_LEVEL ?? 'info',
    maxBodyBytes: values.MAX_BODY_BYTES ?? 100_000,
    // Inside the 30 s an orchestrator (Kubernetes, Docker) waits after SIGTERM before it kills.
    shutdownGraceMs: values.SHUTDOWN_GRACE_MS ?? 25_000,
    ttl: {
      pricesSeconds: values.PRICE_TTL_SECONDS ?? 60,
      searchSeconds: values.SEARCH_TTL_SECONDS ?? 60,
      productSeconds: values.PRODUCT_TTL_SECONDS ?? 600,
      staleSeconds: values.STALE_SECONDS ?? 600,
      responseSeconds: values.RESPONSE_TTL_SECONDS ?? 30,
    },
    responseCacheBytes: values.RESPONSE_CACHE_BYTES ?? 64 * 1024 * 1024,
    erpRecordDir: values.ERP_RECORD,
    trustedOperations: values.TRUSTED_OPERATIONS ?? production,
    trustedOperationsManifest: values.TRUSTED_OPERATIONS_MANIFEST,
    publicUrl: values.PUBLIC_URL?.join(','),
    storeBrand: values.STORE_BRAND,
    storeEnvironment: values.STORE_ENVIRONMENT,
    thirdPartyScripts: values.THIRD_PARTY_SCRIPTS ?? [],
    contactMapUrl: values.CONTACT_MAP_URL,
    ipGeolocationUrl: values.IP_GEOLOCATION_URL,
    openBrowse:
      values.OPEN_BROWSE === false
        ? null
        : { username: values.OPEN_BROWSE_USERNAME ?? 'guest@openbrowse.example', password: openBrowsePassword },
    frameAncestors: values.FRAME_ANCESTORS ?? [],
    hsts: values.HSTS ?? false,
    trustProxy: values.TRUST_PROXY ?? false,
    metricsPort: values.METRICS_PORT,
    metricsToken: values.METRICS_TOKEN,
    errorReportUrl: values.ERROR_REPORT_URL,
    punchOutSystems: overrides.punchOutSystems ?? procurementSystemsOf(values.PUNCHOUT_SYSTEMS, production),
    otlpEndpoint: values.OTEL_EXPORTER_OTLP_ENDPOINT,
    otelServiceName: values.OTEL_SERVICE_NAME ?? 'mro-gateway',
    ...overrides,
  };
  // The web build writes the manifest beside its web root (also when webDist is an override).
  const webManifest = config.webDist ? join(config.webDist, 'operations.json') : undefined;
  return { ...config, trustedOperationsManifest: config.trustedOperationsManifest ?? webManifest };
};
