import { Link } from './Link';
import './breadcrumbs.css';

type Crumb = { label: string; to?: string };

/**
 * Where a page sits: every crumb but the last links up the tree; the last is the current page.
 * Router links rather than react-aria's Breadcrumbs, which would need a RouterProvider bridge.
 */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="breadcrumbs">
        {crumbs.map((crumb, i) => (
          <li key={`${i}-${crumb.label}`} className="breadcrumb">
            {crumb.to && i < crumbs.length - 1 ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current={i === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
