import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { friendlyError } from '../../lib/apolloErrors';
import { messages } from '../../lib/messages';
import { usePageTitle } from '../../lib/usePageTitle';
import { useProductSearchQuery } from './ProductSearch.generated';
import { SearchHitCard } from './SearchHitCard';

/** One page of hits; Load More renders the next page below, each with its own cached query. */
function ResultPage({ query, page, isLast, onMore }: { query: string; page: number; isLast: boolean; onMore: () => void }) {
  const { data, loading, error } = useProductSearchQuery({ variables: { input: { query, page } } });
  if (loading && !data) return <Spinner label={page === 0 ? 'Searching…' : 'Loading more…'} />;
  if (error || !data) return <Alert tone="error">{friendlyError(error, messages.catalogFailure)}</Alert>;
  const { nodes, totalCount, pageSize } = data.productSearch;
  if (page === 0 && totalCount === 0) return <Alert tone="info">{messages.searchEmptyResult}</Alert>;
  const hasMore = (page + 1) * pageSize < totalCount;
  return (
    <>
      {page === 0 && (
        <p role="status">
          {totalCount} {totalCount === 1 ? 'result' : 'results'} for “{query}”
        </p>
      )}
      {nodes.map((hit) => (
        <SearchHitCard key={hit.id} hit={hit} />
      ))}
      {isLast && hasMore && (
        <div className="form-actions">
          <Button variant="secondary" onPress={onMore}>
            Load more
          </Button>
        </div>
      )}
    </>
  );
}

function Results({ query }: { query: string }) {
  const [pages, setPages] = useState(1);
  return (
    <>
      {Array.from({ length: pages }, (_, page) => (
        <ResultPage key={page} query={query} page={page} isLast={page === pages - 1} onMore={() => setPages(pages + 1)} />
      ))}
    </>
  );
}

export function SearchPage() {
  usePageTitle('Search Results');
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  return (
    <>
      <h1>Search Results</h1>
      {query ? <Results key={query} query={query} /> : <Alert tone="info">{messages.emptySearch}</Alert>}
    </>
  );
}
