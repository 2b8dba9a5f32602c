import { PageLinks } from './PageLinks';
import { Pager, pageCountOf } from './Pager';

/**
 * Paging under a list of offset pages (`{ page pageSize totalCount }`): Previous and Next around
 * 'Page 2 of 3 (23 scans)', optionally numbered page links above. `onlyWhenPaged` hides it all while
 * one page holds every row.
 */
export function ListPager({
  list,
  label,
  noun,
  onPage,
  numbers,
  onlyWhenPaged = false,
}: {
  list: { page: number; pageSize: number; totalCount: number };
  /** The navigation's accessible name, e.g. 'User pages'. */
  label: string;
  /** What the rows are, plural: 'users'; without it the count is left out. */
  noun?: string;
  onPage: (page: number) => void;
  /** Numbered links: their navigation's name and which pages to offer for (page, pageCount). */
  numbers?: { label: string; pages: (page: number, pageCount: number) => readonly number[] };
  onlyWhenPaged?: boolean;
}) {
  const pageCount = pageCountOf(list.totalCount, list.pageSize);
  if (onlyWhenPaged && list.totalCount <= list.pageSize) return null;
  return (
    <>
      {numbers && (
        <PageLinks label={numbers.label} pages={numbers.pages(list.page, pageCount)} page={list.page} onPage={onPage} />
      )}
      <Pager label={label} page={list.page} pageCount={pageCount} total={list.totalCount} noun={noun} onPage={onPage} />
    </>
  );
}
