import type { IncomingMessage, ServerResponse } from 'node:http';
import { posix } from 'node:path';
import sirv, { type Options } from 'sirv';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PRECOMPRESSED = /\.(br|gz)$/;

const text = (response: ServerResponse, status: number, body: string): void => {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(body);
};

export type StaticFiles = (request: IncomingMessage, response: ServerResponse, path: string) => void;

/**
 * Serves the built single-page web (sirv): files under `root`, and index.html for any other page path
 * so the client router can answer it; a missing hashed asset or a `hidden` path is a 404. Hashed
 * assets are cached for a year, everything else revalidates (ETag). Content types come from the names.
 * The build writes a .br and a .gz beside each text file (web/vite.config.ts); a browser that accepts
 * one gets it as it is, with its Content-Encoding, and nothing is compressed per request.
 */
export const staticFiles = (root: string, hidden: ReadonlySet<string> = new Set()): StaticFiles => {
  const options: Options = {
    // Looks files up on each request, so a rebuilt web is served without a restart.
    dev: true,
    etag: true,
    // Also how `single` finds index.html; the build has no other .html at its root but explorer.html.
    extensions: ['html'],
    brotli: true,
    gzip: true,
    setHeaders: (response, pathname) => {
      response.setHeader('cache-control', posix.normalize(pathname).startsWith('/assets/') ? IMMUTABLE : 'no-cache');
      response.setHeader('x-content-type-options', 'nosniff');
    },
  };
  const files = sirv(root, options);
  // Every path that is not a file falls back to index.html, dots and all (a slug may have one).
  const pages = sirv(root, { ...options, single: true, ignores: false });
  // `path` is the request's normalised path (http/request-path.ts), and sirv reads the same one.
  return (request, response, path) => {
    // A hidden file's precompressed copies, and its name with a trailing slash, are as hidden as it is.
    if (hidden.has(path.replace(/\/+$/, '').replace(PRECOMPRESSED, ''))) text(response, 404, 'Not found');
    else if (path.startsWith('/assets/')) files(request, response, () => text(response, 404, 'Not found'));
    else pages(request, response, () => text(response, 503, 'The web has not been built: run npm run build.'));
  };
};
