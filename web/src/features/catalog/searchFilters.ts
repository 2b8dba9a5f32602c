// The catalogue listing's URL filters (storefront §5): q, department, category, style(s), type,
// vendor(s), brands (pipe-separated), filters (pipe-separated `attribute_value`) and catalog; plus
// `within` (search within results), kept in the URL so that reload and Back keep the narrowed list.
import type { FacetKind, ProductSearchInput, ProductSort } from '../../generated/graphql';

export type SearchFilters = {
  q: string;
  /** Search within results: words every hit must also match. */
  within: string;
  department: string | null;
  category: string | null;
  styles: string[];
  types: string[];
  vendors: string[];
  brands: string[];
  filters: { attribute: string; value: string }[];
  catalog: string | null;
  sort: ProductSort;
};

const SORTS: ProductSort[] = ['RELEVANCE', 'PRICE_ASC', 'PRICE_DESC'];

const list = (params: URLSearchParams, ...names: string[]): string[] => {
  const values = names.flatMap((name) => (params.get(name) ?? '').split('|'));
  return [...new Set(values.map((v) => v.trim()).filter(Boolean))];
};

export function parseFilters(params: URLSearchParams): SearchFilters {
  const sort = (params.get('sort') ?? 'RELEVANCE').toUpperCase() as ProductSort;
  return {
    q: (params.get('q') ?? '').trim(),
    within: (params.get('within') ?? '').trim(),
    department: params.get('department')?.trim() || null,
    category: params.get('category')?.trim() || null,
    styles: list(params, 'style', 'styles'),
    types: list(params, 'type'),
    vendors: list(params, 'vendor', 'vendors'),
    brands: list(params, 'brands'),
    filters: list(params, 'filters').flatMap((entry) => {
      const i = entry.indexOf('_');
      return i > 0 && i < entry.length - 1 ? [{ attribute: entry.slice(0, i), value: entry.slice(i + 1) }] : [];
    }),
    catalog: params.get('catalog')?.trim() || null,
    sort: SORTS.includes(sort) ? sort : 'RELEVANCE',
  };
}

export function toSearchParams(f: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.q) params.set('q', f.q);
  if (f.within) params.set('within', f.within);
  if (f.department) params.set('department', f.department);
  if (f.category) params.set('category', f.category);
  if (f.styles.length) params.set('styles', f.styles.join('|'));
  if (f.types.length) params.set('type', f.types.join('|'));
  if (f.vendors.length) params.set('vendors', f.vendors.join('|'));
  if (f.brands.length) params.set('brands', f.brands.join('|'));
  if (f.filters.length) params.set('filters', f.filters.map((x) => `${x.attribute}_${x.value}`).join('|'));
  if (f.catalog) params.set('catalog', f.catalog);
  if (f.sort !== 'RELEVANCE') params.set('sort', f.sort.toLowerCase());
  return params;
}

export function toSearchInput(f: SearchFilters): ProductSearchInput {
  return {
    query: f.q,
    within: f.within,
    sort: f.sort,
    department: f.department,
    category: f.category,
    styles: f.styles,
    types: f.types,
    vendors: f.vendors,
    brands: f.brands,
    filters: f.filters,
    catalog: f.catalog,
  };
}

export const hasFilters = (f: SearchFilters): boolean =>
  Boolean(
    f.department ||
    f.category ||
    f.styles.length ||
    f.types.length ||
    f.vendors.length ||
    f.brands.length ||
    f.filters.length,
  );

/** Toggles one facet value in the filters (single-valued department and category are replaced). */
export function toggleFacet(f: SearchFilters, kind: FacetKind, name: string, value: string): SearchFilters {
  const flip = (values: string[]) => (values.includes(value) ? values.filter((v) => v !== value) : [...values, value]);
  switch (kind) {
    case 'DEPARTMENT':
      return { ...f, department: f.department === value ? null : value, category: null, styles: [], types: [] };
    case 'CATEGORY':
      return { ...f, category: f.category === value ? null : value, styles: [], types: [] };
    case 'STYLE':
      return { ...f, styles: flip(f.styles) };
    case 'TYPE':
      return { ...f, types: flip(f.types) };
    case 'VENDOR':
      return { ...f, vendors: flip(f.vendors) };
    case 'ATTRIBUTE': {
      const exists = f.filters.some((x) => x.attribute === name && x.value === value);
      return {
        ...f,
        filters: exists
          ? f.filters.filter((x) => !(x.attribute === name && x.value === value))
          : [...f.filters, { attribute: name, value }],
      };
    }
  }
}

export type Pill = { key: string; label: string; remove: (f: SearchFilters) => SearchFilters };

/** The filters that hold several values: each value's pill (its key's prefix, its label's name) takes away that value. */
const LISTED_PILLS = [
  ['styles', 'style', 'Style'],
  ['types', 'type', 'Type'],
  ['vendors', 'vendor', 'Brand'],
  ['brands', 'brands', 'Brand'],
] as const;

/** One removable pill per active filter. */
export function pillsOf(f: SearchFilters): Pill[] {
  const pills: Pill[] = [];
  if (f.department)
    pills.push({
      key: 'department',
      label: `Department: ${f.department}`,
      remove: (x) => ({ ...x, department: null, category: null }),
    });
  if (f.category)
    pills.push({ key: 'category', label: `Category: ${f.category}`, remove: (x) => ({ ...x, category: null }) });
  for (const [field, key, name] of LISTED_PILLS)
    for (const v of f[field])
      pills.push({
        key: `${key}:${v}`,
        label: `${name}: ${v}`,
        remove: (x) => ({ ...x, [field]: x[field].filter((s) => s !== v) }),
      });
  for (const a of f.filters) {
    pills.push({
      key: `filter:${a.attribute}:${a.value}`,
      label: `${a.attribute}: ${a.value}`,
      remove: (x) => ({
        ...x,
        filters: x.filters.filter((y) => !(y.attribute === a.attribute && y.value === a.value)),
      }),
    });
  }
  return pills;
}
