import type { ComponentType } from 'react';
import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { friendlyError } from '../../lib/apolloErrors';
import { usePageTitle } from '../../lib/usePageTitle';

type StepData = { cart?: { id: string } | null };

/**
 * A checkout step that edits the cart (Order Details, Payment): its title, the cart read from the
 * server every time (never an earlier visit's answer), then the step's form, one per cart. Its values
 * start from this cart and never outlive it: a placed order's PO, notes or card are never the next
 * order's (the review's orders that carried the previous order's PO).
 */
export function CartStepPage<Q extends StepData>({
  title,
  query,
  failure,
  Form,
}: {
  title: string;
  query: TypedDocumentNode<Q, Record<string, never>>;
  /** The spec's message when the step cannot be read. */
  failure: string;
  Form: ComponentType<{ data: Q }>;
}) {
  usePageTitle(title);
  const { data, loading, error } = useQuery(query, { fetchPolicy: 'network-only' });
  return (
    <>
      <h1>{title}</h1>
      {loading && !data ? (
        <Spinner />
      ) : error || !data ? (
        <Alert tone="error">{friendlyError(error, failure)}</Alert>
      ) : (
        <Form key={data.cart?.id ?? 'none'} data={data} />
      )}
    </>
  );
}
