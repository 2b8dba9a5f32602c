import type { ApolloServerPlugin } from '@apollo/server';
import { trace } from '@opentelemetry/api';
import type { GatewayContext } from '../context.ts';

/**
 * Names the operation's span (`traceOperation`, active while Apollo runs) after the operation, as
 * OpenTelemetry's GraphQL conventions do: `query Listing`; a failed operation's span says so.
 */
export const tracingPlugin = (): ApolloServerPlugin<GatewayContext> => ({
  requestDidStart() {
    const span = trace.getActiveSpan();
    if (!span?.isRecording()) return Promise.resolve({});
    return Promise.resolve({
      didResolveOperation({ operation, operationName }) {
        const type = operation?.operation ?? 'query';
        span.updateName(`${type} ${operationName ?? 'anonymous'}`);
        span.setAttributes({
          'graphql.operation.type': type,
          'graphql.operation.name': operationName ?? 'anonymous',
        });
        return Promise.resolve();
      },
      didEncounterErrors({ errors }) {
        span.setAttribute('mro.graphql.error_codes', [
          ...new Set(
            errors.map((error) => {
              const code = error.extensions?.code;
              return typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR';
            }),
          ),
        ]);
        return Promise.resolve();
      },
    });
  },
});
