export { CartLink } from './CartLink';
export { CartPage } from './CartPage';
export { SharedCartPage } from './SharedCartPage';
