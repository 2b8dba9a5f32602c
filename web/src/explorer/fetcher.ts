import { GraphQLError, type ExecutionResult } from 'graphql';
import type { GraphiQLProps } from 'graphiql';

type Fetcher = GraphiQLProps['fetcher'];

/**
 * Sends GraphiQL's operations to the store's own /graphql with the store's session cookie (same
 * origin), and shows each result to `onResult` (the explorer keeps values for the examples from it).
 */
export const storeFetcher =
  (onResult: (result: ExecutionResult, operationName: string | null) => void): Fetcher =>
  async (params, options) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { ...options?.headers, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(params),
    });
    const text = await response.text();
    let result: ExecutionResult;
    try {
      result = JSON.parse(text) as ExecutionResult;
    } catch {
      // Not GraphQL (a proxy's error page, say): show what came back.
      result = { errors: [new GraphQLError(`HTTP ${response.status}: ${text.slice(0, 500)}`)] };
    }
    onResult(result, params.operationName ?? null);
    return result;
  };
