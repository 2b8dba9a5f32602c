export { HomePage } from './HomePage';
export { CustomerLandingPage } from './CustomerLandingPage';
