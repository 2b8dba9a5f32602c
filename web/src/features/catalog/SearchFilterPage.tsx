import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Link } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import { pageFailure } from '../../lib/apolloErrors';
import { messages } from '../../lib/messages';
import { usePageTitle } from '../../lib/usePageTitle';
import { SearchFilterDocument, type SearchFilterQuery } from './SearchFilter.generated';
import { Results } from './SearchPage';
import { toSearchParams, type SearchFilters } from './searchFilters';
import './catalog.css';

type Stored = NonNullable<SearchFilterQuery['searchFilter']>;

const filtersOf = (stored: Stored, within: string): SearchFilters => ({
  q: stored.query ?? '',
  within,
  department: stored.department ?? null,
  category: stored.category ?? null,
  styles: stored.styles,
  types: stored.types,
  vendors: stored.vendors,
  brands: [],
  filters: stored.filters.map(({ attribute, value }) => ({ attribute, value })),
  catalog: null,
  sort: 'RELEVANCE',
});

/**
 * /eb/{slug}: the catalogue prefiltered by a stored search filter, under the filter's title.
 * Changing a filter or the sort goes on in the ordinary listing (/c) with the same filters.
 */
export function SearchFilterPage({ notFound }: { notFound: ReactNode }) {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  // Search within results stays on this page; any other change goes on in the ordinary listing.
  const [within, setWithin] = useState('');
  const { data, loading, error } = useQuery(SearchFilterDocument, { variables: { slug } });
  usePageTitle(data?.searchFilter?.title ?? 'Catalog');
  if (loading && !data) return <Spinner label="Loading…" />;
  if (error) return <Alert tone="error">{pageFailure(error, messages.catalogFailure)}</Alert>;
  const stored = data?.searchFilter;
  if (!stored) return <>{notFound}</>;
  return (
    <>
      <p>
        <Link to="/categories">Back to Categories</Link>
      </p>
      <h1>{stored.title}</h1>
      <Results
        filters={filtersOf(stored, within)}
        onChange={(next) =>
          next.within !== within ? setWithin(next.within) : void navigate(`/c?${toSearchParams(next).toString()}`)
        }
      />
    </>
  );
}
