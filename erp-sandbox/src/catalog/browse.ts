import { HttpError } from '../http/router.ts';
import type { SearchEngine } from './engine.ts';
import type { Product, Schemas } from '../data/types.ts';

type TaxonomyTree = Schemas['TaxonomyTree'];
type VendorList = Schemas['VendorList'];

const CATALOG_LABELS: Record<string, string> = {
  SafetyCatalog: 'Safety Catalog',
  '2014BSWebCatalog': 'Standard Catalog',
};

const allowedProducts = (engine: SearchEngine, catalogs: string[]): Product[] =>
  engine.products.filter((p) => p.active && p.catalogs.some((c) => catalogs.includes(c)));

/** The category tree of the caller's catalogs, or of one of them; another catalog is refused. */
export function browseTaxonomy(
  engine: SearchEngine,
  userCatalogs: string[],
  catalog: string | undefined,
): TaxonomyTree {
  if (catalog !== undefined && !userCatalogs.includes(catalog)) throw new HttpError(403, 'Access denied.');
  const scope = catalog === undefined ? userCatalogs : [catalog];
  const departments = new Map<string, { count: number; categories: Map<string, number> }>();
  for (const p of allowedProducts(engine, scope)) {
    const { department, category } = p.taxonomy;
    let entry = departments.get(department);
    if (!entry) departments.set(department, (entry = { count: 0, categories: new Map() }));
    entry.count += 1;
    entry.categories.set(category, (entry.categories.get(category) ?? 0) + 1);
  }
  const all = allowedProducts(engine, userCatalogs);
  return {
    departments: [...departments.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, entry]) => ({
        name,
        product_count: entry.count,
        categories: [...entry.categories.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([n, count]) => ({ name: n, product_count: count })),
      })),
    catalogs: userCatalogs.map((name) => ({
      catalog_name: name,
      label: CATALOG_LABELS[name] ?? name,
      product_count: all.filter((p) => p.catalogs.includes(name)).length,
    })),
  };
}

/** Vendors with active products in the caller's catalogs, by name. */
export function listVendors(engine: SearchEngine, userCatalogs: string[]): VendorList {
  const counts = new Map<string, { vendor: Product['vendor']; count: number }>();
  for (const p of allowedProducts(engine, userCatalogs)) {
    const entry = counts.get(p.vendor.slug);
    if (entry) entry.count += 1;
    else counts.set(p.vendor.slug, { vendor: p.vendor, count: 1 });
  }
  return {
    vendors: [...counts.values()]
      .sort((a, b) => a.vendor.name.localeCompare(b.vendor.name))
      .map(({ vendor, count }) => ({
        name: vendor.name,
        slug: vendor.slug,
        image: vendor.image ?? null,
        override: null,
        product_count: count,
      })),
  };
}

/** The product slug of an item by ERP part number, within the caller's catalogs. */
export function itemLocation(engine: SearchEngine, userCatalogs: string[], erp: string): Schemas['ItemLocation'] {
  const info = engine.ds.items.get(erp);
  const p = info?.product;
  if (!p || !p.active || !info.item.active || !p.catalogs.some((c) => userCatalogs.includes(c)))
    throw new HttpError(404, 'Item not found.');
  return { erp, slug: p.slug };
}

export const CLASSIFY_MAX = 5000;

/** Brand and category of the items asked (active or not) in the caller's catalogs; others are left out. */
export function classifyItems(
  engine: SearchEngine,
  userCatalogs: string[],
  body: unknown,
): Schemas['ItemClassification'][] {
  const items = (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(items) || items.length === 0 || items.length > CLASSIFY_MAX)
    throw new HttpError(400, `items must list 1 to ${CLASSIFY_MAX} part numbers.`);
  if (!items.every((erp): erp is string => typeof erp === 'string' && erp.length <= 40))
    throw new HttpError(400, 'Each item must be a part number of at most 40 characters.');
  return items.flatMap((erp) => {
    const p = engine.ds.items.get(erp)?.product;
    if (!p || !p.catalogs.some((c) => userCatalogs.includes(c))) return [];
    return [{ erp, brand: p.brand, category: p.taxonomy.category }];
  });
}
