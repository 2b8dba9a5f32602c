import { CatalogSearchUnavailable } from './CatalogSearchUnavailable';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Link } from '../../ui/Link';
import { NativeSelect } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { errorCodes, pageFailure } from '../../lib/apolloErrors';
import { messages } from '../../lib/messages';
import { usePageTitle } from '../../lib/usePageTitle';
import { CategoryTreeDocument } from './Browse.generated';
import { departmentTextOf } from './departmentTexts';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import './catalog.css';

const FILTER_DEBOUNCE_MS = 750;

const listingUrl = (department: string, category: string | null, catalog: string | null) => {
  const params = new URLSearchParams({ department });
  if (category) params.set('category', category);
  if (catalog) params.set('catalog', catalog);
  return `/c?${params.toString()}`;
};

export function CategoriesPage() {
  usePageTitle('Categories');
  const [params, setParams] = useSearchParams();
  const catalog = params.get('catalog') || null;
  const [text, setText] = useState('');
  const filter = useDebouncedValue(text, FILTER_DEBOUNCE_MS).trim().toLowerCase();
  const { data, loading, error } = useQuery(CategoryTreeDocument, { variables: { catalog } });
  if (loading && !data) return <Spinner label="Loading categories…" />;
  if (errorCodes(error).includes('CATALOG_SEARCH_UNAVAILABLE')) return <CatalogSearchUnavailable />;
  if (error || !data) return <Alert tone="error">{pageFailure(error, messages.catalogFailure)}</Alert>;
  const { departments, catalogs } = data.categoryTree;
  const shown = departments
    .map((d) => ({
      ...d,
      categories: d.name.toLowerCase().includes(filter)
        ? d.categories
        : d.categories.filter((c) => c.name.toLowerCase().includes(filter)),
    }))
    .filter((d) => d.categories.length > 0);
  return (
    <>
      <h1>Categories</h1>
      <div className="catalog-toolbar">
        <TextField label="Filter categories" value={text} onChange={setText} />
        {catalogs.length > 1 && (
          <NativeSelect
            label="Catalog"
            value={catalog ?? ''}
            placeholder="All catalogs"
            options={catalogs.map((c) => ({ value: c.name, label: `${c.label} (${c.productCount})` }))}
            onChange={(value) => setParams(value ? { catalog: value } : {})}
          />
        )}
      </div>
      {departments.length === 0 && <Alert tone="info">{messages.emptyCatalog}</Alert>}
      {departments.length > 0 && shown.length === 0 && <Alert tone="info">No categories match “{text}”.</Alert>}
      <ul className="category-list">
        {shown.map((d) => (
          <li key={d.name}>
            <h2>
              <Link to={listingUrl(d.name, null, catalog)}>{d.name}</Link>{' '}
              <span className="muted">({d.productCount})</span>
            </h2>
            {departmentTextOf(d.name) && <p>{departmentTextOf(d.name)}</p>}
            <ul>
              {d.categories.map((c) => (
                <li key={c.name}>
                  <Link to={listingUrl(d.name, c.name, catalog)}>{c.name}</Link>{' '}
                  <span className="muted">({c.productCount})</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}
