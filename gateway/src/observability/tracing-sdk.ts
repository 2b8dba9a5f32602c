// The OpenTelemetry SDK, loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set (index.ts imports this
// module dynamically): a tracer provider exporting over OTLP (protobuf over HTTP), undici's
// requests (every ERP attempt) and Redis commands traced, and the request id on every span.
// Every @opentelemetry package must share one API version: the API keeps its context manager in a
// global that a newer minor version refuses, and undici's spans then start as roots of their own.
import { context, propagation, trace, type Context } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import {
  BatchSpanProcessor,
  TracerProvider,
  type ReadableSpan,
  type Span,
  type SpanExporter,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { REQUEST_ID_ATTRIBUTE, requestIdIn } from './tracing.ts';
import { traceRedisCommands } from './redis-tracing.ts';

/** Copies the request id of the context a span starts in onto the span (undici's and Redis's spans too). */
export class RequestIdSpanProcessor implements SpanProcessor {
  onStart(span: Span, parent: Context): void {
    const requestId = requestIdIn(parent);
    if (requestId !== undefined) span.setAttribute(REQUEST_ID_ATTRIBUTE, requestId);
  }
  onEnd(_span: ReadableSpan): void {}
  forceFlush(): Promise<void> {
    return Promise.resolve();
  }
  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}

export type Tracing = {
  /** Exports every ended span now. */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
};

/**
 * Registers the provider globally (the API's tracer, context manager and W3C propagation) and the
 * instrumentations; `exporter` defaults to OTLP, configured by the standard OTEL_EXPORTER_OTLP_*
 * variables. `shutdown` flushes what is left and unregisters.
 */
export const startTracing = ({
  serviceName = 'mro-gateway',
  exporter,
}: { serviceName?: string; exporter?: SpanExporter } = {}): Tracing => {
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName }),
    spanProcessors: [
      new RequestIdSpanProcessor(),
      new BatchSpanProcessor({ exporter: exporter ?? new OTLPTraceExporter() }),
    ],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  const undici = new UndiciInstrumentation();
  undici.setTracerProvider(provider);
  undici.enable();
  const stopRedis = traceRedisCommands();
  return {
    flush: () => provider.forceFlush(),
    async shutdown() {
      stopRedis();
      undici.disable();
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
};
