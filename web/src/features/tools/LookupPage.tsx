import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { Alert } from '../../ui/Alert';
import { DismissibleModal } from '../../ui/DismissibleModal';
import { Spinner } from '../../ui/Spinner';
import { usePageTitle } from '../../lib/usePageTitle';
import { Facts, LookupSearch } from './LookupSearch';
import { capitalised, LookupResults } from './LookupResults';

/**
 * A customer or vendor lookup page (account-admin-calls §2.4, §3): the search, what it found and the
 * detail dialog of the hit opened; `children` follow the dialog.
 */
export function LookupPage<D, H>({
  noun,
  search,
  query,
  found,
  detail,
  children,
  ...results
}: Pick<ComponentProps<typeof LookupResults<H>>, 'noun' | 'failed' | 'keyOf' | 'columns'> & {
  /** The search's region, field label and description, as the spec words them. */
  search: Omit<ComponentProps<typeof LookupSearch>, 'busy' | 'onSearch'>;
  query: TypedDocumentNode<D, { term: string }>;
  found: (data: D) => ComponentProps<typeof LookupResults<H>>['found'];
  /** The opened hit's facts, by its key. */
  detail: (key: string) => ReactNode;
  children?: ReactNode;
}) {
  const [one] = noun;
  const title = `${capitalised(one)} Lookup`;
  usePageTitle(title);
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const { data, loading, error } = useQuery(query, { variables: { term }, skip: !term });
  return (
    <>
      <h1>{title}</h1>
      <LookupSearch {...search} busy={loading} onSearch={setTerm} />
      <LookupResults
        noun={noun}
        term={term}
        loading={loading}
        error={error}
        found={data && found(data)}
        onOpen={setOpen}
        {...results}
      />
      <DismissibleModal
        title={`${capitalised(one)} ${open ?? ''}`}
        isOpen={open !== null}
        onClose={() => setOpen(null)}
        closeLabel="Close"
      >
        {open && detail(open)}
      </DismissibleModal>
      {children}
    </>
  );
}

/** A hit's detail in its dialog: a spinner while it loads, the failure message, or its facts. */
export function LookupDetail<D, V extends Record<string, string>>({
  query,
  variables,
  loadingLabel,
  failed,
  facts,
}: {
  query: TypedDocumentNode<D, V>;
  variables: V;
  loadingLabel: string;
  failed: string;
  /** The facts, or null where the answer holds no detail. */
  facts: (data: D) => ComponentProps<typeof Facts>['facts'] | null;
}) {
  const { data, loading, error } = useQuery(query, { variables });
  if (loading && !data) return <Spinner label={loadingLabel} />;
  const shown = data && facts(data);
  if (error || !shown) return <Alert tone="error">{failed}</Alert>;
  return <Facts facts={shown} />;
}
