import { HttpResponse } from 'msw';
import { ProductDocument } from '../../features/catalog/Product.generated';
import { CatalogChoicesDocument, ProductSearchDocument } from '../../features/catalog/ProductSearch.generated';
import { api } from '../api';
import { hit, item } from '../fixtures';

export const searchHits = [
  hit('p1', 'Nitrile Gloves', [item('100001', '$12.50'), item('100002', null)]),
  hit('p2', 'Safety Glasses', [item('200001', '$4.25')]),
];

export const catalogHandlers = [
  api.query(CatalogChoicesDocument, () =>
    HttpResponse.json({
      data: { __typename: 'Query', viewer: { __typename: 'Viewer', id: '1', catalogs: [{ __typename: 'Catalog', key: '2014BSWebCatalog', name: 'Standard Catalog' }] } },
    }),
  ),
  api.query(ProductSearchDocument, ({ variables }) => {
    const nodes = variables.input.query === 'nothing' ? [] : searchHits;
    return HttpResponse.json({
      data: {
        __typename: 'Query',
        productSearch: { __typename: 'ProductSearchResult', totalCount: nodes.length, page: variables.input.page ?? 0, pageSize: 10, nodes, facets: [] },
      },
    });
  }),
  api.query(ProductDocument, ({ variables }) => {
    if (variables.slug !== 'nitrile-gloves') return HttpResponse.json({ data: { __typename: 'Query', product: null } });
    const items = [
      { ...item('100001', '$12.50'), vendorPartNumber: 'AN-100', customerPartNumber: null },
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
          safetyDataSheetUrl: null,
          specifications: [{ __typename: 'Specification', title: 'Material', value: 'Nitrile' }],
          items,
        },
      },
    });
  }),
];
