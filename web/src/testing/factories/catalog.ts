import { HttpResponse } from 'msw';
import type { AddCartLinesMutation } from '../../features/catalog/AddToCart.generated';
import { FacetValuesDocument } from '../../features/catalog/FacetValues.generated';
import { ListingViewerDocument, type ListingViewerQuery } from '../../features/catalog/ListingViewer.generated';
import type { ProductQuery } from '../../features/catalog/Product.generated';
import {
  CatalogChoicesDocument,
  ProductSearchDocument,
  type FacetGroupFieldsFragment,
  type ProductSearchQuery,
} from '../../features/catalog/ProductSearch.generated';
import type { QuickViewQuery } from '../../features/catalog/QuickView.generated';
import type { SearchFilterQuery } from '../../features/catalog/SearchFilter.generated';
import type { ShopperReviewsQuery } from '../../features/catalog/ShopperReviews.generated';
import type { SearchHitCardFragment } from '../../features/catalog/SearchHitCard.generated';
import { api } from '../api';
import { amount, facetGroup, hit, item } from '../fixtures';

type SearchResult = ProductSearchQuery['productSearch'];
type Product = NonNullable<ProductQuery['product']>;

/** Nitrile Gloves (a priced item with a customer part number, and an unpriced one) and Safety Glasses. */
export const glovesHits = (): SearchHitCardFragment[] => [
  hit('p1', 'Nitrile Gloves', [
    { ...item('100001', '$12.50'), customerPartNumber: 'ACME-00042' },
    item('100002', null),
  ]),
  hit('p2', 'Safety Glasses', [item('200001', '$4.25')]),
];

/** A brand group of 12 values of which the listing carries the first 10 (the gateway's cut). */
export const brandNames = Array.from({ length: 12 }, (_, i) => `Brand ${String.fromCharCode(65 + i)}`);
export const brandFacet = (values = brandNames.slice(0, 10)) =>
  facetGroup('VENDOR', 'Brand', values, brandNames.length);

/** One page of search results: the gloves hits with their brand facet, 10 a page. */
export const searchResultOf = (overrides: Partial<SearchResult> = {}): SearchResult => {
  const nodes = overrides.nodes ?? glovesHits();
  return {
    __typename: 'ProductSearchResult',
    totalCount: nodes.length,
    page: 0,
    pageSize: 10,
    nodes,
    facets: nodes.length ? [brandFacet()] : [],
    ...overrides,
  };
};

/** 750 characters: the quick view shows the first 700. */
export const longDescription = `${'Durable nitrile gloves for general work. '.repeat(18)}END-OF-TEXT`.slice(0, 750);

export const quickViewOf = (overrides: Partial<NonNullable<QuickViewQuery['product']>> = {}) => ({
  __typename: 'Product' as const,
  id: 'p1',
  subheading: 'Disposable, powder free',
  description: longDescription,
  features: ['Powder free'],
  ...overrides,
});

/** The Safety Gloves stored filter: gloves within the Safety department. */
export const searchFilterOf = (
  overrides: Partial<NonNullable<SearchFilterQuery['searchFilter']>> = {},
): NonNullable<SearchFilterQuery['searchFilter']> => ({
  __typename: 'SearchFilter',
  slug: 'safety-gloves',
  title: 'Safety Gloves',
  query: 'gloves',
  department: 'Safety',
  category: null,
  styles: [],
  types: [],
  vendors: [],
  filters: [],
  ...overrides,
});

/** Nitrile Gloves by Ansell: item 100001 at $12.50 (your part ACME-00042) and 100002 unpriced. */
export const productOf = (overrides: Partial<Product> = {}): Product => ({
  __typename: 'Product',
  id: 'p1',
  slug: 'nitrile-gloves',
  heading: 'Nitrile Gloves',
  subheading: 'Disposable, powder free',
  description: 'Durable nitrile gloves for general work.',
  imageUrl: null,
  brand: 'Ansell',
  vendor: { __typename: 'Vendor', name: 'Ansell', slug: 'ansell' },
  features: ['Powder free'],
  countryOfOrigin: 'Malaysia',
  standards: ['EN 388'],
  prop65Warning: null,
  safetyDataSheetUrl: 'https://sds.example.com/nitrile-gloves.pdf',
  taxonomy: { __typename: 'Taxonomy', department: 'Safety', category: 'Hand Protection' },
  specifications: [{ __typename: 'Specification', title: 'Material', value: 'Nitrile' }],
  items: [
    { ...item('100001', '$12.50'), vendorPartNumber: 'AN-100', customerPartNumber: 'ACME-00042' },
    { ...item('100002', null), vendorPartNumber: 'AN-200', customerPartNumber: null },
  ],
  ...overrides,
});

/** The gateway's answer to lines added: the cart's new counts. */
export const cartLinesAdded = (itemCount: number, subtotal: string): AddCartLinesMutation['addCartLines'] => ({
  __typename: 'CartPayload',
  cart: { __typename: 'Cart', id: 'cart', itemCount, lineCount: 1, subtotal: amount(subtotal) },
  userErrors: [],
});

/**
 * What a listing page asks the gateway, answered as the test states it: the viewer (whose listing
 * view is remembered), their catalogues, the search results and a facet group's values in full.
 */
export const listingAnswers = ({
  viewer = { __typename: 'Viewer' as const, id: 'u1', username: 'buyer@example.com' },
  result = searchResultOf(),
  facetValues = brandFacet(brandNames),
}: {
  viewer?: ListingViewerQuery['viewer'];
  result?: SearchResult;
  facetValues?: FacetGroupFieldsFragment;
} = {}) => [
  api.query(ListingViewerDocument, () => HttpResponse.json({ data: { __typename: 'Query', viewer } })),
  api.query(CatalogChoicesDocument, () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        viewer: viewer && {
          __typename: 'Viewer',
          id: viewer.id,
          catalogs: [{ __typename: 'Catalog', key: '2014BSWebCatalog', name: 'Standard Catalog' }],
        },
      },
    }),
  ),
  api.query(ProductSearchDocument, () => HttpResponse.json({ data: { __typename: 'Query', productSearch: result } })),
  api.query(FacetValuesDocument, () => HttpResponse.json({ data: { __typename: 'Query', facetValues } })),
];

/** The store's rating (4.62 of 240 reviews) and its three newest reviews. */
export const shopperReviewsOf = (): NonNullable<ShopperReviewsQuery['shopperReviews']> => ({
  __typename: 'ShopperReviews',
  averageRating: 4.62,
  reviewCount: 240,
  reviews: [
    {
      __typename: 'ShopperReview',
      id: 'SA-1',
      rating: 5,
      name: 'Mike S.',
      location: 'Houston, TX',
      date: '2026-11-20',
      comment: 'Gloves arrived the next day, exactly as ordered.',
    },
    {
      __typename: 'ShopperReview',
      id: 'SA-2',
      rating: 4,
      name: 'Dana K.',
      location: null,
      date: '2026-11-18',
      comment: 'Found the part by its number quickly.',
    },
    {
      __typename: 'ShopperReview',
      id: 'SA-3',
      rating: 3,
      name: 'Tom B.',
      location: 'Tulsa, OK',
      date: '2026-11-16',
      comment: 'The order was right, but one box came dented.',
    },
  ],
});
