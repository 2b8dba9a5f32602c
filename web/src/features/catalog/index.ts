export { ProductPage } from './ProductPage';
export { SearchBox } from './SearchBox';
export { SearchPage } from './SearchPage';
export { CategoriesPage } from './CategoriesPage';
export { SearchFilterPage } from './SearchFilterPage';
export { BrandPage, BrandsPage } from './BrandsPage';
export { LegacyCatalogRedirect, ProductByItemPage } from './Redirects';
export { preloadListing, preloadProduct } from './preloadListing';
