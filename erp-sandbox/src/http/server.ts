import { asSeen } from '../account/multiview.ts';
import { withProfile } from '../profile/profile-state.ts';
import { userById } from '../users/directory.ts';
import { withAddressBook } from '../shipping/address-book.ts';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { format } from 'node:util';
import { verifyToken } from '../auth/jwt.ts';
import type { App } from '../app.ts';
import type { StoredUser } from '../data/types.ts';
import { serveImage } from '../catalog/images.ts';
import { HttpError, isReply, readJsonBody, sendError, sendJson, type RequestContext, type Router } from './router.ts';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export interface ServerOptions {
  app: App;
  router: Router<StoredUser>;
  /** Test-only control routes (/__sandbox/...), served without faults or counting. */
  control: Router<StoredUser> | null;
}

export function authenticate(app: App, req: IncomingMessage): StoredUser {
  const header = req.headers.authorization;
  if (!header || !/^Bearer\s+\S/i.test(header)) throw new HttpError(401, 'JWT Token not found');
  const result = verifyToken(header.replace(/^Bearer\s+/i, '').trim());
  if (!result.ok)
    throw new HttpError(401, result.reason === 'expired' ? 'Token has expired.' : 'Failed to parse token.');
  const user = userById(app, result.claims.sub);
  if (!user) throw new HttpError(401, 'Failed to parse token.');
  if (!user.active) throw new HttpError(401, 'Invalid credentials.');
  return withAddressBook(app, withProfile(app, asSeen(app, user)));
}

async function handle(opts: ServerOptions, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { app, router, control } = opts;
  const rid = req.headers['x-request-id'];
  const requestId = typeof rid === 'string' ? rid : undefined;
  const method = req.method ?? 'GET';
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const query = new URLSearchParams(q < 0 ? '' : url.slice(q + 1));
  try {
    // The image host is not the API: no token, no faults, not counted.
    if (method === 'GET' && path.startsWith('/images/') && serveImage(path, res)) return;
    const isControl = control !== null && path.startsWith('/__sandbox/');
    const match = isControl ? control.match(method, path) : router.match(method, path);
    if (!match) {
      if (!isControl) app.calls.count('UNMATCHED');
      throw new HttpError(404, `No route found for "${method} ${path}"`);
    }
    if (!isControl) {
      app.calls.count(match.key);
      const plan = app.faults.plan(match.key);
      if (plan) {
        if (plan.latencyMs > 0) await sleep(plan.latencyMs);
        if (plan.holdMs !== null) {
          // Hold the socket without answering, then drop it: a client timeout must fire first.
          const timer = setTimeout(() => req.socket.destroy(), plan.holdMs);
          req.socket.once('close', () => clearTimeout(timer));
          return;
        }
        if (plan.error !== null) throw new HttpError(plan.error, 'Injected fault.');
        if (plan.malformed) {
          res.writeHead(200, {
            'content-type': 'application/json',
            ...(requestId ? { 'x-request-id': requestId } : {}),
          });
          res.end('{"malformed": tru');
          return;
        }
      }
    }
    const body = BODY_METHODS.has(method) ? await readJsonBody(req) : undefined;
    const user = match.def.auth === false ? undefined : authenticate(app, req);
    const ctx: RequestContext<StoredUser> = {
      req,
      res,
      method,
      path,
      query,
      params: match.params,
      route: match.key,
      body,
      user,
    };
    const result = await match.def.handler(ctx);
    if (isReply(result)) sendJson(res, result.status, result.body, requestId);
    else sendJson(res, 200, result, requestId);
  } catch (err) {
    if (res.headersSent) return;
    if (err instanceof HttpError) sendError(res, err.status, err.message, requestId);
    else {
      process.stderr.write(`${format('[erp-sandbox] unhandled error', err)}\n`);
      sendError(res, 500, 'Internal server error.', requestId);
    }
  }
}

export function createSandboxServer(opts: ServerOptions): Server {
  const server = createServer({ keepAliveTimeout: 65_000 }, (req, res) => {
    void handle(opts, req, res);
  });
  return server;
}
