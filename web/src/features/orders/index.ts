export { OrderHistoryPage } from './OrderHistoryPage';
export { OrderDetailPage } from './OrderDetailPage';
export { RequireOrderAccess, type OrderScreen } from './RequireOrderAccess';
