import { HttpError } from '../http/router.ts';
import type { Dataset } from '../data/store.ts';
import type { Schemas } from '../data/types.ts';

type SearchFilter = Schemas['SearchFilter'];

const blank = { query: null, department: null, category: null, styles: [], types: [], vendors: [], attributes: [] };

/**
 * The stored search filters behind `/eb/{slug}` links. Fixed rows, as an ERP's table would hold;
 * the brand row names the dataset's first brand so that it lists products at every seed.
 */
export function storedSearchFilters(ds: Dataset): SearchFilter[] {
  const brand = ds.brands[0]!;
  return [
    { ...blank, id: 1, slug: 'safety-gloves', title: 'Safety Gloves', query: 'gloves', department: 'Safety' },
    {
      ...blank,
      id: 2,
      slug: 'solid-carbide-cutting-tools',
      title: 'Solid Carbide Cutting Tools',
      department: 'Cutting Tools',
      attributes: [{ title: 'Tool Material', value: 'Solid Carbide' }],
    },
    { ...blank, id: 3, slug: `featured-${brand.slug}`, title: `Featured: ${brand.name}`, vendors: [brand.name] },
  ];
}

/** GET /search-filter/{id}: by numeric id, or by slug (the spec's "also a lookup by slug"). */
export function searchFilter(filters: SearchFilter[], idOrSlug: string): SearchFilter {
  const found = /^\d+$/.test(idOrSlug)
    ? filters.find((f) => f.id === Number(idOrSlug))
    : filters.find((f) => f.slug === idOrSlug);
  if (!found) throw new HttpError(404, 'Search filter not found.');
  return found;
}
