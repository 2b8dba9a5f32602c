// Every environment variable the gateway reads: its kind, default and meaning. The table of variables
// in docs/operations.md is generated from this object (`npm run config:readme`), and a test fails when
// the two differ, so a variable is added here or nowhere.
import { z } from 'zod';
import {
  cspSourceOf,
  duration,
  flag,
  hostPortOf,
  listOf,
  oneOf,
  originOf,
  port,
  text,
  url,
  variableDocs,
  whole,
  type Kind,
  type VariableDoc,
} from './values.ts';
import { STORE_ENVIRONMENTS } from '../common/store-environment.ts';
import { thirdPartyScriptOf } from '../common/third-party-scripts.ts';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export const NODE_ENVS = ['development', 'test', 'production'] as const;
export const BRAND_KEYS = ['DEFAULT', 'RV'] as const;
/** The shortest SESSION_SECRET production accepts: 32 characters, as `openssl rand -hex 16` writes. */
export const MIN_SECRET_LENGTH = 32;

const variable = <T>(kindOf: Kind<T>, doc: Omit<VariableDoc, 'accepted'>) =>
  kindOf.schema.register(variableDocs, { accepted: kindOf.accepted, ...doc });

const HTTP = ['http', 'https'] as const;

export const VARIABLES = {
  NODE_ENV: variable(oneOf(NODE_ENVS), {
    default: 'development',
    meaning:
      '`production` turns introspection, the explorer and field suggestions off, runs only trusted operations, and requires `SESSION_SECRET` and a Secure cookie (see docs/operations.md)',
    sameOnEveryReplica: true,
  }),
  PORT: variable(port(), {
    default: '4000',
    meaning:
      'the store: web, `/graphql`, `/explorer`, `/healthz`, `/readyz`, `/client-errors`, and `/metrics` outside production',
  }),
  HOST: variable(text(255), { default: '0.0.0.0', meaning: 'the address the gateway (and `METRICS_PORT`) listens on' }),
  METRICS_PORT: variable(port(), {
    default: '',
    meaning: 'serve `/metrics` on this port alone (on `HOST`), never on `PORT`',
  }),
  METRICS_TOKEN: variable(text(200, 16, 'a token'), {
    default: '',
    meaning:
      '`/metrics` on `PORT` needs `Authorization: Bearer <token>`; in production without it or `METRICS_PORT`, `/metrics` is a 404',
    secret: true,
  }),
  FRAME_ANCESTORS: variable(listOf('comma-separated origins such as https://buyer.example', cspSourceOf), {
    default: '',
    meaning: "origins besides the store's own that may frame it (`frame-ancestors` of the CSP)",
    sameOnEveryReplica: true,
  }),
  TRUST_PROXY: variable(flag(), {
    default: 'off',
    meaning: 'on: behind a proxy that sets `X-Forwarded-Proto`; HSTS is sent when it says `https`',
  }),
  HSTS: variable(flag(), {
    default: 'off',
    meaning: 'on: send `Strict-Transport-Security` on every answer (also sent whenever the gateway itself serves TLS)',
  }),
  ERROR_REPORT_URL: variable(url(HTTP, 'https://errors.example/report'), {
    default: '',
    meaning: "forward the storefront's error reports (JSON POST) to this service, besides the log",
  }),
  ERP_URL: variable(url(HTTP, 'http://erp:4010'), {
    default: 'http://127.0.0.1:4010',
    meaning: "the ERP's base URL (`npm start` without it embeds the sandbox on `SANDBOX_PORT`)",
    sameOnEveryReplica: true,
  }),
  SEARCH_URL: variable(url(HTTP, 'http://search:4010'), {
    default: '`ERP_URL`',
    meaning: 'the hosted search index',
    sameOnEveryReplica: true,
  }),
  IMAGES_URL: variable(url(HTTP, 'https://images.example'), {
    default: '`ERP_URL`',
    meaning: "the ERP's image host for `/images/...`",
  }),
  REDIS_URL: variable(url(['redis', 'rediss'], 'redis://127.0.0.1:6379'), {
    default: 'unset: in process',
    meaning:
      'Redis for the shared cache, order idempotency keys, login sessions and throttle counts (required for more than one replica)',
    sameOnEveryReplica: true,
  }),
  REDIS_SENTINELS: variable(listOf('comma-separated host:port such as 10.0.0.5:26379,10.0.0.6:26379', hostPortOf), {
    default: '',
    meaning:
      'Redis through Sentinel instead of `REDIS_URL`, with `REDIS_MASTER_NAME` (both or neither); the gateway follows a failover (ADR 0013)',
    sameOnEveryReplica: true,
  }),
  REDIS_MASTER_NAME: variable(text(100, 1, 'a name'), {
    default: '',
    meaning: "the primary's name Sentinel knows, with `REDIS_SENTINELS`",
    sameOnEveryReplica: true,
  }),
  REDIS_COMMAND_TIMEOUT_MS: variable(duration('ms', 10, 10_000), {
    default: '100ms',
    meaning: 'timeout of a cache command (a slow Redis is an unavailable one)',
  }),
  OTEL_EXPORTER_OTLP_ENDPOINT: variable(url(HTTP, 'http://jaeger:4318'), {
    default: '',
    meaning:
      'export traces over OTLP (protobuf over HTTP); unset, the tracing SDK is not loaded. The other `OTEL_EXPORTER_OTLP_*` variables apply',
  }),
  OTEL_SERVICE_NAME: variable(text(100), { default: 'mro-gateway', meaning: 'the service name of the traces' }),
  SESSION_SECRET: variable(text(1_000), {
    default: 'random per process; required in production',
    meaning: `signs the guest cart and device cookies; in production at least ${MIN_SECRET_LENGTH} characters`,
    sameOnEveryReplica: true,
    secret: true,
  }),
  COOKIE_SECURE: variable(flag(), {
    default: 'on',
    meaning: 'mark the session cookie Secure (browsers accept it on localhost); production refuses off',
    sameOnEveryReplica: true,
  }),
  TRUSTED_PROXIES: variable(whole(0, 10), {
    default: '0',
    meaning:
      'load balancers in front of the gateway; the client address used for throttling is the `X-Forwarded-For` entry the nearest of them appended (`1` behind the compose nginx)',
    sameOnEveryReplica: true,
  }),
  RIGHTS_FRESH_SECONDS: variable(duration('s', 0, 3_600), {
    default: '5s',
    meaning:
      "a session re-reads its user's rights (catalogues, order access) from the ERP when older than this; changes made in Manage users reach live sessions at once",
    sameOnEveryReplica: true,
  }),
  INTROSPECTION: variable(flag(), {
    default: 'on unless production',
    meaning: 'schema introspection and the explorer',
  }),
  ERP_TIMEOUT_MS: variable(duration('ms', 100, 600_000), {
    default: '8s',
    meaning: 'timeout of every ERP call (orders: 120 s)',
  }),
  ERP_GET_RETRIES: variable(whole(0, 5), { default: '2', meaning: 'retries of an ERP read that failed' }),
  ERP_CONNECTIONS: variable(whole(1, 1_024), { default: '64', meaning: 'connections to the ERP per replica' }),
  BREAKER_THRESHOLD: variable(whole(1, 1_000), {
    default: '5',
    meaning: 'consecutive ERP failures of a route group that open its circuit',
  }),
  BREAKER_OPEN_MS: variable(duration('ms', 100, 600_000), {
    default: '5s',
    meaning: 'how long an open circuit fails fast before it lets one probe through',
  }),
  SHUTDOWN_GRACE_MS: variable(duration('ms', 0, 600_000), {
    default: '25s',
    meaning:
      "after SIGTERM or SIGINT the gateway drains: `/readyz` answers 503 at once, no new connections, `Connection: close` on every answer, in-flight requests finish; what is left after this long is cut, then it exits 0 (keep it under the orchestrator's kill timeout, 30 s by default)",
  }),
  LOG_LEVEL: variable(oneOf(LOG_LEVELS), {
    default: 'info',
    meaning: 'JSON lines with the request id; `info` includes one access line per request (docs/operations.md)',
  }),
  MAX_BODY_BYTES: variable(whole(1_000, 10_000_000), {
    default: '100000',
    meaning: 'the largest GraphQL request body accepted',
  }),
  PRICE_TTL_SECONDS: variable(duration('s', 0, 86_400), { default: '60s', meaning: 'prices kept in the cache' }),
  SEARCH_TTL_SECONDS: variable(duration('s', 0, 86_400), { default: '60s', meaning: 'search results kept' }),
  PRODUCT_TTL_SECONDS: variable(duration('s', 0, 86_400), { default: '10m', meaning: 'products kept' }),
  STALE_SECONDS: variable(duration('s', 0, 86_400), {
    default: '10m',
    meaning: 'how long past its lifetime a cached answer may serve while the ERP is down',
  }),
  RESPONSE_TTL_SECONDS: variable(duration('s', 0, 3_600), {
    default: '30s',
    meaning: 'whole catalogue answers kept in process (capped by the data they hold; 0 turns it off)',
  }),
  RESPONSE_CACHE_BYTES: variable(whole(0, 4_000_000_000), {
    default: '67108864',
    meaning: 'bound on the memory of the whole-response cache',
  }),
  ERP_RECORD: variable(text(1_000, 1, 'a folder'), {
    default: '',
    meaning: 'write every ERP exchange, scrubbed, as fixture files into this folder',
  }),
  WEB_DIST: variable(text(1_000, 1, 'a folder'), {
    default: '',
    meaning: 'the web build: its `site/` folder is served at `/`; the manifests beside it are not',
  }),
  SERVER_RENDERING: variable(flag(), {
    default: 'on',
    meaning:
      "on: render each page's body with its data on the server (the web's `server/` build), the browser hydrates it; off: the browser renders every page",
  }),
  PAGE_RENDER_TIMEOUT_MS: variable(whole(100, 60_000), {
    default: '3000',
    meaning:
      'a page not rendered on the server within this many ms goes out with an empty body, rendered in the browser',
  }),
  TRUSTED_OPERATIONS: variable(flag(), {
    default: 'on in production',
    meaning: "on: run only the web's operations; off: run anything",
    sameOnEveryReplica: true,
  }),
  TRUSTED_OPERATIONS_MANIFEST: variable(text(1_000, 1, 'a file'), {
    default: '`$WEB_DIST/operations.json`',
    meaning:
      'the manifest the web build wrote; with trusted operations on and no manifest the gateway refuses to start',
    sameOnEveryReplica: true,
  }),
  PUBLIC_URL: variable(listOf('comma-separated origins such as https://store.example', originOf), {
    default: 'trusted local and demo hosts',
    meaning: "the store's origins (one per brand) for links in mails",
    sameOnEveryReplica: true,
  }),
  STORE_BRAND: variable(oneOf(BRAND_KEYS), {
    default: 'by host',
    meaning: "force one brand for the whole deployment instead of choosing it by the visitor's host",
    sameOnEveryReplica: true,
  }),
  STORE_ENVIRONMENT: variable(oneOf(STORE_ENVIRONMENTS), {
    default: 'by host',
    meaning:
      'force one environment instead of deriving it from the host (`localhost` is local, a first label `staging…`, `develop…` or `dev`, `devbox…` names its own, any other host is production); outside production pages carry `X-Robots-Tag: noindex` and no third-party script loads',
    sameOnEveryReplica: true,
  }),
  THIRD_PARTY_SCRIPTS: variable(
    listOf('comma-separated kind=https-URL, kind one of analytics, tag-manager, heat-map, chat', thirdPartyScriptOf),
    {
      default: '',
      meaning:
        "third-party scripts the storefront loads on production hosts once the visitor consents; their origins join the CSP's `script-src`, `connect-src` and `img-src` (docs/operations.md)",
      sameOnEveryReplica: true,
    },
  ),
  CONTACT_MAP_URL: variable(url(['https'], 'https://maps.example/embed?q=Houston'), {
    default: '',
    meaning: "the contact page's embedded map; its origin alone joins the CSP's `frame-src` (docs/operations.md)",
    sameOnEveryReplica: true,
  }),
  IP_GEOLOCATION_URL: variable(url(HTTP, 'https://geo.example/country'), {
    default: '',
    meaning:
      'locate a visitor without an edge country header (CF-IPCountry, CloudFront-Viewer-Country, X-Country-Code) for the regional-site prompt: `GET <url>/<address>` answering `{ "country_code": "CA" }`, 300 ms at most, cached a day; failures show no prompt; private and loopback addresses are never sent',
    sameOnEveryReplica: true,
  }),
  OPEN_BROWSE: variable(flag(), {
    default: 'on',
    meaning: 'off: no open browse (guests must log in for the catalogue and cart)',
    sameOnEveryReplica: true,
  }),
  OPEN_BROWSE_USERNAME: variable(text(200), {
    default: 'guest@openbrowse.example',
    meaning: 'the open-browse persona the gateway logs in as for guests',
    sameOnEveryReplica: true,
  }),
  OPEN_BROWSE_PASSWORD: variable(text(200), {
    default: 'the demo password outside production',
    meaning: "the open-browse persona's password; production with open browse on requires it",
    sameOnEveryReplica: true,
    secret: true,
  }),
  PUNCHOUT_SYSTEMS: variable(text(100_000, 1, 'a JSON array'), {
    default: 'the demo system outside production; none in production',
    meaning: 'the procurement systems that may punch out (JSON array, see Punch-out)',
    sameOnEveryReplica: true,
  }),
};

/** The gateway's environment as typed values (unset ones undefined), each variable checked alone. */
export const ENVIRONMENT = z.object(VARIABLES);
export type Environment = z.output<typeof ENVIRONMENT>;
