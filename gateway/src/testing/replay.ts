// Replays recorded ERP exchanges (gateway/fixtures/erp/...) as msw handlers, served over loopback
// HTTP through msw's getResponse, so the gateway's undici client is exercised for real (msw cannot
// intercept undici's own request). Strict by default: an unrecorded call answers 501 and fails
// verify()/close() with a message naming its method, path and query.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { readFixtures, scrub, type RecordedExchange } from '../erp/recording.ts';

const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
};

/** What identifies a call: method, path, query and the (scrubbed) body. */
export const exchangeKey = (method: string, path: string, query: string, body: unknown): string =>
  `${method.toUpperCase()} ${path}${query} ${canonical(scrub(body) ?? null)}`;

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/**
 * One handler per distinct call. Identical calls answer their recordings in order (a cart read
 * before and after adding a line), then keep answering the last one.
 */
export const replayHandlers = (exchanges: RecordedExchange[]): RequestHandler[] => {
  const byKey = new Map<string, RecordedExchange[]>();
  for (const exchange of exchanges) {
    const key = exchangeKey(exchange.method, exchange.path, exchange.query, exchange.requestBody);
    byKey.set(key, [...(byKey.get(key) ?? []), exchange]);
  }
  return [...byKey].map(([key, recorded]) => {
    const method = recorded[0]!.method as keyof typeof METHODS;
    let served = 0;
    return METHODS[method]('*', async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.clone().text();
      const body = text ? (JSON.parse(text) as unknown) : null;
      if (exchangeKey(request.method, url.pathname, url.search, body) !== key) return undefined;
      const exchange = recorded[Math.min(served, recorded.length - 1)]!;
      served += 1;
      if (exchange.responseBody === null)
        return new HttpResponse(null, { status: exchange.status, headers: exchange.responseHeaders });
      return HttpResponse.json(exchange.responseBody, { status: exchange.status, headers: exchange.responseHeaders });
    });
  });
};

export type ReplayServer = {
  url: string;
  /** Calls that matched no recording, as `METHOD /path?query`. */
  unmatched(): string[];
  /** Throws naming every unrecorded call (strict mode). */
  verify(): void;
  close(): Promise<void>;
};

const readRequestBody = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Serves recordings (a fixture folder or exchanges) on an ephemeral loopback port. */
export const startReplay = async (
  source: string | RecordedExchange[],
  options: { strict?: boolean } = {},
): Promise<ReplayServer> => {
  const strict = options.strict ?? true;
  const handlers = replayHandlers(typeof source === 'string' ? readFixtures(source) : source);
  const unmatched: string[] = [];
  const answer = async (incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> => {
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    const body = await readRequestBody(incoming);
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const request = new Request(url, {
      method: incoming.method,
      headers,
      body: body.length > 0 && incoming.method !== 'GET' ? body : undefined,
    });
    const response = await getResponse(handlers, request);
    if (!response) {
      const call = `${incoming.method} ${url.pathname}${url.search}`;
      if (strict) unmatched.push(call);
      outgoing
        .writeHead(strict ? 501 : 404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ code: strict ? 501 : 404, message: `Unrecorded ERP call: ${call}` }));
      return;
    }
    const responseHeaders: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      responseHeaders[name] = value;
    });
    outgoing.writeHead(response.status, responseHeaders).end(Buffer.from(await response.arrayBuffer()));
  };
  // A failure of the replay itself stays an unhandled rejection, which fails the test run.
  const server = createServer((incoming, outgoing) => void answer(incoming, outgoing));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const verify = () => {
    if (unmatched.length > 0) throw new Error(`Unrecorded ERP calls (strict replay):\n${unmatched.join('\n')}`);
  };
  return {
    url: `http://127.0.0.1:${port}`,
    unmatched: () => [...unmatched],
    verify,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      verify();
    },
  };
};
