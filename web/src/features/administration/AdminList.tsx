import type { ReactNode } from 'react';
import { ADMIN_FILTER_MAX, ADMIN_MESSAGES, ADMIN_PAGE_SIZES, pageLinks } from '@mro/rules/administration';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import type { DataColumn } from '../../ui/DataTable';
import { FilterBar, PageSizeSelect } from '../../ui/FilterBar';
import { ListTable } from '../../ui/ListTable';
import { TextField } from '../../ui/TextField';
import { pageFailure } from '../../lib/apolloErrors';
import type { useListControls } from '../../lib/useListControls';

/** What an administration list holds, as its labels name it: `{ one: 'User', many: 'users' }`. */
export type AdminNoun = { one: string; many: string };
type Controls = ReturnType<typeof useListControls>;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The users' and departments' filters (account-admin-calls §9): search, active only, others, page size, Add. */
export function AdminFilters({
  noun,
  description,
  controls,
  activeOnly,
  onActiveOnly,
  onAdd,
  children,
}: {
  noun: AdminNoun;
  /** What the search looks in, e.g. 'Name, e-mail or phone.' */
  description: string;
  controls: Controls;
  activeOnly: boolean;
  onActiveOnly: (on: boolean) => void;
  onAdd: () => void;
  /** The list's own filters, after Active only. */
  children?: ReactNode;
}) {
  return (
    <FilterBar>
      <TextField
        label={`Search ${noun.many}`}
        description={description}
        value={controls.text}
        maxLength={ADMIN_FILTER_MAX}
        onChange={controls.setText}
      />
      <Checkbox label={`Active ${noun.many} only`} isSelected={activeOnly} onChange={onActiveOnly} />
      {children}
      <PageSizeSelect
        label={`${capital(noun.many)} per page`}
        sizes={ADMIN_PAGE_SIZES}
        value={controls.pageSize}
        onChange={controls.setPageSize}
      />
      <Button onPress={onAdd}>{`Add ${noun.one}`}</Button>
    </FilterBar>
  );
}

type Page<R> = { nodes: readonly R[]; page: number; pageSize: number; totalCount: number };

/** An administration list's table and numbered pager, or its loading, failure or empty message (§9). */
export function AdminTable<R extends { id: string }, L extends Page<R>>({
  noun,
  list,
  loading,
  error,
  empty,
  columns,
  onPage,
}: {
  noun: AdminNoun;
  list: L | null | undefined;
  loading: boolean;
  error: Parameters<typeof pageFailure>[0];
  empty: string;
  /** The columns for the page shown (a page may say which to show). */
  columns: (shown: L) => readonly (DataColumn<R> | false)[];
  onPage: (page: number) => void;
}) {
  return (
    <ListTable
      list={list}
      loading={loading}
      failure={error && pageFailure(error, ADMIN_MESSAGES.loadFailed)}
      loadingLabel={`Loading ${noun.many}…`}
      empty={empty}
      caption={`Company ${noun.many}`}
      columns={list ? columns(list) : []}
      rowKey={(r) => r.id}
      pager={{
        label: `${noun.one} pages`,
        noun: noun.many,
        numbers: { label: `${noun.one} page numbers`, pages: pageLinks },
        onPage,
        onlyWhenPaged: true,
      }}
    />
  );
}
