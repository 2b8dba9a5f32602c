// The store's pages as the server answers them: the web's shell with each page's head (status, title,
// description, canonical URL, Open Graph, JSON-LD), login redirects, robots.txt and the sitemaps.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { loginUrlFor, storePageOf, type StorePage } from '@mro/rules/pages';
import type { GatewayContext, GatewayServices } from '../context.ts';
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
  /** The web build's index.html; null before the web is built. */
  shell: () => Promise<Shell | null>;
  sitemapLimits?: SitemapLimits;
};

type Rendered = { status: number; html: string };

/** A guest page's cache key: the brand, the URL (hashed: a query can be long) and the build. */
const guestPageKey = (brand: string, url: string, built: Shell): string =>
  `page:v1:${brand}:${createHash('sha1').update(`${url} ${built.version}`).digest('base64url')}`;

const HTML = 'text/html;charset=utf-8';
// A guest's page may be kept by the browser and revalidated; a logged-in one carries the buyer's prices.
const GUEST_CACHE_CONTROL = 'no-cache';
const PRIVATE_CACHE_CONTROL = 'private, no-store';
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

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
  let body = Buffer.from(page.html);
  if (/\bbr\b/.test(accepted)) [body, headers['content-encoding']] = [brotliCompressSync(body, BROTLI), 'br'];
  else if (/\bgzip\b/.test(accepted)) [body, headers['content-encoding']] = [gzipSync(body), 'gzip'];
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

export const storePages = ({ services, contextOf, shell, sitemapLimits = SITEMAP_LIMITS }: StorePagesOptions) => {
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

  const render = async (request: PageRequest, built: Shell): Promise<Rendered> => {
    const head = await headOf(request);
    return { status: head.status, html: pageHtml(built, renderHead(head, request.brand, request.origin)) };
  };

  /** The page's HTML: a guest's is every guest's, cached per brand, URL and build; a logged-in one never is. */
  const pageOf = async (request: PageRequest, built: Shell): Promise<Rendered> => {
    if (loggedIn(request.context)) return render(request, built);
    const url = `${request.origin}${request.path}${request.query.size > 0 ? `?${request.query.toString()}` : ''}`;
    return cache.getOrLoad('page', guestPageKey(request.brand.key, url, built), pageTtl, () => render(request, built));
  };

  const servePage = async (request: IncomingMessage, response: ServerResponse, path: string, search: string) => {
    const built = await shell();
    if (!built) return sendText(response, 503, 'text/plain', 'The web has not been built: run npm run build.');
    const context = await contextOf(request);
    if (context.session && !loggedIn(context)) context.clearSession();
    const page = storePageOf(path);
    const brand = context.providers.content.storeBrand();
    const origin = context.storeOrigin;
    let rendered: Rendered | null = null;
    if (!page) rendered = { status: 404, html: pageHtml(built, renderHead(notFoundHead(), brand, origin)) };
    else if (!needsLogin(page, context)) {
      const pageRequest = { context, page, path, query: new URLSearchParams(search), brand, origin };
      try {
        rendered = await pageOf(pageRequest, built);
      } catch (error) {
        // Its data could not be read (the ERP is unavailable): the shell, whose script shows the store's error.
        log.log('error', 'page data unavailable', { requestId: context.requestId, path, error });
        rendered = { status: 503, html: pageHtml(built, renderHead(unavailableHead(pageRequest), brand, origin)) };
      }
    }
    for (const cookie of context.responseCookies) response.appendHeader('set-cookie', cookie);
    if (!rendered) {
      response
        .writeHead(302, { location: loginUrlFor(`${path}${search}`), 'cache-control': PRIVATE_CACHE_CONTROL })
        .end();
      return;
    }
    const cacheControl = loggedIn(context) || rendered.status === 503 ? PRIVATE_CACHE_CONTROL : GUEST_CACHE_CONTROL;
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
