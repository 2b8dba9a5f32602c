import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context.ts';
import type { Metrics } from './metrics.ts';
import { isCodelessClientMistake } from '../http/format-error.ts';
import { recordOperation } from './access-log.ts';

/**
 * Counts and times every operation by (bounded) name and outcome, names it in the access log, and
 * logs unexpected errors (with their chain of causes and stack) and upstream failures (with their
 * cause). Apollo's hooks return promises; these have nothing to wait for.
 */
export const metricsPlugin = (metrics: Metrics): ApolloServerPlugin<GatewayContext> => ({
  requestDidStart({ contextValue }) {
    const started = performance.now();
    return Promise.resolve({
      willSendResponse({ request, response, errors, operationName }) {
        // The name in the document when the client sent none beside it (curl, scripts).
        const operation = metrics.operationLabel(request.operationName ?? operationName);
        const body = response.body;
        const sent = body.kind === 'single' ? (body.singleResult.errors ?? []) : [];
        const hasErrors = (errors?.length ?? 0) > 0 || sent.length > 0;
        recordOperation(
          request.operationName ?? operationName,
          sent.map((error) => error.extensions?.code),
        );
        metrics.operations.inc({ operation, outcome: hasErrors ? 'error' : 'success' });
        metrics.operationDuration.observe({ operation }, (performance.now() - started) / 1000);
        return Promise.resolve();
      },
      didEncounterErrors({ errors }) {
        for (const error of errors) {
          const code = error.extensions?.code;
          // The request's own mistake (a malformed extension, a subscription): an info line, no stack.
          if (isCodelessClientMistake(error.message) || code === 'BAD_REQUEST') {
            contextValue.log.log('info', 'client mistake', { requestId: contextValue.requestId, error: error.message });
          } else if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
            contextValue.log.log('error', 'unexpected error', {
              requestId: contextValue.requestId,
              path: error.path,
              error,
            });
          } else if (code === 'UPSTREAM_UNAVAILABLE' || code === 'UPSTREAM_TIMEOUT') {
            contextValue.log.log('warn', 'upstream failure', {
              requestId: contextValue.requestId,
              path: error.path,
              error,
            });
          }
        }
        return Promise.resolve();
      },
    });
  },
});
