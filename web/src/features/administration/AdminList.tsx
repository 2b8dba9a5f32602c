import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import {
  ADMIN_FILTER_DEBOUNCE_MS,
  ADMIN_FILTER_MAX,
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZES,
  pageLinks,
} from '@mro/rules/administration';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import type { DataColumn } from '../../ui/DataTable';
import { FilterBar, PageSizeSelect } from '../../ui/FilterBar';
import { ListTable } from '../../ui/ListTable';
import { TextField } from '../../ui/TextField';
import { pageFailure } from '../../lib/apolloErrors';
import { usePageTitle } from '../../lib/usePageTitle';
import { useListControls } from '../../lib/useListControls';
import { CompanyPicker } from './CompanyPicker';
import { useAdministeredCompany } from './useAdministeredCompany';

/** What an administration list holds, as its labels name it: `{ one: 'User', many: 'users' }`. */
export type AdminNoun = { one: string; many: string };
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What an administration list keeps (§9): its search and pages, Active only (on at first or not), the company
 * administered, and the row being edited (`id` null: a new one). Changing Active only or the company goes to page 1.
 */
export function useAdminList({ pageSize, activeOnly: activeFirst }: { pageSize: number; activeOnly: boolean }) {
  const controls = useListControls({ debounceMs: ADMIN_FILTER_DEBOUNCE_MS, pageSize });
  const [activeOnly, setActiveOnly] = useState(activeFirst);
  const [company, setCompany] = useAdministeredCompany();
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const { page, filter, restart } = controls;
  return {
    controls,
    activeOnly,
    setActiveOnly: restart(setActiveOnly),
    company,
    setCompany: restart(setCompany),
    editing,
    setEditing,
    /** The list query's input, as both lists take it. */
    input: { page, pageSize: controls.pageSize, filter, activeOnly, customerNumber: company },
  };
}
type AdminListState = ReturnType<typeof useAdminList>;

/** A list's query (`input` from `useAdminList`, and its own filters): the last page stays up while the next one loads. */
export function useAdminQuery<TData, I extends AdminListState['input']>(
  document: TypedDocumentNode<TData, { input: I }>,
  input: I,
) {
  const { data, previousData, loading, error, refetch } = useQuery(document, {
    variables: { input },
    fetchPolicy: 'cache-and-network',
  });
  return { data: data ?? previousData, loading, error, reload: () => void refetch() };
}

/** The users' and departments' filters (account-admin-calls §9): search, active only, others, page size, Add. */
function AdminFilters({
  noun,
  description,
  state: { controls, activeOnly, setActiveOnly, setEditing },
  children,
}: {
  noun: AdminNoun;
  description: string;
  state: AdminListState;
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
      <Checkbox label={`Active ${noun.many} only`} isSelected={activeOnly} onChange={setActiveOnly} />
      {children}
      <PageSizeSelect
        label={`${capital(noun.many)} per page`}
        sizes={ADMIN_PAGE_SIZES}
        value={controls.pageSize}
        onChange={controls.setPageSize}
      />
      <Button onPress={() => setEditing({ id: null })}>{`Add ${noun.one}`}</Button>
    </FilterBar>
  );
}

type Page<R> = { nodes: readonly R[]; page: number; pageSize: number; totalCount: number };

/**
 * An administration list page (§9): its title, the company picker and the filters (the list's own as children),
 * then the table and its numbered pager, or the loading, failure or empty message.
 */
export function AdminListPage<R extends { id: string }, L extends Page<R>>({
  title,
  noun,
  description,
  state,
  list,
  loading,
  error,
  empty,
  columns,
  children,
}: {
  title: string;
  noun: AdminNoun;
  /** What the search looks in, e.g. 'Name, e-mail or phone.' */
  description: string;
  state: AdminListState;
  list: L | null | undefined;
  loading: boolean;
  error: Parameters<typeof pageFailure>[0];
  empty: string;
  /** The columns for the page shown (a page may say which to show). */
  columns: (shown: L) => readonly (DataColumn<R> | false)[];
  /** The list's own filters, after Active only. */
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <>
      <h1>{title}</h1>
      <CompanyPicker value={state.company} onChange={state.setCompany} />
      <AdminFilters noun={noun} description={description} state={state}>
        {children}
      </AdminFilters>
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
          onPage: state.controls.setPage,
          onlyWhenPaged: true,
        }}
      />
    </>
  );
}
