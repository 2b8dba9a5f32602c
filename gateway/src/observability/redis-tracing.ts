// Redis command spans from the redis client's own diagnostics channels (node-redis publishes every
// command and MULTI/pipeline on a TracingChannel; without a subscriber it skips the work entirely).
import { tracingChannel } from 'node:diagnostics_channel';
import { SpanKind, trace, type Span } from '@opentelemetry/api';
import { failed } from './tracing.ts';

/** What node-redis puts on its channels (client/tracing.js); args are left out: keys hold session ids. */
type RedisTrace = {
  command?: string;
  batchMode?: 'MULTI' | 'PIPELINE';
  batchSize?: number;
  serverAddress?: string;
  serverPort?: number;
  error?: unknown;
};

const COMMAND = 'node-redis:command';
const BATCH = 'node-redis:batch';

/** Subscribes; the returned function unsubscribes. */
export const traceRedisCommands = (): (() => void) => {
  const tracer = trace.getTracer('@mro/gateway');
  const spans = new WeakMap<object, Span>();
  const handlers = (name: (message: RedisTrace) => string) => ({
    start(message: RedisTrace) {
      const span = tracer.startSpan(name(message), {
        kind: SpanKind.CLIENT,
        attributes: {
          'db.system.name': 'redis',
          ...(message.command ? { 'db.operation.name': message.command } : {}),
          ...(message.batchSize ? { 'db.operation.batch.size': message.batchSize } : {}),
          ...(message.serverAddress ? { 'server.address': message.serverAddress } : {}),
          ...(message.serverPort ? { 'server.port': message.serverPort } : {}),
        },
      });
      spans.set(message, span);
    },
    end() {},
    asyncStart() {},
    asyncEnd(message: RedisTrace) {
      spans.get(message)?.end();
      spans.delete(message);
    },
    error(message: RedisTrace) {
      const span = spans.get(message);
      if (!span) return;
      failed(span, message.error);
      // A rejected promise gets asyncEnd after error; a synchronous throw does not.
      span.end();
      spans.delete(message);
    },
  });
  const subscriptions = [
    [tracingChannel(COMMAND), handlers((message) => `redis ${message.command ?? 'command'}`)],
    [tracingChannel(BATCH), handlers((message) => `redis ${message.batchMode ?? 'batch'}`)],
  ] as const;
  for (const [channel, subscriber] of subscriptions) channel.subscribe(subscriber);
  return () => {
    for (const [channel, subscriber] of subscriptions) channel.unsubscribe(subscriber);
  };
};
