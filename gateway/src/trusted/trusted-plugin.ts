import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type DocumentNode } from 'graphql';
import type { GatewayContext } from '../context.ts';
import { operationId, type OperationManifest } from '@mro/trusted-operations';

export const OPERATION_NOT_TRUSTED = 'OPERATION_NOT_TRUSTED';
export const NOT_TRUSTED_MESSAGE =
  "This operation is not one of the web client's trusted operations, and only those run here.";

/** Refuses, before execution, any operation whose normalized text is not in the manifest. */
export const trustedOperationsPlugin = (manifest: OperationManifest): ApolloServerPlugin<GatewayContext> => {
  const trusted = new Set(manifest.operations.map((operation) => operation.id));
  // Apollo reuses the parsed document of a repeated query, so each is normalized once.
  const ids = new WeakMap<DocumentNode, string>();
  return {
    requestDidStart() {
      return Promise.resolve({
        didResolveOperation({ document }) {
          let id = ids.get(document);
          if (id === undefined) {
            id = operationId(document);
            ids.set(document, id);
          }
          if (trusted.has(id)) return Promise.resolve();
          return Promise.reject(
            new GraphQLError(NOT_TRUSTED_MESSAGE, {
              extensions: { code: OPERATION_NOT_TRUSTED, http: { status: 400 } },
            }),
          );
        },
      });
    },
  };
};
