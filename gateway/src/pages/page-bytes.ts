// A page as the bytes it goes out as: the HTML, its gzip and brotli copies and its ETag, made once.
// Guest pages are kept so (guest-pages.ts) and a hit is only a choice of copy and a write.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type PageBytes = {
  status: number;
  /** Only a 200 is revalidated. */
  etag: string | null;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
};

const HTML = 'text/html;charset=utf-8';
// Quality 5: nearly quality 11's size of an HTML page at a fraction of its time (a page is compressed
// once per fill, but a fill is on a visitor's way).
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

export const etagOf = (html: string): string => `W/"${createHash('sha1').update(html).digest('base64url')}"`;

/** The page's copies; a page sent once (a buyer's) is compressed only as its browser accepts. */
export const pageBytes = (status: number, html: string): PageBytes => {
  const identity = Buffer.from(html);
  return {
    status,
    etag: status === 200 ? etagOf(html) : null,
    identity,
    gzip: gzipSync(identity),
    br: brotliCompressSync(identity, BROTLI),
  };
};

/** Whether an Accept-Encoding header accepts `coding` (listed, and not with q=0). */
const accepts = (header: string, coding: string): boolean =>
  header.split(',').some((part) => {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name !== coding) return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });

/** The copy a browser gets: brotli, else gzip, else the HTML as it is. */
export const encodingFor = (acceptEncoding: string | undefined): 'br' | 'gzip' | null => {
  const header = acceptEncoding ?? '';
  if (accepts(header, 'br')) return 'br';
  if (accepts(header, 'gzip')) return 'gzip';
  return null;
};

/** Whether If-None-Match names this ETag (a list of them, or *). */
const notModified = (request: IncomingMessage, etag: string): boolean => {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim() === etag);
};

/** Sends the page: a 304 to a browser holding it, else the copy its Accept-Encoding asks for. */
export const sendPageBytes = (
  request: IncomingMessage,
  response: ServerResponse,
  page: PageBytes,
  cacheControl: string,
): void => {
  const headers: Record<string, string> = {
    'content-type': HTML,
    'cache-control': cacheControl,
    vary: 'Accept-Encoding',
  };
  if (page.etag) {
    headers.etag = page.etag;
    if (notModified(request, page.etag)) {
      response.writeHead(304, headers).end();
      return;
    }
  }
  const encoding = encodingFor(request.headers['accept-encoding']);
  const body = encoding ? page[encoding] : page.identity;
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-length'] = String(body.length);
  response.writeHead(page.status, headers).end(request.method === 'HEAD' ? undefined : body);
};

/** A page sent once: compressed only in the encoding this browser accepts. */
export const sendHtmlOnce = (
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  html: string,
  cacheControl: string,
): void => {
  const identity = Buffer.from(html);
  const encoding = encodingFor(request.headers['accept-encoding']);
  const empty = Buffer.alloc(0);
  sendPageBytes(
    request,
    response,
    {
      status,
      etag: status === 200 ? etagOf(html) : null,
      identity,
      gzip: encoding === 'gzip' ? gzipSync(identity) : empty,
      br: encoding === 'br' ? brotliCompressSync(identity, BROTLI) : empty,
    },
    cacheControl,
  );
};
