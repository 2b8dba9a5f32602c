export { OrderPadPage, type OrderPadMode } from './OrderPadPage';
