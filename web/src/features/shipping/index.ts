export { ShippingAddressesPage } from './ShippingAddressesPage';
