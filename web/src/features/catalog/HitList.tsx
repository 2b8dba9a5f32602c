import { useQuery } from '@apollo/client/react';
import { Fragment, useEffect, useRef } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { pageFailure } from '../../lib/apolloErrors';
import { messages } from '../../lib/messages';
import { ProductSearchDocument } from './ProductSearch.generated';
import type { ListingView } from './listingView';
import { HitRows, ResultsTable, RowsStatus } from './ResultsTable';
import { SearchHitCard } from './SearchHitCard';
import type { SearchHitCardFragment } from './SearchHitCard.generated';
import { toSearchInput, type SearchFilters } from './searchFilters';

/** The cards in view as a listing opens (two at 1280 px): their pictures load at once, the rest lazily. */
const EAGER_CARDS = 2;

export type HitActions = {
  onQuickAdd: (hit: SearchHitCardFragment) => void;
  onQuickView: (hit: SearchHitCardFragment) => void;
};

/** A following page of hits, loaded when the end of the list scrolls into view (or on Load more). */
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

/** Loads the next page when its sentinel scrolls into view; the button does it by hand. */
export function LoadMore({ onMore }: { onMore: () => void }) {
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

type HitListProps = {
  hits: SearchHitCardFragment[];
  filters: SearchFilters;
  pages: number;
  actions: HitActions;
  view: ListingView;
};

/** The first page's hits and the following pages' queries, as table rows or as cards. */
export function HitList({ hits, filters, pages, actions, view }: HitListProps) {
  const more = Array.from({ length: pages - 1 }, (_, i) => (
    <MorePage key={i + 1} filters={filters} page={i + 1} actions={actions} view={view} />
  ));
  if (view === 'table')
    return (
      hits.length > 0 && (
        <ResultsTable>
          <HitRows hits={hits} />
          {more}
        </ResultsTable>
      )
    );
  return (
    <>
      {hits.map((hit, index) => (
        <SearchHitCard key={hit.id} hit={hit} {...actions} eager={index < EAGER_CARDS} />
      ))}
      {more}
    </>
  );
}
