import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { pageFailure } from '../../lib/apolloErrors';
import { messages } from '../../lib/messages';
import { CategoryTreeDocument, ProductSlugByItemDocument } from './Browse.generated';
import { FacetValuesDocument } from './FacetValues.generated';
import { Redirect } from '../../lib/Redirect';

type Tree = { name: string; categories: { name: string }[] }[];
/** Style and type names of the matched category, as its facets spell them. */
export type StylesAndTypes = { styles: string[]; types: string[] };

/**
 * Legacy URLs spelled names in any case, with hyphens or underscores for spaces, 'and' for '&', and
 * without commas: 'paint-marking-and-tape' and 'paint-marking-tape' are both 'Paint, Marking & Tape'.
 */
const normal = (name: string) =>
  name
    .toLowerCase()
    .replace(/[-_+,]+/g, ' ')
    .replace(/&|\band\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const named = (names: readonly string[], segment: string | undefined) =>
  segment === undefined ? undefined : names.find((name) => normal(name) === normal(segment));

/**
 * The department and category a legacy /c/{department}/{category}/{style}/{type} or /catalog/...
 * path names, matched against the category tree, and the segments after them.
 */
export function matchLegacyPath(path: string, departments: Tree) {
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
  const [first = '', second, ...rest] = segments;
  const department = departments.find((d) => normal(d.name) === normal(first));
  const category =
    department &&
    named(
      department.categories.map((c) => c.name),
      second,
    );
  return { segments, department: department?.name, category, rest };
}

/**
 * The listing URL of a legacy path: department and category by the category tree, style and type by
 * the category's facets (`style`, `type` filters). A segment naming none of them becomes search
 * words inside what did match, so `/c/safety/gloves` lists the Safety department's gloves.
 */
export function legacyListingUrl(
  path: string,
  departments: Tree,
  { styles, types }: StylesAndTypes = { styles: [], types: [] },
): string {
  const { segments, department, category, rest } = matchLegacyPath(path, departments);
  if (segments.length === 0) return '/categories';
  const params = new URLSearchParams();
  if (department) params.set('department', department);
  if (category) params.set('category', category);
  const [styleSegment, typeSegment, ...more] = category ? rest : [];
  const style = named(styles, styleSegment);
  const type = named(types, typeSegment);
  if (style) params.set('style', style);
  if (type) params.set('type', type);
  const unmatched = category
    ? [...(style ? [] : [styleSegment]), ...(type ? [] : [typeSegment]), ...more]
    : department
      ? segments.slice(1)
      : segments;
  const words = unmatched.filter((w): w is string => Boolean(w));
  if (words.length) params.set('q', words.map((w) => w.replace(/[-_+]+/g, ' ')).join(' '));
  return `/c?${params.toString()}`;
}

/** The style and type names of a category (skipped unless the legacy path has segments after it). */
function useStylesAndTypes(department: string | undefined, category: string | undefined, needed: boolean) {
  const input = { department, category };
  const skip = !needed || !department || !category;
  const styles = useQuery(FacetValuesDocument, { variables: { input, kind: 'STYLE' }, skip });
  const types = useQuery(FacetValuesDocument, { variables: { input, kind: 'TYPE' }, skip });
  return {
    loading: styles.loading || types.loading,
    names: {
      styles: styles.data?.facetValues?.values.map((v) => v.value) ?? [],
      types: types.data?.facetValues?.values.map((v) => v.value) ?? [],
    },
  };
}

export function LegacyCatalogRedirect() {
  const { '*': rest = '' } = useParams();
  const { data, loading, error } = useQuery(CategoryTreeDocument);
  const match = data ? matchLegacyPath(rest, data.categoryTree.departments) : null;
  const taxonomy = useStylesAndTypes(match?.department, match?.category, (match?.rest.length ?? 0) > 0);
  if ((loading && !data) || taxonomy.loading) return <Spinner label="Finding the catalogue page…" />;
  if (error || !data) return <Alert tone="error">{pageFailure(error, messages.catalogFailure)}</Alert>;
  return <Redirect to={legacyListingUrl(rest, data.categoryTree.departments, taxonomy.names)} permanent />;
}

/** /p/item/{erp}: the product holding the item, else 404. */
export function ProductByItemPage({ notFound }: { notFound: ReactNode }) {
  const { erp = '' } = useParams();
  const { data, loading, error } = useQuery(ProductSlugByItemDocument, { variables: { erp } });
  if (loading && !data) return <Spinner label="Finding the item…" />;
  if (error) return <Alert tone="error">{pageFailure(error, messages.productLoadFailure)}</Alert>;
  const slug = data?.productSlugByItem;
  if (!slug) return <>{notFound}</>;
  return <Redirect to={`/p/${encodeURIComponent(slug)}`} permanent />;
}
