// The catalogue listing `/c?...` (storefront §2.1): a department, a category, a brand or a search.
import { absoluteUrl, listingDescription, storeDescription, type PageHead, type StructuredData } from './head.ts';
import { notFoundHead, type HeadOf } from './page-request.ts';

/** The listing of a department, or of one of its categories, as the storefront links it. */
export const listingPath = (department: string, category?: string | null): string =>
  `/c?${new URLSearchParams(category ? { department, category } : { department }).toString()}`;

/** Categories > department > category (> a product): schema.org BreadcrumbList. */
export const breadcrumbsOf = (
  origin: string,
  taxonomy: { department: string | null; category: string | null },
  last?: string,
): StructuredData => {
  const { department, category } = taxonomy;
  const crumbs: { name: string; path?: string }[] = [
    { name: 'Categories', path: '/categories' },
    ...(department ? [{ name: department, path: listingPath(department) }] : []),
    ...(department && category ? [{ name: category, path: listingPath(department, category) }] : []),
    ...(last ? [{ name: last }] : []),
  ];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.path ? { item: absoluteUrl(origin, crumb.path) } : {}),
    })),
  };
};

// The listing's filters (web/src/features/catalog/searchFilters.ts), each under its one name, in one
// order: the canonical URL. `within` and `sort` only narrow or reorder the same listing: left out.
const CANONICAL_FILTERS: [name: string, aliases: string[]][] = [
  ['q', ['q']],
  ['department', ['department']],
  ['category', ['category']],
  ['styles', ['style', 'styles']],
  ['type', ['type']],
  ['vendors', ['vendor', 'vendors']],
  ['brands', ['brands']],
  ['filters', ['filters']],
  ['catalog', ['catalog']],
];

/** Pipe-separated values of every alias, trimmed, each once, sorted (their order changes nothing). */
const valuesOf = (query: URLSearchParams, aliases: string[]): string[] =>
  [...new Set(aliases.flatMap((alias) => query.getAll(alias).flatMap((value) => value.split('|'))))]
    .map((value) => value.trim())
    .filter(Boolean)
    .sort();

/** The listing's query with its filters under one name each, in one order, without within and sort. */
export const canonicalListingQuery = (query: URLSearchParams): URLSearchParams => {
  const canonical = new URLSearchParams();
  for (const [name, aliases] of CANONICAL_FILTERS) {
    const values = name === 'q' ? [(query.get('q') ?? '').trim()].filter(Boolean) : valuesOf(query, aliases);
    if (values.length > 0) canonical.set(name, values.join('|'));
  }
  return canonical;
};

/**
 * A listing's head. A department or category the catalogue does not have is a 404; a search's results
 * are not listed by search engines; a listing of one brand alone has the brand's page as its URL.
 */
export const listingHead: HeadOf = async ({ context, query, brand, origin }) => {
  const canonicalQuery = canonicalListingQuery(query);
  const department = canonicalQuery.get('department');
  const category = canonicalQuery.get('category');
  const vendors = canonicalQuery.get('vendors')?.split('|') ?? [];
  const q = canonicalQuery.get('q');
  const catalog = context.providers.catalog;
  if (department || category) {
    const tree = await catalog.categoryTree();
    const known = tree.departments.some(
      (each) =>
        (!department || each.name === department) &&
        (!category || each.categories.some((entry) => entry.name === category)),
    );
    if (!known) return notFoundHead();
  }
  const onlyVendor = vendors.length === 1 && [...canonicalQuery.keys()].join() === 'vendors' ? vendors[0] : undefined;
  const brandPage = onlyVendor ? (await catalog.brandList()).find((each) => each.name === onlyVendor) : undefined;
  // As the storefront titles it (SearchPage).
  const title = q ? 'Search Results' : (category ?? department ?? onlyVendor ?? 'Catalog');
  const empty = [...canonicalQuery.keys()].length === 0;
  const canonical = brandPage
    ? `/brand/${encodeURIComponent(brandPage.slug)}`
    : // A listing without filters is the categories page (the storefront goes there).
      empty
      ? '/categories'
      : `/c?${canonicalQuery.toString()}`;
  const head: PageHead = {
    status: 200,
    title,
    description: q ? storeDescription(brand) : listingDescription(title, brand),
    canonical,
    indexed: !q && !empty,
    image: null,
    kind: 'website',
    structuredData: department ? [breadcrumbsOf(origin, { department, category })] : [],
  };
  return head;
};
