import { Button } from './Button';
import './Pager.css';

/** Pages of a paged list: how many pages `total` rows make at `pageSize` a page (at least one). */
export const pageCountOf = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/** Previous and Next around 'Page 2 of 3 (23 scans)'; the buttons stop at the first and last page. */
export function Pager({
  label,
  page,
  pageCount,
  total,
  noun,
  onPage,
}: {
  /** The navigation's accessible name, e.g. 'Order pages'. */
  label: string;
  page: number;
  pageCount: number;
  total: number;
  /** What the rows are, plural: 'orders', 'scans'; without it the count is left out. */
  noun?: string;
  onPage: (page: number) => void;
}) {
  return (
    <nav className="pager" aria-label={label}>
      <Button variant="secondary" isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>
        Page {page} of {pageCount}
        {noun && ` (${total} ${noun})`}
      </span>
      <Button variant="secondary" isDisabled={page >= pageCount} onPress={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
