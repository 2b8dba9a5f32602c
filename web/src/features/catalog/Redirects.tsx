import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { friendlyError } from '../../lib/apolloErrors';
import { messages } from '../../lib/messages';
import { ProductSlugByItemDocument } from './Browse.generated';

const NAMES = ['department', 'category', 'styles', 'type'] as const;

/** Legacy /c/{department}/{category}/{style}/{type} and /catalog/... paths: the same listing by URL filters. */
export function legacyListingUrl(path: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((s) => decodeURIComponent(s));
  const params = new URLSearchParams();
  NAMES.forEach((name, i) => {
    const value = segments[i];
    if (value !== undefined) params.set(name, value);
  });
  const query = params.toString();
  return query ? `/c?${query}` : '/categories';
}

export function LegacyCatalogRedirect() {
  const { '*': rest = '' } = useParams();
  return <Navigate to={legacyListingUrl(rest)} replace />;
}

/** /p/item/{erp}: the product holding the item, else 404. */
export function ProductByItemPage({ notFound }: { notFound: ReactNode }) {
  const { erp = '' } = useParams();
  const { data, loading, error } = useQuery(ProductSlugByItemDocument, { variables: { erp } });
  if (loading && !data) return <Spinner label="Finding the item…" />;
  if (error) return <Alert tone="error">{friendlyError(error, messages.productLoadFailure)}</Alert>;
  const slug = data?.productSlugByItem;
  if (!slug) return <>{notFound}</>;
  return <Navigate to={`/p/${encodeURIComponent(slug)}`} replace />;
}
