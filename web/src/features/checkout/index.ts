export { CheckoutGuard } from './CheckoutGuard';
export { ConfirmPage } from './ConfirmPage';
export { OrderDetailsPage } from './OrderDetailsPage';
export { ReviewPage } from './ReviewPage';
export { ApprovalPage } from './ApprovalPage';
export { PaymentPage } from './PaymentPage';
export { CartErrorPage } from './CartErrorPage';
