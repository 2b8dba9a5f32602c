import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.map': 'application/json',
};

const fileAt = async (path: string) => {
  try {
    const info = await stat(path);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
};

/**
 * Serves the built single-page web: files under `root`, and index.html for any other page path so
 * the client router can answer it. Hashed assets are cached for a year; index.html never.
 */
export const serveStatic = async (root: string, request: IncomingMessage, response: ServerResponse): Promise<void> => {
  const url = new URL(request.url ?? '/', 'http://local');
  const relative = normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, '');
  const candidate = join(root, relative);
  const inside = candidate === root || candidate.startsWith(root.endsWith(sep) ? root : `${root}${sep}`);
  let path = inside ? candidate : join(root, 'index.html');
  let info = inside && relative ? await fileAt(path) : null;
  if (!info) {
    if (relative.startsWith('assets/')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    path = join(root, 'index.html');
    info = await fileAt(path);
  }
  if (!info) {
    response
      .writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
      .end('The web has not been built: run npm run build.');
    return;
  }
  response.writeHead(200, {
    'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
    'content-length': info.size,
    'cache-control': path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(path).pipe(response);
};
