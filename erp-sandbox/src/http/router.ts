import type { IncomingMessage, ServerResponse } from 'node:http';

export class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export interface RequestContext<U = unknown> {
  req: IncomingMessage;
  res: ServerResponse;
  method: string;
  path: string;
  query: URLSearchParams;
  params: Record<string, string>;
  route: string;
  body: unknown;
  user: U | undefined;
}

/** A handler returns (or resolves to) the JSON body (status 200), a `Reply`, or throws `HttpError`. */
export interface Reply {
  status: number;
  body?: unknown;
}
export type Handler<U = unknown> = (ctx: RequestContext<U>) => unknown;

export interface RouteDef<U = unknown> {
  method: string;
  template: string;
  handler: Handler<U>;
  /** false for public routes (no bearer token). */
  auth?: boolean;
}

interface CompiledRoute<U> {
  def: RouteDef<U>;
  /** "GET /cart/{session_id}" */
  key: string;
  regex: RegExp | null;
  names: string[];
}

export interface RouteMatch<U> {
  def: RouteDef<U>;
  key: string;
  params: Record<string, string>;
}

/** Routes compiled once; static paths are a map lookup, templated paths a regex per method. */
export class Router<U = unknown> {
  private readonly staticRoutes = new Map<string, CompiledRoute<U>>();
  private readonly dynamicRoutes = new Map<string, CompiledRoute<U>[]>();

  add(def: RouteDef<U>): this {
    const key = `${def.method} ${def.template}`;
    const names: string[] = [];
    if (!def.template.includes('{')) {
      this.staticRoutes.set(key, { def, key, regex: null, names });
      return this;
    }
    const source = def.template
      .split('/')
      .map((seg) => {
        const m = /^\{(\w+)\}$/.exec(seg);
        if (m) {
          names.push(m[1]!);
          return '([^/]+)';
        }
        return seg.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      })
      .join('/');
    const list = this.dynamicRoutes.get(def.method) ?? [];
    list.push({ def, key, regex: new RegExp(`^${source}/?$`), names });
    this.dynamicRoutes.set(def.method, list);
    return this;
  }

  addAll(defs: RouteDef<U>[]): this {
    for (const d of defs) this.add(d);
    return this;
  }

  match(method: string, path: string): RouteMatch<U> | null {
    const s = this.staticRoutes.get(`${method} ${path}`);
    if (s) return { def: s.def, key: s.key, params: {} };
    const list = this.dynamicRoutes.get(method);
    if (!list) return null;
    for (const r of list) {
      const m = r.regex!.exec(path);
      if (!m) continue;
      const params: Record<string, string> = {};
      for (let i = 0; i < r.names.length; i++) params[r.names[i]!] = safeDecode(m[i + 1]!);
      return { def: r.def, key: r.key, params };
    }
    return null;
  }
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export const MAX_BODY_BYTES = 1024 * 1024;

/** Reads and parses a JSON body; empty body → undefined. */
export function readJsonBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES) {
      req.resume();
      reject(new HttpError(413, 'Request body too large.'));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        failed = true;
        reject(new HttpError(413, 'Request body too large.'));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (failed) return;
      if (size === 0) return resolve(undefined);
      try {
        resolve(JSON.parse(Buffer.concat(chunks, size).toString('utf8')));
      } catch {
        reject(new HttpError(400, 'Invalid JSON body.'));
      }
    });
    req.on('error', (err) => {
      if (!failed) reject(err);
    });
  });
}

export function sendJson(res: ServerResponse, status: number, body: unknown, requestId?: string): void {
  const headers: Record<string, string | number> = {};
  if (requestId) headers['x-request-id'] = requestId;
  if (status === 204 || body === undefined) {
    res.writeHead(status, headers);
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  headers['content-type'] = 'application/json';
  headers['content-length'] = Buffer.byteLength(text);
  res.writeHead(status, headers);
  res.end(text);
}

export function sendError(res: ServerResponse, status: number, message: string, requestId?: string): void {
  sendJson(res, status, { code: status, message }, requestId);
}

export function isReply(v: unknown): v is Reply {
  return typeof v === 'object' && v !== null && (v as { __reply?: boolean }).__reply === true;
}

export function reply(status: number, body?: unknown): Reply {
  return { status, body, __reply: true } as Reply;
}
