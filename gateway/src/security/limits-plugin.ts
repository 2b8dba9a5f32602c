import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context.ts';
import { DEFAULT_LIMITS, enforceLimits, type QueryLimits } from './limits.ts';

/**
 * Checks each newly parsed document against the query limits before graphql's own validation runs
 * (some of its rules are quadratic in duplicated fields). Accepted documents are cached by Apollo,
 * so the check runs once per distinct query; a refused one answers 400 QUERY_TOO_COMPLEX and never
 * reaches a resolver or the ERP.
 */
export const queryLimitsPlugin = (limits: QueryLimits = DEFAULT_LIMITS): ApolloServerPlugin<GatewayContext> => ({
  async requestDidStart() {
    return {
      async validationDidStart({ schema, document }) {
        enforceLimits(schema, document, limits);
      },
    };
  },
});
