import { CatalogSearchUnavailable } from './CatalogSearchUnavailable';
import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Link } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { errorCodes, pageFailure } from '../../lib/apolloErrors';
import { messages } from '../../lib/messages';
import { usePageTitle } from '../../lib/usePageTitle';
import { BrandDocument, BrandsDocument, type BrandsQuery } from './Browse.generated';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import './catalog.css';
import { Redirect } from '../../lib/Redirect';

type Brand = BrandsQuery['brands'][number];

const groupByLetter = (brands: Brand[]): [string, Brand[]][] => {
  const groups = new Map<string, Brand[]>();
  for (const b of brands) groups.set(b.letter, [...(groups.get(b.letter) ?? []), b]);
  return [...groups.entries()].sort(([a], [b]) => (a === '#' ? -1 : b === '#' ? 1 : a.localeCompare(b)));
};

export function BrandsPage() {
  usePageTitle('Brands');
  const [text, setText] = useState('');
  const filter = useDebouncedValue(text, 750).trim().toLowerCase();
  const { data, loading, error } = useQuery(BrandsDocument);
  if (loading && !data) return <Spinner label="Loading brands…" />;
  if (errorCodes(error).includes('CATALOG_SEARCH_UNAVAILABLE')) return <CatalogSearchUnavailable />;
  if (error || !data) return <Alert tone="error">{pageFailure(error, messages.catalogFailure)}</Alert>;
  const groups = groupByLetter(data.brands.filter((b) => b.name.toLowerCase().includes(filter)));
  return (
    <>
      <h1>Brands</h1>
      <TextField label="Filter brands" value={text} onChange={setText} />
      <nav aria-label="Brand letters" className="filter-pills">
        {groups.map(([letter]) => (
          <a key={letter} className="link" href={`#brands-${letter === '#' ? 'digits' : letter}`}>
            {letter}
          </a>
        ))}
      </nav>
      {groups.length === 0 && <Alert tone="info">No brands match “{text}”.</Alert>}
      {groups.map(([letter, brands]) => (
        <section key={letter} aria-labelledby={`brands-${letter === '#' ? 'digits' : letter}`}>
          <h2 id={`brands-${letter === '#' ? 'digits' : letter}`}>{letter}</h2>
          <ul className="brand-grid">
            {brands.map((b) => (
              <li key={b.slug}>
                <Link to={`/brand/${encodeURIComponent(b.slug)}`}>{b.name}</Link>{' '}
                <span className="muted">({b.productCount})</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** /brand/{slug}?q: the brand's content page if it has one, else the catalogue filtered by the vendor, else 404. */
export function BrandPage({ notFound }: { notFound: ReactNode }) {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const { data, loading, error } = useQuery(BrandDocument, { variables: { slug } });
  if (loading && !data) return <Spinner label="Loading brand…" />;
  if (error) return <Alert tone="error">{pageFailure(error, messages.catalogFailure)}</Alert>;
  const brand = data?.brand;
  if (!brand) return <>{notFound}</>;
  if (brand.override) return <Redirect to={brand.override} />;
  const next = new URLSearchParams({ vendors: brand.name });
  const q = params.get('q');
  if (q) next.set('q', q);
  return <Redirect to={`/c?${next.toString()}`} />;
}
