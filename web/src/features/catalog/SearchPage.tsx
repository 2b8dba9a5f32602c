import { CatalogSearchUnavailable } from './CatalogSearchUnavailable';
import { useQuery } from '@apollo/client/react';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { NativeSelect } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { errorCodes, pageFailure } from '../../lib/apolloErrors';
import { messages } from '../../lib/messages';
import { usePageTitle } from '../../lib/usePageTitle';
import type { ProductSort } from '../../generated/graphql';
import { FacetPanel } from './FacetPanel';
import { FiltersButton } from './FiltersButton';
import { preloadHitOverlays, QuickAddPanel, QuickView } from './hitOverlays';
import { CatalogChoicesDocument, ProductSearchDocument } from './ProductSearch.generated';
import { ListingControls } from './ListingControls';
import { useListingView, type ListingView } from './listingView';
import { HitRows, ResultsTable, RowsStatus } from './ResultsTable';
import { SearchHitCard } from './SearchHitCard';
import { departmentTextOf } from './departmentTexts';
import type { SearchHitCardFragment } from './SearchHitCard.generated';
import {
  hasFilters,
  parseFilters,
  pillsOf,
  toggleFacet,
  toSearchInput,
  toSearchParams,
  type SearchFilters,
} from './searchFilters';
import './catalog.css';
import './listing.css';
import { Redirect } from '../../lib/Redirect';

/** The cards in view as a listing opens (two at 1280 px): their pictures load at once, the rest lazily. */
const EAGER_CARDS = 2;

const SORT_OPTIONS: { value: ProductSort; label: string }[] = [
  { value: 'RELEVANCE', label: 'Relevance' },
  { value: 'PRICE_ASC', label: 'Price: Low to High' },
  { value: 'PRICE_DESC', label: 'Price: High to Low' },
];

/** A following page of hits, loaded when the end of the list scrolls into view (or on Load more). */
type HitActions = {
  onQuickAdd: (hit: SearchHitCardFragment) => void;
  onQuickView: (hit: SearchHitCardFragment) => void;
};

function MorePage({
  filters,
  page,
  actions,
  view,
}: {
  filters: SearchFilters;
  page: number;
  actions: HitActions;
  view: ListingView;
}) {
  const { data, loading, error } = useQuery(ProductSearchDocument, {
    variables: { input: { ...toSearchInput(filters), page } },
  });
  const Status = view === 'table' ? RowsStatus : Fragment;
  if (loading && !data)
    return (
      <Status>
        <Spinner label="Loading more…" />
      </Status>
    );
  if (error || !data)
    return (
      <Status>
        <Alert tone="error">{pageFailure(error, messages.catalogFailure)}</Alert>
      </Status>
    );
  if (view === 'table') return <HitRows hits={data.productSearch.nodes} />;
  return (
    <>
      {data.productSearch.nodes.map((hit, index) => (
        <SearchHitCard key={hit.id} hit={hit} {...actions} eager={index < EAGER_CARDS} />
      ))}
    </>
  );
}

function LoadMore({ onMore }: { onMore: () => void }) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) onMore();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [onMore]);
  return (
    <div ref={sentinel} className="form-actions">
      <Button variant="secondary" onPress={onMore}>
        Load more
      </Button>
    </div>
  );
}

function CatalogSelector({ filters, onChange }: { filters: SearchFilters; onChange: (f: SearchFilters) => void }) {
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

function emptyMessage(filters: SearchFilters): string {
  if (hasFilters(filters)) return messages.noFilterResults;
  if (filters.q) return messages.searchEmptyResult;
  return messages.emptyCatalog;
}

/** The brand header of a one-brand listing: the vendor's image, when it has one that loads. */
function BrandHeader({ vendor }: { vendor: SearchHitCardFragment['vendor'] }) {
  const [failed, setFailed] = useState(false);
  if (!vendor.imageUrl || failed) return null;
  return (
    <div className="brand-header">
      <img src={vendor.imageUrl} alt={vendor.name} width={320} height={160} onError={() => setFailed(true)} />
    </div>
  );
}

type ResultsProps = { filters: SearchFilters; onChange: (f: SearchFilters) => void };

/** The listing of a search: search within results and the view switch above facets, toolbar and hits. */
export function Results({ filters, onChange }: ResultsProps) {
  const [view, setView] = useListingView();
  return (
    <>
      <ListingControls
        within={filters.within}
        onWithin={(within) => onChange({ ...filters, within })}
        view={view}
        onView={setView}
      />
      <ResultsBody filters={filters} onChange={onChange} view={view} />
    </>
  );
}

/** Facets, toolbar, pills, hits (cards or table rows) with quick view and quick add, infinite loading. */
function ResultsBody({ filters, onChange, view }: ResultsProps & { view: ListingView }) {
  const input = toSearchInput(filters);
  // A new search or filter starts again at the first page. The listing is not remounted for it: the
  // Filters dialog stays open while the buyer ticks several facets, over the previous hits until the
  // new ones arrive.
  const searched = JSON.stringify(input);
  const [paging, setPaging] = useState({ searched, pages: 1 });
  const pages = paging.searched === searched ? paging.pages : 1;
  const [quickAdd, setQuickAdd] = useState<SearchHitCardFragment | null>(null);
  const [quickView, setQuickView] = useState<SearchHitCardFragment | null>(null);
  const actions: HitActions = { onQuickAdd: setQuickAdd, onQuickView: setQuickView };
  useEffect(preloadHitOverlays, []);
  const query = useQuery(ProductSearchDocument, { variables: { input: { ...input, page: 0 } } });
  const { loading, error } = query;
  const data = query.data ?? query.previousData;
  if (loading && !data) return <Spinner label="Searching…" />;
  if (errorCodes(error).includes('CATALOG_SEARCH_UNAVAILABLE')) return <CatalogSearchUnavailable />;
  if (error || !data) return <Alert tone="error">{pageFailure(error, messages.catalogFailure)}</Alert>;
  const { nodes, totalCount, pageSize, facets } = data.productSearch;
  const pills = pillsOf(filters);
  const hasMore = pages * pageSize < totalCount;
  const brandVendor =
    filters.vendors.length === 1 ? nodes.find((hit) => hit.vendor.name === filters.vendors[0])?.vendor : undefined;
  const facetPanel = (
    <FacetPanel
      groups={facets}
      input={input}
      onToggle={(group, value) => onChange(toggleFacet(filters, group.kind, group.name, value))}
    />
  );
  return (
    <div className="catalog-layout" aria-busy={loading}>
      {brandVendor && <BrandHeader vendor={brandVendor} />}
      <div className="facet-sidebar">{facetPanel}</div>
      <div className="catalog-results">
        <div className="catalog-toolbar">
          {facets.length > 0 && (
            <FiltersButton activeCount={pills.length} totalCount={totalCount}>
              {facetPanel}
            </FiltersButton>
          )}
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
        {pills.length > 0 && (
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
        )}
        {totalCount === 0 && <Alert tone="info">{emptyMessage(filters)}</Alert>}
        {view === 'table' && nodes.length > 0 && (
          <ResultsTable>
            <HitRows hits={nodes} />
            {Array.from({ length: pages - 1 }, (_, i) => (
              <MorePage key={i + 1} filters={filters} page={i + 1} actions={actions} view={view} />
            ))}
          </ResultsTable>
        )}
        {view === 'cards' &&
          nodes.map((hit, index) => <SearchHitCard key={hit.id} hit={hit} {...actions} eager={index < EAGER_CARDS} />)}
        {view === 'cards' &&
          Array.from({ length: pages - 1 }, (_, i) => (
            <MorePage key={i + 1} filters={filters} page={i + 1} actions={actions} view={view} />
          ))}
        {hasMore && <LoadMore onMore={() => setPaging({ searched, pages: pages + 1 })} />}
        {quickAdd && <QuickAddPanel hit={quickAdd} onClose={() => setQuickAdd(null)} />}
        {quickView && <QuickView hit={quickView} onClose={() => setQuickView(null)} />}
      </div>
    </div>
  );
}

export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const filters = parseFilters(params);
  const [onlyVendor, ...otherVendors] = filters.vendors;
  const title = filters.q
    ? 'Search Results'
    : (filters.category ?? filters.department ?? (otherVendors.length === 0 ? onlyVendor : undefined) ?? 'Catalog');
  usePageTitle(filters.q ? 'Search Results' : title);
  // Not a search, brand or department listing: the catalogue starts at the categories page.
  if (!filters.q && !filters.department && !filters.category && !filters.vendors.length && !filters.brands.length) {
    return <Redirect to="/categories" />;
  }
  return (
    <>
      <p>
        {filters.vendors.length > 0 && !filters.q ? (
          <Link to="/brands">Back to Brands</Link>
        ) : (
          <Link to="/categories">Back to Categories</Link>
        )}
      </p>
      <h1>{title}</h1>
      {!filters.q && !filters.category && departmentTextOf(filters.department) && (
        <p>{departmentTextOf(filters.department)}</p>
      )}
      <Results filters={filters} onChange={(next) => setParams(toSearchParams(next))} />
    </>
  );
}
