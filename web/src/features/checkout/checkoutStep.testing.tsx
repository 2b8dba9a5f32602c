// What the tests of the checkout's form steps (order details, payment) share: the step's gateway and the step opened.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { fireEvent, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { setProgress } from '../../lib/checkoutProgress';
import { answerMutation, api } from '../../testing/api';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';

/**
 * A step's gateway: its query answers `data`; its mutation answers what `answer` makes of the input
 * sent. Returns the inputs the page sent, in order.
 */
export function stepGateway<Q extends { __typename?: 'Query' }, M extends { __typename?: 'Mutation' }, Input>(
  query: TypedDocumentNode<Q, Record<string, never>>,
  data: Q,
  mutation: TypedDocumentNode<M, { input: Input }>,
  answer: (input: Input) => Omit<M, '__typename'>,
) {
  const sent: Input[] = [];
  server.use(
    api.query(query, () => HttpResponse.json({ data })),
    answerMutation(mutation, ({ variables: { input } }) => {
      sent.push(input);
      return answer(input);
    }),
  );
  return sent;
}

/** The step `element` at `path`, reached from the step before it (the checkout's progress says so). */
export function openStep(step: number, element: ReactElement, path: string) {
  setProgress(step);
  return renderRoute(element, { path });
}

/** Types `value` into the text field labelled `label`. */
export const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
