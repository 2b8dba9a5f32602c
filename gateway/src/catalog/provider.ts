import type { GatewayContext } from '../context.ts';
import type { ErpProduct } from '../erp/types.ts';
import { catalogueProductPage, productBySlug, type CatalogueProductPage } from './catalog-provider.ts';
import { brandBySlug, brandList, categoryTree, type BrandOut } from './browse-provider.ts';

export type CategoryTree = Awaited<ReturnType<typeof categoryTree>>;

/** What other domains may read of the catalogue (the store's pages for search engines), through `context.providers.catalog`. */
export type CatalogProvider = {
  /** A product the viewer may see, or null. */
  productBySlug(slug: string): Promise<ErpProduct | null>;
  /** Departments and their categories in the viewer's catalogues. */
  categoryTree(): Promise<CategoryTree>;
  /** Every brand with products in the viewer's catalogues. */
  brandList(): Promise<BrandOut[]>;
  /** A brand by slug, or null. */
  brandBySlug(slug: string): Promise<BrandOut | null>;
  /** One page of every product in the viewer's catalogues, in the search engine's order. */
  catalogueProductPage(page: number, hitsPerPage: number): Promise<CatalogueProductPage>;
};

export const catalogProvider = (context: GatewayContext): CatalogProvider => ({
  productBySlug: (slug) => productBySlug(context, slug),
  categoryTree: () => categoryTree(context, null),
  brandList: () => brandList(context),
  brandBySlug: (slug) => brandBySlug(context, slug),
  catalogueProductPage: (page, hitsPerPage) => catalogueProductPage(context, page, hitsPerPage),
});
