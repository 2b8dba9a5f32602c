export { CartLink } from './CartLink';
export { CartPage } from './CartPage';
