import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { pageFailure } from '../../lib/apolloErrors';
import { messages } from '../../lib/messages';
import { CategoryTreeDocument, ProductSlugByItemDocument } from './Browse.generated';

type Tree = { name: string; categories: { name: string }[] }[];

/** Legacy URLs spelled names in any case, with hyphens or underscores for spaces and 'and' for '&'. */
const normal = (name: string) =>
  name
    .toLowerCase()
    .replace(/[-_+]+/g, ' ')
    .replace(/\band\b/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Legacy /c/{department}/{category}/{style}/{type} and /catalog/... paths: the same listing by URL
 * filters. Department and category are matched case-insensitively against the category tree; a
 * segment naming no department or category, and the style and type segments (their exact spelling
 * is not in the tree), become search words inside what did match, so `/c/safety/gloves` lists the
 * Safety department's gloves.
 */
export function legacyListingUrl(path: string, departments: Tree): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s).trim();
      } catch {
        return s;
      }
    })
    .filter(Boolean);
  if (segments.length === 0) return '/categories';
  const params = new URLSearchParams();
  const [first = '', second, ...rest] = segments;
  const department = departments.find((d) => normal(d.name) === normal(first));
  const category = department && second && department.categories.find((c) => normal(c.name) === normal(second));
  if (department) params.set('department', department.name);
  if (category) params.set('category', category.name);
  const words = department ? [...(category ? [] : second ? [second] : []), ...rest] : segments;
  if (words.length) params.set('q', words.map((w) => w.replace(/[-_+]+/g, ' ')).join(' '));
  return `/c?${params.toString()}`;
}

export function LegacyCatalogRedirect() {
  const { '*': rest = '' } = useParams();
  const { data, loading, error } = useQuery(CategoryTreeDocument);
  if (loading && !data) return <Spinner label="Finding the catalogue page…" />;
  if (error || !data) return <Alert tone="error">{pageFailure(error, messages.catalogFailure)}</Alert>;
  return <Navigate to={legacyListingUrl(rest, data.categoryTree.departments)} replace />;
}

/** /p/item/{erp}: the product holding the item, else 404. */
export function ProductByItemPage({ notFound }: { notFound: ReactNode }) {
  const { erp = '' } = useParams();
  const { data, loading, error } = useQuery(ProductSlugByItemDocument, { variables: { erp } });
  if (loading && !data) return <Spinner label="Finding the item…" />;
  if (error) return <Alert tone="error">{pageFailure(error, messages.productLoadFailure)}</Alert>;
  const slug = data?.productSlugByItem;
  if (!slug) return <>{notFound}</>;
  return <Navigate to={`/p/${encodeURIComponent(slug)}`} replace />;
}
