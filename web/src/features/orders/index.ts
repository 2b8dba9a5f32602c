export { OrderHistoryPage } from './OrderHistoryPage';
export { OrderDetailPage } from './OrderDetailPage';
export { RequireOrderAccess } from './RequireOrderAccess';
