import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { HttpResponse } from 'msw';
import { graphql } from 'msw/graphql';

/** Absolute: Node's fetch (under jsdom) cannot resolve the app's relative '/graphql'. */
export const GRAPHQL_URL = 'http://localhost/graphql';
export const api = graphql.link(GRAPHQL_URL);

type Variables = Record<string, unknown>;
/** An operation's data without its root `__typename`, which the helpers below add. */
type Answer<Data> = Omit<Data, '__typename'>;
type Answering<Data, V> = Answer<Data> | ((request: { variables: V }) => Answer<Data>);

/**
 * msw's options of a handler, such as `{ once: true }`, and `record`: the list that gets the variables of each
 * request the handler answers, in order, for the tests that check what the page sent.
 */
type HandlerOptions<V> = Parameters<typeof api.query>[2] & { record?: { push(variables: V): unknown } };

function answered<Data, V>(answer: Answering<Data, V>, variables: V, record?: HandlerOptions<V>['record']) {
  record?.push(variables);
  return typeof answer === 'function' ? answer({ variables }) : answer;
}

/** A handler answering the query with this data, or with what `answer` makes of the request's variables. */
export function answerQuery<Data extends { __typename?: 'Query' }, V extends Variables>(
  document: TypedDocumentNode<Data, V>,
  answer: NoInfer<Answering<Data, V>>,
  { record, ...options }: HandlerOptions<V> = {},
) {
  return api.query(
    document,
    ({ variables }) =>
      HttpResponse.json({ data: { __typename: 'Query', ...answered(answer, variables, record) } as Data }),
    options,
  );
}

/** A handler answering the mutation with this data, or with what `answer` makes of the request's variables. */
export function answerMutation<Data extends { __typename?: 'Mutation' }, V extends Variables>(
  document: TypedDocumentNode<Data, V>,
  answer: NoInfer<Answering<Data, V>>,
  { record, ...options }: HandlerOptions<V> = {},
) {
  return api.mutation(
    document,
    ({ variables }) =>
      HttpResponse.json({ data: { __typename: 'Mutation', ...answered(answer, variables, record) } as Data }),
    options,
  );
}
