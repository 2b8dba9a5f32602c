import { useQuery } from '@apollo/client/react';
import { Link } from '../../ui/Link';
import { SearchSuggestionsDocument } from './Browse.generated';
import { useDebouncedValue } from '../../lib/useDebouncedValue';

const SUGGEST_DEBOUNCE_MS = 150;
const PER_COLUMN = 5;

/** The predictive overlay under the search box: products in columns of 5, brands, categories. Hidden on phones (CSS). */
export function SuggestionsOverlay({ query, onPick }: { query: string; onPick: () => void }) {
  const settled = useDebouncedValue(query.trim(), SUGGEST_DEBOUNCE_MS);
  const { data } = useQuery(SearchSuggestionsDocument, { variables: { query: settled }, skip: settled.length < 2 });
  const s = data?.searchSuggestions;
  if (settled.length < 2 || !s || (s.products.length === 0 && s.brands.length === 0)) return null;
  const columns = [s.products.slice(0, PER_COLUMN), s.products.slice(PER_COLUMN, PER_COLUMN * 2)].filter(
    (c) => c.length > 0,
  );
  return (
    <div className="suggestions-overlay" role="region" aria-label="Search suggestions">
      {columns.map((column, i) => (
        <ul key={i} aria-label={i === 0 ? 'Suggested products' : 'More suggested products'}>
          {column.map((p) => (
            <li key={p.id}>
              <Link to={`/p/${encodeURIComponent(p.slug)}`} onClick={onPick}>
                {p.heading}
              </Link>
            </li>
          ))}
        </ul>
      ))}
      {s.brands.length > 0 && (
        <ul aria-label="Suggested brands">
          {s.brands.map((b) => (
            <li key={b}>
              <Link to={`/c?${new URLSearchParams({ q: settled, vendors: b }).toString()}`} onClick={onPick}>
                {b}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {s.categories.length > 0 && (
        <ul aria-label="Suggested categories">
          {s.categories.map((c) => (
            <li key={c}>
              <Link to={`/c?${new URLSearchParams({ q: settled, category: c }).toString()}`} onClick={onPick}>
                {c}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
