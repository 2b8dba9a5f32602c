// The store's pages as the server answers them: the web's shell with each page's head (status, title,
// description, canonical URL, Open Graph, JSON-LD) and, with server rendering, its body and data;
// login redirects, robots.txt and the sitemaps.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { loginUrlFor, storePageOf, type StorePage } from '@mro/rules/pages';
import type { GatewayContext, GatewayServices } from '../context.ts';
import { SESSION_COOKIE } from '../auth/session.ts';
import { readCookie } from '../http/cookies.ts';
import { brandKeyOf } from '../common/store-brand.ts';
import { storeOriginOf } from '../common/store-origin.ts';
import { withBody, type PageRenderer } from './render.ts';
import { renderHead, type PageHead } from './head.ts';
import { notFoundHead, routeHead, unavailableHead, type HeadOf, type PageRequest } from './page-request.ts';
import { productHead } from './product-head.ts';
import { listingHead } from './listing-head.ts';
import { brandHead } from './brand-head.ts';
import { pageHtml, type Shell } from './shell.ts';
import { robotsTxt } from './robots.ts';
import {
  SITEMAP_FILE,
  SITEMAP_LIMITS,
  sitemapFile,
  sitemapIndex,
  type SitemapKind,
  type SitemapLimits,
} from './sitemap.ts';

/** The head module of each page type whose head comes from its data; every other page's is its table entry's. */
const HEADS: Record<string, HeadOf> = { '/p/:slug': productHead, '/c': listingHead, '/brand/:slug': brandHead };

export type StorePagesOptions = {
  services: GatewayServices;
  /** The request's context (its session), as GraphQL gets it. */
  contextOf: (request: IncomingMessage) => Promise<GatewayContext>;
  /** A guest's context for the request without its cookies (the gateway keeps the request's id). */
  guestContextOf?: (request: IncomingMessage) => Promise<GatewayContext>;
  /** The web build's index.html; null before the web is built. */
  shell: () => Promise<Shell | null>;
  /** Renders a page's body with its data (SERVER_RENDERING); null: #root stays empty, the browser renders. */
  renderPage?: PageRenderer | null;
  sitemapLimits?: SitemapLimits;
};

type Rendered = { status: number; html: string };
/** A page and who may keep it: every guest's (the page cache, the browser revalidates) or this visitor's only. */
type Answer = Rendered & { shared: boolean };

const HTML = 'text/html;charset=utf-8';
// A guest's page may be kept by the browser and revalidated; a logged-in one carries the buyer's prices.
const GUEST_CACHE_CONTROL = 'no-cache';
const PRIVATE_CACHE_CONTROL = 'private, no-store';
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** Compressed shared pages by ETag and encoding: a cached page is compressed once, not per request. */
const compressed = new Map<string, Buffer>();
const COMPRESSED_ENTRIES = 256;
const compressOnce = (key: string | null, compress: () => Buffer): Buffer => {
  if (key === null) return compress();
  let body = compressed.get(key);
  if (!body) {
    body = compress();
    if (compressed.size >= COMPRESSED_ENTRIES) compressed.delete(compressed.keys().next().value!);
    compressed.set(key, body);
  }
  return body;
};

/** The page's HTML, compressed as the browser accepts, with an ETag for revalidation. */
const sendHtml = (request: IncomingMessage, response: ServerResponse, page: Rendered, cacheControl: string) => {
  const etag = `W/"${createHash('sha1').update(page.html).digest('base64url')}"`;
  const headers: Record<string, string> = {
    'content-type': HTML,
    'cache-control': cacheControl,
    vary: 'Accept-Encoding',
  };
  if (page.status === 200) {
    headers.etag = etag;
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, headers).end();
      return;
    }
  }
  const accepted = String(request.headers['accept-encoding'] ?? '');
  let body: Buffer = Buffer.from(page.html);
  const shared = cacheControl === GUEST_CACHE_CONTROL ? etag : null;
  if (/\bbr\b/.test(accepted))
    [body, headers['content-encoding']] = [
      compressOnce(shared && `br ${shared}`, () => brotliCompressSync(body, BROTLI)),
      'br',
    ];
  else if (/\bgzip\b/.test(accepted))
    [body, headers['content-encoding']] = [compressOnce(shared && `gzip ${shared}`, () => gzipSync(body)), 'gzip'];
  headers['content-length'] = String(body.length);
  response.writeHead(page.status, headers).end(request.method === 'HEAD' ? undefined : body);
};

const sendText = (
  response: ServerResponse,
  status: number,
  type: string,
  body: string,
  cacheControl = 'no-cache',
): void => {
  response.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': cacheControl }).end(body);
};

/** Whether the request carries a live login session (an expired or refused one is a guest's). */
const loggedIn = (context: GatewayContext): boolean => context.session !== null && 'principal' in context.session;

/** May this visitor open the page, or must they log in first? */
const needsLogin = (page: StorePage, context: GatewayContext): boolean =>
  !loggedIn(context) && (page.access === 'login' || (page.access === 'shopper' && context.openBrowse === null));

/** The request as a visitor without cookies: a public page rendered for it is every guest's. */
export const cookieless = (request: IncomingMessage): IncomingMessage =>
  Object.create(request, { headers: { value: { ...request.headers, cookie: undefined } } }) as IncomingMessage;

export const storePages = ({
  services,
  contextOf,
  guestContextOf = (request) => contextOf(cookieless(request)),
  shell,
  renderPage = null,
  sitemapLimits = SITEMAP_LIMITS,
}: StorePagesOptions) => {
  const { config, cache, log } = services;
  // Never outlives the prices, searches and products it shows.
  const { responseSeconds, pricesSeconds, searchSeconds, productSeconds } = config.ttl;
  const freshSeconds = Math.min(responseSeconds, pricesSeconds, searchSeconds, productSeconds);
  const pageTtl = { freshSeconds, staleSeconds: 0 };

  const headOf = async (request: PageRequest): Promise<PageHead> => {
    const head = HEADS[request.page.path];
    // A session that expired or was refused reads no data: the storefront asks the visitor to log in again.
    if (!head || (request.context.session && !loggedIn(request.context))) return routeHead(request);
    return head(request);
  };

  const urlOf = (path: string, query: URLSearchParams) => `${path}${query.size > 0 ? `?${query.toString()}` : ''}`;

  /** The page for its request's visitor: the head, and with server rendering the body. */
  const render = async (request: PageRequest, built: Shell): Promise<Rendered> => {
    const head = await headOf(request);
    const html = pageHtml(built, renderHead(head, request.brand, request.origin));
    if (!renderPage) return { status: head.status, html };
    return {
      status: head.status,
      html: withBody(html, await renderPage(urlOf(request.path, request.query), request.context)),
    };
  };

  /** A guest page's cache key: the brand, the URL (hashed: a query can be long) and the build. */
  const guestPageKey = (request: IncomingMessage, path: string, search: string, built: Shell): string => {
    const origin = storeOriginOf(request, config.publicUrl);
    const url = `${origin}${urlOf(path, new URLSearchParams(search))}`;
    const brand = brandKeyOf(origin, config.storeBrand);
    return `page:v2:${brand}:${createHash('sha1').update(`${url} ${built.version}`).digest('base64url')}`;
  };

  /** A guest page already in the cache, found before any session is read. */
  const cachedGuestPage = async (key: string): Promise<Rendered | null> => {
    const [entry] = await cache.getMany<Rendered>([key]).catch(() => [undefined]);
    if (!entry || entry.freshUntil <= Date.now()) return null;
    cache.count('page', 'hit');
    return entry.value;
  };

  /**
   * The page's HTML. Without server rendering, a guest's is every guest's. With it, only a public
   * (indexed) page is, rendered as a guest without cookies (no guest cart); any other guest page
   * carries the visitor's own state. A logged-in page is never shared.
   */
  const pageOf = async (request: PageRequest, built: Shell, key: string, raw: IncomingMessage): Promise<Answer> => {
    const shareable = !renderPage || request.page.indexed;
    if (loggedIn(request.context) || !shareable) return { ...(await render(request, built)), shared: false };
    const page = await cache.getOrLoad('page', key, pageTtl, async () =>
      render(renderPage ? { ...request, context: await guestContextOf(raw) } : request, built),
    );
    return { ...page, shared: true };
  };

  const servePage = async (request: IncomingMessage, response: ServerResponse, path: string, search: string) => {
    const built = await shell();
    if (!built) return sendText(response, 503, 'text/plain', 'The web has not been built: run npm run build.');
    const page = storePageOf(path);
    const key = guestPageKey(request, path, search, built);
    if (page?.indexed && !readCookie(request.headers.cookie, SESSION_COOKIE)) {
      const cached = await cachedGuestPage(key);
      if (cached) return sendHtml(request, response, cached, GUEST_CACHE_CONTROL);
    }
    const context = await contextOf(request);
    if (context.session && !loggedIn(context)) context.clearSession();
    const brand = context.providers.content.storeBrand();
    const origin = context.storeOrigin;
    let rendered: Answer | null = null;
    if (!page)
      rendered = { status: 404, html: pageHtml(built, renderHead(notFoundHead(), brand, origin)), shared: true };
    else if (!needsLogin(page, context)) {
      const pageRequest = { context, page, path, query: new URLSearchParams(search), brand, origin };
      try {
        rendered = await pageOf(pageRequest, built, key, request);
      } catch (error) {
        // Its data could not be read (the ERP is unavailable): the shell, whose script shows the store's error.
        log.log('error', 'page data unavailable', { requestId: context.requestId, path, error });
        const html = pageHtml(built, renderHead(unavailableHead(pageRequest), brand, origin));
        rendered = { status: 503, html, shared: false };
      }
    }
    for (const cookie of context.responseCookies) response.appendHeader('set-cookie', cookie);
    if (!rendered) {
      response
        .writeHead(302, { location: loginUrlFor(`${path}${search}`), 'cache-control': PRIVATE_CACHE_CONTROL })
        .end();
      return;
    }
    const cacheControl = loggedIn(context) || !rendered.shared ? PRIVATE_CACHE_CONTROL : GUEST_CACHE_CONTROL;
    sendHtml(request, response, rendered, cacheControl);
  };

  const serveSitemap = async (request: IncomingMessage, response: ServerResponse, path: string) => {
    const context = await contextOf(request);
    // The sitemaps list the public catalogue: without open browse there is none.
    if (!context.openBrowse) return sendText(response, 404, 'text/plain', 'Not found');
    const file = SITEMAP_FILE.exec(path);
    const origin = context.storeOrigin;
    const chunks = file
      ? await sitemapFile(context, origin, file[1] as SitemapKind, Number(file[2]), sitemapLimits)
      : [await sitemapIndex(context, origin, sitemapLimits)];
    if (!chunks) return sendText(response, 404, 'text/plain', 'Not found');
    response.writeHead(200, {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': loggedIn(context) ? PRIVATE_CACHE_CONTROL : 'public, max-age=3600',
    });
    if (request.method === 'HEAD') return void response.end();
    try {
      for await (const chunk of chunks) if (!response.write(chunk)) await once(response, 'drain');
      response.end();
    } catch (error) {
      // Half a sitemap must not read as a whole one: the connection is cut, and the crawler comes back.
      log.log('error', 'sitemap cut short', { requestId: context.requestId, path, error });
      response.destroy();
    }
  };

  /** Answers a page of the store, robots.txt or a sitemap (GET or HEAD). */
  return async (request: IncomingMessage, response: ServerResponse, path: string): Promise<void> => {
    const search = new URL(request.url ?? '/', 'http://store').search;
    if (path === '/robots.txt') {
      const context = await contextOf(request);
      return sendText(
        response,
        200,
        'text/plain',
        robotsTxt(context.storeOrigin, context.openBrowse !== null),
        'public, max-age=3600',
      );
    }
    if (path === '/sitemap.xml' || path.startsWith('/sitemaps/')) return serveSitemap(request, response, path);
    return servePage(request, response, path, search);
  };
};
