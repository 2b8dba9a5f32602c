import { CatalogSearchUnavailable } from './CatalogSearchUnavailable';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Link } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import { errorCodes, pageFailure } from '../../lib/apolloErrors';
import { messages } from '../../lib/messages';
import { usePageTitle } from '../../lib/usePageTitle';
import { FacetPanel } from './FacetPanel';
import { FiltersButton } from './FiltersButton';
import { preloadHitOverlays, QuickAddPanel, QuickView } from './hitOverlays';
import { HitList, LoadMore, type HitActions } from './HitList';
import { ProductSearchDocument } from './ProductSearch.generated';
import { ListingControls } from './ListingControls';
import { useListingView, type ListingView } from './listingView';
import { FilterPills, ResultsToolbar } from './ResultsToolbar';
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

function emptyMessage(filters: SearchFilters): string {
  if (hasFilters(filters)) return messages.noFilterResults;
  if (filters.q) return messages.searchEmptyResult;
  return messages.emptyCatalog;
}

/**
 * The brand header of a one-brand listing: the vendor's image, or its name in the same box when the
 * image does not load (removing the box would move the whole listing up).
 */
function BrandHeader({ vendor }: { vendor: SearchHitCardFragment['vendor'] }) {
  const [failed, setFailed] = useState(false);
  if (!vendor.imageUrl) return null;
  return (
    <div className="brand-header">
      {failed ? (
        <p className="brand-header-name">{vendor.name}</p>
      ) : (
        <img src={vendor.imageUrl} alt={vendor.name} width={320} height={160} onError={() => setFailed(true)} />
      )}
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
        <ResultsToolbar
          filters={filters}
          onChange={onChange}
          totalCount={totalCount}
          filtersButton={
            facets.length > 0 && (
              <FiltersButton activeCount={pills.length} totalCount={totalCount}>
                {facetPanel}
              </FiltersButton>
            )
          }
        />
        <FilterPills filters={filters} onChange={onChange} pills={pills} />
        {totalCount === 0 && <Alert tone="info">{emptyMessage(filters)}</Alert>}
        <HitList hits={nodes} filters={filters} pages={pages} actions={actions} view={view} />
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
