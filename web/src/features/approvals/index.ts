export { ApprovalAlert } from './ApprovalAlert';
export { DecisionAlert } from './DecisionAlert';
export { OrderRequestsPage } from './OrderRequestsPage';
export { RequestsPage } from './RequestsPage';
