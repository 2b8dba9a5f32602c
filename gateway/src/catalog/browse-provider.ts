import type { GatewayContext } from '../context.ts';
import { requireShopper } from '../context.ts';
import { isErpStatus } from '../erp/errors.ts';
import { badUserInput, toGraphQLError } from '../common/errors.ts';
import { assertCatalogSearchAvailable, hash } from './catalog-provider.ts';

export type BrandOut = {
  name: string;
  slug: string;
  imageUrl: string | null;
  override: string | null;
  letter: string;
  productCount: number;
};

/** Taxonomy and brands change rarely: cached 10 minutes per catalogue set, served stale while refreshed. */
const sharedTtl = (context: GatewayContext) => ({
  freshSeconds: context.config.ttl.productSeconds,
  staleSeconds: context.config.ttl.staleSeconds,
});

const loadShared = async <T>(
  context: GatewayContext,
  namespace: string,
  key: string,
  load: () => Promise<T>,
): Promise<T> => {
  try {
    return await context.cache.getOrLoad(namespace, key, sharedTtl(context), load);
  } catch (error) {
    throw toGraphQLError(error);
  }
};

export const categoryTree = async (context: GatewayContext, catalog: string | null | undefined) => {
  const principal = await requireShopper(context);
  assertCatalogSearchAvailable(principal.catalogs);
  if (catalog && !principal.catalogs.includes(catalog)) throw badUserInput('That catalogue is not one of yours.');
  const key = `taxonomy:v1:${hash(principal.catalogs)}:${catalog ?? '*'}`;
  const tree = await loadShared(context, 'taxonomy', key, () =>
    context.erp.get('/index/taxonomy', { query: catalog ? { catalog } : {} }),
  );
  return {
    departments: tree.departments.map((d) => ({
      name: d.name,
      productCount: d.product_count,
      categories: d.categories.map((c) => ({ name: c.name, productCount: c.product_count })),
    })),
    catalogs: tree.catalogs.map((c) => ({ name: c.catalog_name, label: c.label, productCount: c.product_count })),
  };
};

export const letterOf = (name: string): string => {
  const first = name.trim().charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : '#';
};

export const brandList = async (context: GatewayContext): Promise<BrandOut[]> => {
  const principal = await requireShopper(context);
  assertCatalogSearchAvailable(principal.catalogs);
  const list = await loadShared(context, 'brands', `brands:v1:${hash(principal.catalogs)}`, () =>
    context.erp.get('/index/vendors'),
  );
  return list.vendors.map((v) => ({
    name: v.name,
    slug: v.slug,
    imageUrl: v.image,
    override: v.override,
    letter: letterOf(v.name),
    productCount: v.product_count,
  }));
};

export const brandBySlug = async (context: GatewayContext, slug: string): Promise<BrandOut | null> =>
  (await brandList(context)).find((brand) => brand.slug === slug) ?? null;

export const productSlugByItem = async (context: GatewayContext, erp: string): Promise<string | null> => {
  const principal = await requireShopper(context);
  if (!/^[A-Za-z0-9-]{1,40}$/.test(erp)) return null;
  const key = `item:v1:${hash(principal.catalogs)}:${erp}`;
  const location = await loadShared(context, 'item', key, () =>
    context.erp.get('/index/items/{erp}', { path: { erp } }).catch((error: unknown) => {
      if (isErpStatus(error, 404)) return null;
      throw error;
    }),
  );
  return location?.slug ?? null;
};

export type SearchFilterOut = {
  slug: string;
  title: string;
  query: string | null;
  department: string | null;
  category: string | null;
  styles: string[];
  types: string[];
  vendors: string[];
  filters: { attribute: string; value: string }[];
};

/** A stored search filter by slug. The filters are the same for everyone, so the cache key is the slug alone. */
export const searchFilterBySlug = async (context: GatewayContext, slug: string): Promise<SearchFilterOut | null> => {
  await requireShopper(context);
  // Slugs only: a numeric id would be the ERP's other lookup, which `/eb/` links never use.
  if (!/^[a-z0-9][a-z0-9-]{0,99}$/i.test(slug) || /^\d+$/.test(slug)) return null;
  const found = await loadShared(context, 'search-filter', `search-filter:v1:${slug}`, () =>
    context.erp.get('/search-filter/{id}', { path: { id: slug } }).catch((error: unknown) => {
      if (isErpStatus(error, 404)) return null;
      throw error;
    }),
  );
  if (!found) return null;
  return {
    slug: found.slug,
    title: found.title,
    query: found.query,
    department: found.department,
    category: found.category,
    styles: found.styles,
    types: found.types,
    vendors: found.vendors,
    filters: found.attributes.map((a) => ({ attribute: a.title, value: a.value })),
  };
};
