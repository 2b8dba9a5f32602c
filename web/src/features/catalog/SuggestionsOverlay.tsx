import { useQuery } from '@apollo/client/react';
import { Link } from '../../ui/Link';
import { SearchSuggestionsDocument } from './Browse.generated';
import { useDebouncedValue } from '../../lib/useDebouncedValue';

const SUGGEST_DEBOUNCE_MS = 150;
const PER_COLUMN = 5;

/** Links to the listing of the query narrowed by one suggested value (a brand, a category); nothing without values. */
function SuggestedFilters({
  label,
  query,
  param,
  values,
  onPick,
}: {
  label: string;
  query: string;
  param: 'vendors' | 'category';
  values: readonly string[];
  onPick: () => void;
}) {
  if (values.length === 0) return null;
  return (
    <ul aria-label={label}>
      {values.map((value) => (
        <li key={value}>
          <Link to={`/c?${new URLSearchParams({ q: query, [param]: value }).toString()}`} onClick={onPick}>
            {value}
          </Link>
        </li>
      ))}
    </ul>
  );
}

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
      <SuggestedFilters label="Suggested brands" query={settled} param="vendors" values={s.brands} onPick={onPick} />
      <SuggestedFilters
        label="Suggested categories"
        query={settled}
        param="category"
        values={s.categories}
        onPick={onPick}
      />
    </div>
  );
}
