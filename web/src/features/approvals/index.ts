export { ApprovalAlert } from './ApprovalAlert';
export { OrderRequestsPage } from './OrderRequestsPage';
export { RequestsPage } from './RequestsPage';
