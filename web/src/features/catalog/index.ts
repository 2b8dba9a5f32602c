export { ProductPage } from './ProductPage';
export { SearchBox } from './SearchBox';
export { SearchPage } from './SearchPage';
