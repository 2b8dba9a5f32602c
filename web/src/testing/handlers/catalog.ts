import { HttpResponse } from 'msw';
import { ProductDocument } from '../../features/catalog/Product.generated';
import { CatalogChoicesDocument, ProductSearchDocument } from '../../features/catalog/ProductSearch.generated';
import { FacetValuesDocument } from '../../features/catalog/FacetValues.generated';
import { QuickViewDocument } from '../../features/catalog/QuickView.generated';
import { SearchFilterDocument } from '../../features/catalog/SearchFilter.generated';
import { ListingViewerDocument } from '../../features/catalog/ListingViewer.generated';
import { ShopperReviewsDocument } from '../../features/catalog/ShopperReviews.generated';
import { api } from '../api';
import { buyer, facetGroup, hit, item } from '../fixtures';
import { isLoggedIn } from './auth';

export const searchHits = [
  hit('p1', 'Nitrile Gloves', [
    { ...item('100001', '$12.50'), customerPartNumber: 'ACME-00042' },
    item('100002', null),
  ]),
  hit('p2', 'Safety Glasses', [item('200001', '$4.25')]),
];

/** A brand group of 12 values of which the listing carries the first 10 (the gateway's cut). */
export const brandNames = Array.from({ length: 12 }, (_, i) => `Brand ${String.fromCharCode(65 + i)}`);

/** 750 characters: the quick view shows the first 700. */
export const longDescription = `${'Durable nitrile gloves for general work. '.repeat(18)}END-OF-TEXT`.slice(0, 750);

export const catalogHandlers = [
  // No reviews unless a test gives them (features/catalog/ShopperReviews.test.tsx).
  api.query(ShopperReviewsDocument, () => HttpResponse.json({ data: { __typename: 'Query', shopperReviews: null } })),
  api.query(ListingViewerDocument, () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        viewer: isLoggedIn() ? { __typename: 'Viewer', id: buyer.id, username: buyer.username } : null,
      },
    }),
  ),
  api.query(CatalogChoicesDocument, () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        // The gateway's viewer is one object: the same id as the shell's, or the cache holds two viewers.
        viewer: {
          __typename: 'Viewer',
          id: isLoggedIn() ? buyer.id : '1',
          catalogs: [{ __typename: 'Catalog', key: '2014BSWebCatalog', name: 'Standard Catalog' }],
        },
      },
    }),
  ),
  api.query(ProductSearchDocument, ({ variables }) => {
    const nodes = variables.input.query === 'nothing' ? [] : searchHits;
    return HttpResponse.json({
      data: {
        __typename: 'Query',
        productSearch: {
          __typename: 'ProductSearchResult',
          totalCount: nodes.length,
          page: variables.input.page ?? 0,
          pageSize: 10,
          nodes,
          facets: nodes.length ? [facetGroup('VENDOR', 'Brand', brandNames.slice(0, 10), brandNames.length)] : [],
        },
      },
    });
  }),
  api.query(FacetValuesDocument, ({ variables }) =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        facetValues: variables.kind === 'VENDOR' ? facetGroup('VENDOR', 'Brand', brandNames, brandNames.length) : null,
      },
    }),
  ),
  api.query(QuickViewDocument, ({ variables }) =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        product:
          variables.slug === 'nitrile-gloves'
            ? {
                __typename: 'Product',
                id: 'p1',
                subheading: 'Disposable, powder free',
                description: longDescription,
                features: ['Powder free'],
              }
            : null,
      },
    }),
  ),
  api.query(SearchFilterDocument, ({ variables }) =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        searchFilter:
          variables.slug === 'safety-gloves'
            ? {
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
              }
            : null,
      },
    }),
  ),
  api.query(ProductDocument, ({ variables }) => {
    if (variables.slug !== 'nitrile-gloves') return HttpResponse.json({ data: { __typename: 'Query', product: null } });
    const items = [
      { ...item('100001', '$12.50'), vendorPartNumber: 'AN-100', customerPartNumber: 'ACME-00042' },
      { ...item('100002', null), vendorPartNumber: 'AN-200', customerPartNumber: null },
    ];
    return HttpResponse.json({
      data: {
        __typename: 'Query',
        product: {
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
          items,
        },
      },
    });
  }),
];
