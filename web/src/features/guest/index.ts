export { CheckoutAsPage } from './CheckoutAsPage';
export { GuestCheckoutPage } from './GuestCheckoutPage';
export { GuestConfirmPage } from './GuestConfirmPage';
export { useOpenBrowse } from './useOpenBrowse';
