import { useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

/**
 * The state of a list page's controls: the page, the page size and a free-text filter that settles
 * after `debounceMs` (the spec's debounce constant for the list). The page goes back to 1 once the
 * settled filter changes (not on every key), and whenever `restart` wraps a filter's setter.
 */
export function useListControls({
  debounceMs = 0,
  pageSize: firstPageSize,
}: {
  /** Left out by a page whose filters are not one free text (it never reads `text`). */
  debounceMs?: number;
  /** The first page size, where the page offers a choice of sizes. */
  pageSize?: number;
}) {
  const [page, setPage] = useState(1);
  // Pages without a choice of sizes leave it out and never read it.
  const [pageSize, setPageSize] = useState(firstPageSize ?? 0);
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), debounceMs);
  const [pageFilter, setPageFilter] = useState(settled);
  if (pageFilter !== settled) {
    setPageFilter(settled);
    setPage(1);
  }
  /** A setter that also goes back to page 1 (a filter's or the page size's). */
  const restart =
    <A extends unknown[]>(set: (...args: A) => void) =>
    (...args: A) => {
      set(...args);
      setPage(1);
    };
  return {
    page,
    setPage,
    pageSize,
    setPageSize: restart(setPageSize),
    /** The text filter as typed. */
    text,
    setText,
    /** The settled, trimmed text filter; null when empty (what the list queries take). */
    filter: settled || null,
    restart,
  };
}
