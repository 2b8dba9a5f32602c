export { CheckoutGuard } from './CheckoutGuard';
export { ConfirmPage } from './ConfirmPage';
export { OrderDetailsPage } from './OrderDetailsPage';
export { ReviewPage } from './ReviewPage';
export { ApprovalPage } from './ApprovalPage';
