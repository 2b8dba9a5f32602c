import type { ComponentProps, ReactNode } from 'react';
import { DataTable, type DataColumn } from './DataTable';
import { ListBody } from './ListBody';
import { ListPager } from './ListPager';

type Paging = { page: number; pageSize: number; totalCount: number };

/**
 * A list page's rows: its loading, failure or empty message (`ListBody`), else the table of the rows
 * (`DataTable`) with, for a list of offset pages, its `ListPager` under it. `intro` goes above the table
 * (a sentence about the rows, a selection's actions).
 */
export function ListTable<R, L extends { nodes: readonly R[] } & Partial<Paging>>({
  list,
  loading,
  failure,
  loadingLabel,
  empty,
  intro,
  caption,
  columns,
  rowKey,
  pager,
}: Omit<ComponentProps<typeof ListBody<L>>, 'children'> & {
  intro?: (list: L) => ReactNode;
  caption: string;
  columns: readonly (DataColumn<R> | false | null | undefined)[];
  rowKey: (row: R) => string;
  /** The pager's props but the list; only a list of offset pages (with its paging) has one. */
  pager?: Omit<ComponentProps<typeof ListPager>, 'list'>;
}) {
  return (
    <ListBody list={list} loading={loading} failure={failure} loadingLabel={loadingLabel} empty={empty}>
      {(shown) => (
        <>
          {intro?.(shown)}
          <DataTable caption={caption} columns={columns} rows={shown.nodes} rowKey={rowKey} />
          {pager && <ListPager list={shown as Paging} {...pager} />}
        </>
      )}
    </ListBody>
  );
}
