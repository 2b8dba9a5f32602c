// The store's pages as the server answers them: the web's shell with each page's head (status, title,
// description, canonical URL, Open Graph, JSON-LD) and, with server rendering, its body and data;
// login redirects, robots.txt and the sitemaps.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { loginUrlFor, storePageOf, type StorePage } from '@mro/rules/pages';
import type { GatewayContext, GatewayServices } from '../context.ts';
import { SESSION_COOKIE } from '../auth/session.ts';
import { readCookie } from '../http/cookies.ts';
import { brandKeyOf } from '../common/store-brand.ts';
import { storeOriginOf } from '../common/store-origin.ts';
import { withBody, type PageRenderer } from './render.ts';
import { pageBytes, sendHtmlOnce, sendPageBytes } from './page-bytes.ts';
import { GuestPages } from './guest-pages.ts';
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

/** A page as sent: its status and HTML, or (a 301 or 302) where it sends the visitor. */
type Rendered = { status: number; html: string; location?: string };
/** A page and who may keep it: every guest's (the page cache, the browser revalidates) or this visitor's only. */
type Answer = Rendered & { shared: boolean };

// A guest's page may be kept by the browser and revalidated; a logged-in one carries the buyer's prices.
const GUEST_CACHE_CONTROL = 'no-cache';
const PRIVATE_CACHE_CONTROL = 'private, no-store';

const searchOf = (url: string | undefined): string => {
  const at = url?.indexOf('?') ?? -1;
  return at < 0 || at === url!.length - 1 ? '' : url!.slice(at);
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

/** A rendered page that stands for another: its 301 or 302, no body (kept out of the in-process page copies). */
const sendRedirect = (response: ServerResponse, page: Rendered, cacheControl: string): void => {
  response.writeHead(page.status, { location: page.location, 'cache-control': cacheControl }).end();
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
    const body = await renderPage(urlOf(request.path, request.query), request.context);
    if (body?.redirect)
      return { status: body.redirect.permanent ? 301 : 302, html: '', location: body.redirect.location };
    return { status: head.status, html: withBody(html, body) };
  };

  /** A guest page's URL: the brand's origin, the path and its query in one order. */
  const guestUrlOf = (request: IncomingMessage, path: string, search: string): string =>
    `${storeOriginOf(request, config.publicUrl)}${urlOf(path, new URLSearchParams(search))}`;

  /** A guest page's key in the shared cache: the brand, the URL (hashed: a query can be long) and the build. */
  const guestPageKey = (request: IncomingMessage, url: string, built: Shell): string => {
    const brand = brandKeyOf(storeOriginOf(request, config.publicUrl), config.storeBrand);
    return `page:v2:${brand}:${createHash('sha1').update(`${url} ${built.version}`).digest('base64url')}`;
  };

  /** Guest pages in this process, compressed: answered before any other handling (answerFromCache). */
  const guestPages = new GuestPages();

  /** A guest page another replica (or this one, before a restart) put in the shared cache. */
  const sharedGuestPage = async (key: string) => {
    const [entry] = await cache.getMany<Rendered>([key]).catch(() => [undefined]);
    return entry && entry.freshUntil > Date.now() ? entry : null;
  };

  /** Sends a guest page, keeping its compressed copies in this process until `freshUntil`. */
  const sendGuestPage = (
    request: IncomingMessage,
    response: ServerResponse,
    url: string,
    built: Shell,
    page: Rendered,
    freshUntil: number,
  ) => {
    const bytes = pageBytes(page.status, page.html);
    guestPages.put(url, built.version, bytes, freshUntil);
    sendPageBytes(request, response, bytes, GUEST_CACHE_CONTROL);
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
    guestPages.sawBuild(built.version);
    const page = storePageOf(path);
    const url = guestUrlOf(request, path, search);
    const key = guestPageKey(request, url, built);
    const guest = !readCookie(request.headers.cookie, SESSION_COOKIE);
    if (page?.indexed && guest) {
      const kept = guestPages.get(url);
      if (kept) {
        cache.count('page', 'hit');
        return sendPageBytes(request, response, kept, GUEST_CACHE_CONTROL);
      }
      const cached = await sharedGuestPage(key);
      if (cached) {
        cache.count('page', 'hit');
        if (cached.value.location) return sendRedirect(response, cached.value, GUEST_CACHE_CONTROL);
        return sendGuestPage(request, response, url, built, cached.value, cached.freshUntil);
      }
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
    const shared = !loggedIn(context) && rendered.shared;
    if (rendered.location)
      return sendRedirect(response, rendered, shared ? GUEST_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
    // Only a public page is kept here: the fast path serves it to any visitor without a session.
    if (shared && page?.indexed && freshSeconds > 0)
      return sendGuestPage(request, response, url, built, rendered, Date.now() + freshSeconds * 1000);
    sendHtmlOnce(
      request,
      response,
      rendered.status,
      rendered.html,
      shared ? GUEST_CACHE_CONTROL : PRIVATE_CACHE_CONTROL,
    );
  };

  /**
   * A guest's public page kept in this process, answered at once: the gateway calls this before any
   * other handling of a GET or HEAD (no context, no session, no GraphQL). False: nothing was sent.
   */
  const answerFromCache = (request: IncomingMessage, response: ServerResponse, path: string): boolean => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (readCookie(request.headers.cookie, SESSION_COOKIE)) return false;
    const kept = guestPages.get(guestUrlOf(request, path, searchOf(request.url)));
    if (!kept) return false;
    cache.count('page', 'hit');
    sendPageBytes(request, response, kept, GUEST_CACHE_CONTROL);
    return true;
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
  const serve = async (request: IncomingMessage, response: ServerResponse, path: string): Promise<void> => {
    const search = searchOf(request.url);
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
  return Object.assign(serve, { answerFromCache });
};
