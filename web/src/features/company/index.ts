export { AccountSummaryPage } from './AccountSummaryPage';
