export { OrderHistoryPage } from './OrderHistoryPage';
