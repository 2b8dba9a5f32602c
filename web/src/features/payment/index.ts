export { BillingInfoPage } from './BillingInfoPage';
