import type { Resolvers } from '../generated/resolvers-types.ts';
import { toGraphQLError } from '../common/errors.ts';
import { productBySlug, searchFacetValues, searchProducts } from './catalog-provider.ts';
import { brandBySlug, brandList, categoryTree, productSlugByItem, searchFilterBySlug } from './browse-provider.ts';
import { facetAttributeOf, facetFiltersOf, facetGroups } from './facet-rules.ts';
import { searchSuggestions } from './suggestions-provider.ts';
import { selectsField } from '../common/selection.ts';
import type { ErpProductItem } from '../erp/types.ts';

const specificationsOf = (item: ErpProductItem) =>
  item.item_specifications.map((entry) => {
    const [title = '', ...rest] = entry.split('|');
    return { title, value: rest.join('|') };
  });

export const catalogResolvers: Resolvers = {
  Query: {
    productSearch: async (_parent, { input }, context, info) => {
      const result = await searchProducts(context, input, { withFacets: selectsField(info, 'facets') });
      return {
        nodes: result.hits,
        totalCount: result.nbHits,
        page: result.page,
        pageSize: result.hitsPerPage,
        facets: facetGroups(result.facets, facetFiltersOf(input), result.facetTotals),
      };
    },
    product: (_parent, { slug }, context) => productBySlug(context, slug),
    productSlugByItem: (_parent, { erp }, context) => productSlugByItem(context, erp),
    categoryTree: (_parent, { catalog }, context) => categoryTree(context, catalog),
    brands: (_parent, _args, context) => brandList(context),
    searchSuggestions: (_parent, { query }, context) => searchSuggestions(context, query),
    brand: (_parent, { slug }, context) => brandBySlug(context, slug),
    searchFilter: (_parent, { slug }, context) => searchFilterBySlug(context, slug),
    facetValues: async (_parent, { input, kind, name }, context) => {
      const attribute = facetAttributeOf(kind, name);
      if (!attribute) return null;
      const counts = await searchFacetValues(context, input, attribute);
      return facetGroups(counts, facetFiltersOf(input))[0] ?? null;
    },
  },
  SearchHit: {
    id: (hit) => hit.objectID,
  },
  Product: {
    id: (product) => product.product_id,
    imageUrl: (product) => product.image ?? null,
    countryOfOrigin: (product) => product.country_of_origin ?? null,
    prop65Warning: (product) => product.prop65 ?? null,
    safetyDataSheetUrl: (product) => product.sds_url ?? null,
  },
  Vendor: {
    imageUrl: (vendor) => vendor.image ?? null,
  },
  ProductItem: {
    customerPartNumber: (item) => item.cpn ?? null,
    vendorPartNumber: (item) => item.vpn,
    unitOfMeasure: (item) => item.uom,
    specifications: (item) => specificationsOf(item),
    price: async (item, _args, context) => {
      try {
        return await context.loaders.price.load(item.erp);
      } catch (error) {
        throw toGraphQLError(error);
      }
    },
  },
};
