import { useState, type ReactNode } from 'react';
import { LOOKUP_PAGE_SIZE, TOOLS_MESSAGES } from '@mro/rules/tools';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import { ListPager } from '../../ui/ListPager';
import { Spinner } from '../../ui/Spinner';
import { friendlyError } from '../../lib/apolloErrors';

export type LookupColumn<H> = { header: string; cell: (hit: H) => ReactNode };

type Found<H> = { readonly matchCount: number; readonly hits: readonly H[] };

/**
 * What a customer or vendor lookup found (§2.4, §3): the count, the cap notice above 100, and a
 * table of 20 rows a page (§9) whose first column opens the hit's detail dialog.
 */
export function LookupResults<H>({
  noun,
  term,
  loading,
  error,
  found,
  failed,
  keyOf,
  columns,
  onOpen,
}: {
  /** Singular and plural, as the page says them ('customer', 'customers'). */
  noun: readonly [one: string, many: string];
  term: string;
  loading: boolean;
  error: Error | undefined;
  found: Found<H> | undefined;
  failed: string;
  keyOf: (hit: H) => string;
  columns: readonly [LookupColumn<H>, ...LookupColumn<H>[]];
  onOpen: (key: string) => void;
}) {
  const [one, many] = noun;
  if (!term) return null;
  if (loading && !found) return <Spinner label={`Searching ${many}…`} />;
  if (error) return <Alert tone="error">{friendlyError(error, failed)}</Alert>;
  if (!found || found.hits.length === 0) return <Alert tone="info">{TOOLS_MESSAGES.noCustomersOrVendors}</Alert>;
  return (
    <>
      <p>
        {found.matchCount} {found.matchCount === 1 ? one : many} found.
      </p>
      {found.matchCount > found.hits.length && <Alert tone="info">{TOOLS_MESSAGES.cap(many)}</Alert>}
      {/* A new search starts again on page 1. */}
      <HitPages key={term} many={many} hits={found.hits} keyOf={keyOf} columns={columns} onOpen={onOpen} />
    </>
  );
}

function HitPages<H>({
  many,
  hits,
  keyOf,
  columns,
  onOpen,
}: {
  many: string;
  hits: readonly H[];
  keyOf: (hit: H) => string;
  columns: readonly [LookupColumn<H>, ...LookupColumn<H>[]];
  onOpen: (key: string) => void;
}) {
  const [page, setPage] = useState(1);
  const shown = hits.slice((page - 1) * LOOKUP_PAGE_SIZE, page * LOOKUP_PAGE_SIZE);
  const [first, ...rest] = columns;
  const opener = {
    header: first.header,
    rowHeader: true,
    cell: (hit: H) => (
      <Button variant="link" onPress={() => onOpen(keyOf(hit))}>
        {first.cell(hit)}
      </Button>
    ),
  };
  return (
    <>
      <DataTable caption={`${capitalised(many)} found`} columns={[opener, ...rest]} rows={shown} rowKey={keyOf} />
      <ListPager
        list={{ page, pageSize: LOOKUP_PAGE_SIZE, totalCount: hits.length }}
        label={`${capitalised(many)} pages`}
        noun={`${many} shown`}
        onPage={setPage}
        onlyWhenPaged
      />
    </>
  );
}

/** A noun as a heading or caption starts it: 'customers' → 'Customers'. */
export const capitalised = (word: string) => `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`;
