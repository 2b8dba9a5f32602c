// Spans of the gateway's own work, on the OpenTelemetry API only: without a registered tracer
// provider (OTEL_EXPORTER_OTLP_ENDPOINT unset, see tracing-sdk.ts) every call here is the API's no-op.
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  context,
  createContextKey,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
} from '@opentelemetry/api';

/** The attribute every span of a request carries: the id the access log and the ERP see too. */
export const REQUEST_ID_ATTRIBUTE = 'mro.request_id';

const REQUEST_ID = createContextKey('mro.request_id');

const tracer = () => trace.getTracer('@mro/gateway');

/** The request id a span started in `parent` belongs to (the span processor copies it onto the span). */
export const requestIdIn = (parent: Context): string | undefined => parent.getValue(REQUEST_ID) as string | undefined;

/** Runs `work` in a span that is the active one meanwhile and ends when `work` settles (a throw marks it failed). */
export const inSpan = <T>(
  name: string,
  attributes: Attributes,
  work: (span: Span) => Promise<T>,
  kind: SpanKind = SpanKind.INTERNAL,
): Promise<T> =>
  tracer().startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      failed(span, error);
      throw error;
    } finally {
      span.end();
    }
  });

/** Marks a span failed with the error's message. */
export const failed = (span: Span, error: unknown): void => {
  if (error instanceof Error) span.recordException(error);
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
};

// Probes and scrapes arrive every few seconds from every load balancer and Prometheus: not traced.
const UNTRACED = new Set(['/healthz', '/readyz', '/metrics']);

/** The span name's route: the store's few paths, never an id or a file name (bounded cardinality). */
const routeOf = (path: string): string => {
  if (path === '/graphql' || path === '/client-errors') return path;
  if (path.startsWith('/images/')) return '/images/*';
  if (path.startsWith('/punchout/')) return '/punchout/*';
  return '/*';
};

/**
 * The incoming request's server span: continues the caller's trace (W3C traceparent), carries the
 * request id, and is the parent of everything the request does.
 */
export const traceRequest = (
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  requestId: string,
  work: () => Promise<void>,
): Promise<void> => {
  if (UNTRACED.has(path)) return work();
  const parent = propagation.extract(context.active(), request.headers).setValue(REQUEST_ID, requestId);
  const method = request.method ?? 'GET';
  return context.with(parent, () =>
    inSpan(
      `${method} ${routeOf(path)}`,
      {
        'http.request.method': method,
        'url.path': path,
        'http.route': routeOf(path),
        [REQUEST_ID_ATTRIBUTE]: requestId,
      },
      async (span) => {
        await work();
        span.setAttribute('http.response.status_code', response.statusCode);
        if (response.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      },
      SpanKind.SERVER,
    ),
  );
};

/**
 * One GraphQL operation's span, active while Apollo parses, validates and executes it (so resolver,
 * DataLoader, ERP and Redis spans nest under it); `tracingPlugin` names it once the operation is known.
 */
export const traceOperation = <T>(requestId: string, work: () => Promise<T>): Promise<T> =>
  context.with(context.active().setValue(REQUEST_ID, requestId), () =>
    inSpan('graphql', { [REQUEST_ID_ATTRIBUTE]: requestId }, () => work()),
  );

/** A root field's resolver (a domain's entry point, where its ERP calls start): a span named after the field. */
export const traceResolver = <T>(field: string, work: () => Promise<T>): Promise<T> =>
  inSpan(`resolve ${field}`, { 'graphql.field.path': field }, work);

/** One DataLoader batch: how many keys it took in one go. */
export const traceBatch = <T>(loader: string, size: number, work: () => Promise<T>): Promise<T> =>
  inSpan(`dataloader ${loader}`, { 'mro.dataloader.name': loader, 'mro.dataloader.batch_size': size }, work);

/** One ERP call as the gateway means it (its retries are the undici spans under it). */
export const traceErpCall = <T>(route: string, work: () => Promise<T>): Promise<T> =>
  inSpan(
    `ERP ${route}`,
    { 'mro.erp.route': route, 'http.request.method': route.split(' ')[0] ?? '' },
    async (span) => {
      try {
        return await work();
      } catch (error) {
        const status = (error as { status?: unknown }).status;
        if (typeof status === 'number') span.setAttribute('http.response.status_code', status);
        throw error;
      }
    },
    SpanKind.CLIENT,
  );
