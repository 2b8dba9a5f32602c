import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { NativeSelect } from '../../ui/Select';
import type { ProductSort } from '../../generated/graphql';
import { CatalogChoicesDocument } from './ProductSearch.generated';
import type { Pill, SearchFilters } from './searchFilters';

const SORT_OPTIONS: { value: ProductSort; label: string }[] = [
  { value: 'RELEVANCE', label: 'Relevance' },
  { value: 'PRICE_ASC', label: 'Price: Low to High' },
  { value: 'PRICE_DESC', label: 'Price: High to Low' },
];

type FiltersProps = { filters: SearchFilters; onChange: (f: SearchFilters) => void };

/** The catalog choice, for a customer with more than one catalog. */
function CatalogSelector({ filters, onChange }: FiltersProps) {
  const { data } = useQuery(CatalogChoicesDocument);
  const catalogs = data?.viewer?.catalogs ?? [];
  if (catalogs.length < 2) return null;
  return (
    <NativeSelect
      label="Catalog"
      value={filters.catalog ?? ''}
      placeholder="All catalogs"
      options={catalogs.map((c) => ({ value: c.key, label: c.name }))}
      onChange={(catalog) => onChange({ ...filters, catalog: catalog || null })}
    />
  );
}

/** Above the hits: the Filters button (phones), the count, the sort and the catalog. */
export function ResultsToolbar({
  filters,
  onChange,
  totalCount,
  filtersButton,
}: FiltersProps & { totalCount: number; filtersButton: ReactNode }) {
  return (
    <div className="catalog-toolbar">
      {filtersButton}
      <p role="status">
        {totalCount} {totalCount === 1 ? 'result' : 'results'}
        {filters.q ? ` for “${filters.q}”` : ''}
        {filters.within ? ` within “${filters.within}”` : ''}
      </p>
      <NativeSelect
        label="Sort by"
        value={filters.sort}
        options={SORT_OPTIONS}
        onChange={(sort) => onChange({ ...filters, sort: sort as ProductSort })}
      />
      <CatalogSelector filters={filters} onChange={onChange} />
    </div>
  );
}

/** The active filters, each removable, and Clear all filters. */
export function FilterPills({ filters, onChange, pills }: FiltersProps & { pills: Pill[] }) {
  if (pills.length === 0) return null;
  return (
    <ul className="filter-pills" aria-label="Active filters">
      {pills.map((pill) => (
        <li key={pill.key}>
          <Button
            variant="secondary"
            onPress={() => onChange(pill.remove(filters))}
            aria-label={`Remove filter ${pill.label}`}
          >
            {pill.label} ×
          </Button>
        </li>
      ))}
      <li>
        <Button
          variant="link"
          onPress={() =>
            onChange({
              ...filters,
              department: null,
              category: null,
              styles: [],
              types: [],
              vendors: [],
              brands: [],
              filters: [],
            })
          }
        >
          Clear all filters
        </Button>
      </li>
    </ul>
  );
}
