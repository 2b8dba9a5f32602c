import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { createHash } from 'node:crypto';
import helmet from 'helmet';
import { procurementOrigins, type ProcurementSystem } from '../common/procurement-systems.ts';
import { environmentOf, type StoreEnvironment } from '../common/store-environment.ts';
import { storeOriginOf } from '../common/store-origin.ts';
import { thirdPartyOrigins, type ThirdPartyScript } from '../common/third-party-scripts.ts';

export type SecurityHeaderOptions = {
  /** Origins besides the store's own that may frame it (FRAME_ANCESTORS). */
  frameAncestors: readonly string[];
  /** Their return origins may frame the store (punch-out) and receive its cart form. */
  punchOutSystems: readonly ProcurementSystem[];
  /** HSTS on every answer (HSTS=on), e.g. behind a TLS terminator that does not say so. */
  hsts: boolean;
  /** Believe X-Forwarded-Proto (TRUST_PROXY=on): the store runs behind a proxy that sets it. */
  trustProxy: boolean;
  /** Configured third-party scripts: their origins join script-src, connect-src and img-src. */
  thirdPartyScripts: readonly ThirdPartyScript[];
  /** The contact page's embedded map: its origin alone may be framed. */
  contactMapUrl: string | undefined;
  /** For the environment of a request's host (PUBLIC_URL, STORE_ENVIRONMENT). */
  publicUrl: string | undefined;
  storeEnvironment: StoreEnvironment | undefined;
};

/** What the CSP allows besides the store itself; nothing unless configured. */
type ThirdParties = { scripts: string[]; frames: string[] };

const HSTS = 'max-age=31536000; includeSubDomains';
// Nothing in the store uses these; a framed or injected page cannot ask for them either.
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), serial=(), bluetooth=(), payment=()';

// The two <style> elements react-aria inserts (usePress: no tap delay; usePreventScroll: no scroll
// chaining under a modal), allowed by hash. A react-aria upgrade that changes them fails the
// CSP journey (web/e2e/security.e2e.test.ts), which then names the style to add here.
const REACT_ARIA_STYLES = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];
// react-aria's visually hidden inputs (checkboxes, radios, switches) as React writes their style
// attribute into server-rendered HTML: 'unsafe-hashes' lets a hash allow a style attribute, and only
// this exact one is allowed. Any other style attribute in a rendered page fails the journeys.
const VISUALLY_HIDDEN_STYLE =
  'border:0;clip:rect(0 0 0 0);clip-path:inset(50%);height:1px;margin:-1px;overflow:hidden;padding:0;position:absolute;width:1px;white-space:nowrap';
const sha256 = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
const STYLE_HASHES = [...REACT_ARIA_STYLES.map(sha256), "'unsafe-hashes'", sha256(VISUALLY_HIDDEN_STYLE)];

const policy = (
  frameAncestors: readonly string[],
  formTargets: readonly string[],
  explorer: boolean,
  { scripts, frames }: ThirdParties = { scripts: [], frames: [] },
) =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Module scripts from the build only: no inline script, no eval.
        scriptSrc: ["'self'", ...scripts],
        // GraphiQL's dialogs (Radix) insert <style> elements with varying content: the explorer
        // needs 'unsafe-inline' for styles (never for scripts); the store allows react-aria's two.
        styleSrc: explorer ? ["'self'", "'unsafe-inline'"] : ["'self'", ...STYLE_HASHES],
        imgSrc: ["'self'", 'data:', ...scripts],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...scripts],
        // The contact page's map, when configured; otherwise default-src applies.
        ...(frames.length ? { frameSrc: ["'self'", ...frames] } : {}),
        // The order pad reads spreadsheets in a worker script of the build; the explorer runs none.
        workerSrc: explorer ? ["'none'"] : ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // A punch-out cart goes back by a form post to the procurement system's allowlisted origin.
        formAction: ["'self'", ...formTargets],
        frameAncestors: ["'self'", ...frameAncestors],
      },
    },
    // Kept for browsers without frame-ancestors; an allowlisted parent still relies on the CSP.
    xFrameOptions: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent below, only where the answer travelled over TLS or HSTS is configured.
    strictTransportSecurity: false,
    // The web loads its images through /images/ and fonts from itself; the explorer likewise.
    crossOriginEmbedderPolicy: false,
  });

const overTls = (request: IncomingMessage, trustProxy: boolean): boolean =>
  Boolean((request.socket as Partial<TLSSocket>).encrypted) ||
  (trustProxy &&
    String(request.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim() === 'https');

/** A Host the URL parser refuses (a port past 65535) is no production host. */
const environmentOfRequest = (request: IncomingMessage, options: SecurityHeaderOptions): StoreEnvironment => {
  try {
    return environmentOf(storeOriginOf(request, options.publicUrl), options.storeEnvironment);
  } catch {
    return 'local';
  }
};

/**
 * The headers every answer carries (HTML, static files, GraphQL, explorer, metrics): a CSP without
 * inline script, framing by the store itself and the configured origins, nosniff, a strict referrer
 * policy, a minimal Permissions-Policy, and HSTS when served over TLS. Helmet sets them synchronously.
 */
export const securityHeaders = (options: SecurityHeaderOptions) => {
  const procurement = procurementOrigins(options.punchOutSystems);
  const ancestors = [...new Set([...options.frameAncestors, ...procurement])];
  const thirdParties = {
    scripts: thirdPartyOrigins(options.thirdPartyScripts),
    frames: options.contactMapUrl ? [new URL(options.contactMapUrl).origin] : [],
  };
  const store = policy(ancestors, procurement, false, thirdParties);
  const explorer = policy(ancestors, [], true);
  return (request: IncomingMessage, response: ServerResponse, path: string): void => {
    const apply = path === '/explorer' ? explorer : store;
    apply(request, response, () => undefined);
    // Staging, develop, devbox and local copies of the store stay out of search engines.
    if (environmentOfRequest(request, options) !== 'production')
      response.setHeader('x-robots-tag', 'noindex, nofollow');
    response.setHeader('permissions-policy', PERMISSIONS_POLICY);
    if (options.hsts || overTls(request, options.trustProxy)) response.setHeader('strict-transport-security', HSTS);
  };
};
