export { HomePage } from './HomePage';
export { useStoreBrand, type StoreBrand } from './useStoreBrand';
