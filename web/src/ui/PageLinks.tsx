import { Button } from './Button';
import './PageLinks.css';

/** Numbered page links (the caller picks which, at most a handful); the current one is marked. */
export function PageLinks({
  label,
  pages,
  page,
  onPage,
}: {
  /** The navigation's accessible name, e.g. 'User page numbers'. */
  label: string;
  pages: readonly number[];
  page: number;
  onPage: (page: number) => void;
}) {
  if (pages.length === 0) return null;
  return (
    <nav className="page-links" aria-label={label}>
      {pages.map((n) => (
        <Button
          key={n}
          variant={n === page ? 'primary' : 'secondary'}
          aria-label={`Page ${n}`}
          aria-current={n === page ? 'page' : undefined}
          onPress={() => onPage(n)}
        >
          {String(n)}
        </Button>
      ))}
    </nav>
  );
}
