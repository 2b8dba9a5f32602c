import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { GatewayConfig } from '../config/load.ts';
import type { Metrics } from './metrics.ts';

type MetricsConfig = Pick<GatewayConfig, 'metricsPort' | 'metricsToken' | 'production'>;

/**
 * Who may read /metrics on the store's port: nobody when it has its own port (METRICS_PORT), bearers
 * of METRICS_TOKEN when one is set, anyone outside production, nobody in production otherwise.
 */
export const metricsOnStorePort = (config: MetricsConfig): 'public' | 'token' | 'hidden' => {
  if (config.metricsPort !== undefined) return 'hidden';
  if (config.metricsToken) return 'token';
  return config.production ? 'hidden' : 'public';
};

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
export const bearerMatches = (request: IncomingMessage, token: string): boolean => {
  const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
};

export const serveMetrics = async (metrics: Metrics, response: ServerResponse): Promise<void> => {
  const body = await metrics.registry.metrics();
  response.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(body);
};

/** /metrics alone on METRICS_PORT, for a scraper on the private network. */
export const startMetricsServer = async (metrics: Metrics, port: number, host: string): Promise<Server> => {
  const server = createServer((request, response) => {
    response.setHeader('x-content-type-options', 'nosniff');
    if (request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
      return;
    }
    serveMetrics(metrics, response).catch(() => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end('{"message":"Internal server error"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return server;
};
