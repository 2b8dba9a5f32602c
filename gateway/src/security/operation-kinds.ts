import { GraphQLError, OperationTypeNode } from 'graphql';
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';

export const SUBSCRIPTIONS_UNSUPPORTED = 'Subscriptions are not supported: send a query or a mutation.';

/**
 * The schema has no Subscription type, yet graphql's validation lets `subscription { x }` through
 * (no root type, no field to check) and execution then fails as if the server were broken. Refused
 * as the client's mistake once the operation is known, before anything runs.
 */
export const queriesAndMutationsOnlyPlugin = <Context extends BaseContext>(): ApolloServerPlugin<Context> => ({
  requestDidStart: () =>
    Promise.resolve({
      didResolveOperation: ({ operation }) => {
        if (operation?.operation === OperationTypeNode.SUBSCRIPTION)
          throw new GraphQLError(SUBSCRIPTIONS_UNSUPPORTED, {
            extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
          });
        return Promise.resolve();
      },
    }),
});
