import type { IncomingMessage, ServerResponse } from 'node:http';
import { posix } from 'node:path';
import sirv from 'sirv';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PRECOMPRESSED = /\.(br|gz)$/;

const text = (response: ServerResponse, status: number, body: string): void => {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(body);
};

export type StaticFiles = (request: IncomingMessage, response: ServerResponse, path: string) => Promise<void>;

/** Answers a page of the store (every path that is not a file of the build), from the build's index.html. */
export type StorePage = (request: IncomingMessage, response: ServerResponse, path: string) => Promise<void>;

// The build's index.html is the pages' shell: never served as a file of its own.
const SHELL_PATHS = new Set(['/', '/index', '/index.html']);

/**
 * Serves the built web (sirv): files under `root`, and any other path as a page of the store (`page`);
 * a missing hashed asset or a `hidden` path is a 404. Hashed assets are cached for a year, everything
 * else revalidates (ETag). Content types come from the names. The build writes a .br and a .gz beside
 * each text file (web/vite.config.ts); a browser that accepts one gets it as it is, with its
 * Content-Encoding, and nothing is compressed per request.
 */
export const staticFiles = (root: string, page: StorePage, hidden: ReadonlySet<string> = new Set()): StaticFiles => {
  const files = sirv(root, {
    // Looks files up on each request, so a rebuilt web is served without a restart.
    dev: true,
    etag: true,
    // `/name` also finds name.html (explorer.html is hidden; index.html is the shell, never looked up here).
    extensions: ['html'],
    brotli: true,
    gzip: true,
    setHeaders: (response, pathname) => {
      response.setHeader('cache-control', posix.normalize(pathname).startsWith('/assets/') ? IMMUTABLE : 'no-cache');
      response.setHeader('x-content-type-options', 'nosniff');
    },
  });
  // `path` is the request's normalised path (http/request-path.ts), and sirv reads the same one.
  return async (request, response, path) => {
    // A hidden file's precompressed copies, and its name with a trailing slash, are as hidden as it is.
    if (hidden.has(path.replace(/\/+$/, '').replace(PRECOMPRESSED, ''))) text(response, 404, 'Not found');
    else if (path.startsWith('/assets/')) files(request, response, () => text(response, 404, 'Not found'));
    else if (SHELL_PATHS.has(path)) await page(request, response, path);
    else {
      // sirv looks files up synchronously: `next` has run by the time it returns, or the file is on its way.
      let missing = false;
      files(request, response, () => {
        missing = true;
      });
      if (missing) await page(request, response, path);
    }
  };
};
