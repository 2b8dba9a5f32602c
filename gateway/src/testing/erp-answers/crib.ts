// Test-only: typed ERP answers of the universal crib: a search (POST /index/products/query) whose
// hits carry numbered items, so a test can count and page them.
import type { ErpProductItem, ErpSearchHit, ErpSearchResult } from '../../erp/types.ts';

const cribItem = (erp: string): ErpProductItem => ({
  erp,
  cpn: `CPN-${erp}`,
  vpn: `V-${erp}`,
  description: `Crib item ${erp}`,
  uom: 'EA',
  item_specifications: [],
  active: true,
});

/** Hit `n` of a search, with `itemsPerHit` items numbered `<n>-1`, `<n>-2`, ... */
export const erpCribHit = (n: number, itemsPerHit: number): ErpSearchHit => ({
  objectID: `crib-${n}`,
  slug: `crib-${n}`,
  heading: `Crib product ${n}`,
  brand: 'Ansell',
  imageUrl: null,
  vendor: { name: 'Ansell', slug: 'ansell', image: null },
  taxonomy: { department: 'Safety', category: 'Gloves', style: 'Disposable', type: 'Nitrile', vendor: 'Ansell' },
  product_number: `CRIB-${n}`,
  catalogs: [],
  items: Array.from({ length: itemsPerHit }, (_, index) => cribItem(`${n}-${index + 1}`)),
});

/** A search answer of `hitCount` hits of `itemsPerHit` items; `nbHits` is how many the index matched. */
export const erpCribSearch = (hitCount: number, itemsPerHit = 1, nbHits = hitCount): ErpSearchResult => ({
  hits: Array.from({ length: hitCount }, (_, index) => erpCribHit(index + 1, itemsPerHit)),
  nbHits,
  page: 0,
  nbPages: 1,
  hitsPerPage: 1000,
  facets: {},
});
