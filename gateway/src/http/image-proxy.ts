import type { IncomingMessage, ServerResponse } from 'node:http';
import { request } from 'undici';

const IMAGE_PATH = /^\/images\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\.(?:svg|png|jpe?g|gif|webp)$/;
const TIMEOUT_MS = 5_000;

/**
 * Product and brand images live on the ERP's image host; the store serves them under its own origin
 * (/images/...), so pages need no third-party origin. Only image paths pass, only images come back.
 */
export const proxyImage = async (
  imagesUrl: string,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> => {
  if (!IMAGE_PATH.test(path)) {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
    return;
  }
  try {
    const upstream = await request(new URL(path, imagesUrl), {
      method: 'GET',
      headersTimeout: TIMEOUT_MS,
      bodyTimeout: TIMEOUT_MS,
    });
    const type = upstream.headers['content-type'];
    if (upstream.statusCode !== 200 || typeof type !== 'string' || !type.startsWith('image/')) {
      await upstream.body.dump();
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
      return;
    }
    const body = Buffer.from(await upstream.body.arrayBuffer());
    res.writeHead(200, {
      'content-type': type,
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch {
    if (!res.headersSent)
      res.writeHead(502, { 'content-type': 'application/json' }).end('{"message":"Image host unavailable"}');
  }
};
