// Test-only: typed ERP answers of the catalogue (search hits, products, prices) for unit tests over
// the fake ERP. Defaults are a plausible Acme product; a test overrides what it asserts on.
import type { ErpAnswer, Operation } from '../../erp/erp-api.ts';
import type { ErpItemPricing, ErpProduct, ErpProductItem, ErpSearchHit, ErpSearchResult } from '../../erp/types.ts';
import type { FakeCall } from '../fake-erp.ts';

/** The catalogue the Acme personas shop in (erp-sandbox/src/data/customers.ts). */
export const ACME_CATALOG = '2014BSWebCatalog';

export const erpItem = (erp: string, overrides: Partial<ErpProductItem> = {}): ErpProductItem => ({
  erp,
  vpn: `V-${erp}`,
  description: `Item ${erp}`,
  uom: 'EA',
  item_specifications: ['Size|Large'],
  active: true,
  ...overrides,
});

const taxonomy = { department: 'Safety', category: 'Gloves', style: 'Disposable', type: 'Nitrile', vendor: 'Ansell' };
const vendor = { name: 'Ansell', slug: 'ansell', image: null };

/** A search hit `slug` with `itemCount` items numbered `<slug>-1`, `<slug>-2`, ... */
export const erpHit = (slug: string, itemCount = 1, overrides: Partial<ErpSearchHit> = {}): ErpSearchHit => ({
  objectID: slug,
  slug,
  heading: `Product ${slug}`,
  brand: 'Ansell',
  imageUrl: null,
  vendor,
  taxonomy,
  product_number: slug.toUpperCase(),
  catalogs: [ACME_CATALOG],
  items: Array.from({ length: itemCount }, (_, index) => erpItem(`${slug}-${index + 1}`)),
  ...overrides,
});

export const erpSearchResult = (hits: ErpSearchHit[], overrides: Partial<ErpSearchResult> = {}): ErpSearchResult => ({
  hits,
  nbHits: hits.length,
  page: 0,
  nbPages: 1,
  hitsPerPage: 10,
  facets: {},
  ...overrides,
});

export const erpProduct = (slug: string, overrides: Partial<ErpProduct> = {}): ErpProduct => ({
  product_id: `P-${slug}`,
  slug,
  heading: `Product ${slug}`,
  subheading: '',
  description: 'A product.',
  image: null,
  vendor,
  brand: 'Ansell',
  features: [],
  country_of_origin: null,
  standards: [],
  sds_url: null,
  prop65: null,
  unspsc: null,
  specifications: [],
  items: [erpItem(`${slug}-1`)],
  catalogs: [ACME_CATALOG],
  taxonomy,
  active: true,
  ...overrides,
});

export const erpPrice = (erp: string, price = 12.5, overrides: Partial<ErpItemPricing> = {}): ErpItemPricing => ({
  erp,
  uom: 'EA',
  price,
  display: `$${price.toFixed(2)}`,
  quantity_available: 100,
  pricing_list: [{ uom: 'EA', price, display: `$${price.toFixed(2)}` }],
  ...overrides,
});

/** A GET /pricing handler that prices every item asked for (at `priceOf(erp)`, 12.50 by default). */
export const pricesEveryItem =
  (priceOf: (erp: string) => number = () => 12.5) =>
  (call: FakeCall): ErpAnswer<Operation<'get', '/pricing'>> => ({
    pricing: itemsAsked(call).map((erp) => erpPrice(erp, priceOf(erp))),
  });

/** The item numbers one GET /pricing call asked for. */
export const itemsAsked = (call: FakeCall): string[] => String(call.query?.erp_item_numbers ?? '').split(',');
