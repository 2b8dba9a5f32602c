export { ReturnsPage } from './ReturnsPage';
export { ReturnRequestPage } from './ReturnRequestPage';
