export { HomePage } from './HomePage';
export { useStoreBrand, useStoreBrandState, type StoreBrand } from './useStoreBrand';
export { CustomerLandingPage } from './CustomerLandingPage';
