export { InvoicesPage } from './InvoicesPage';
export { SummaryInvoicesPage } from './SummaryInvoicesPage';
export { SummaryInvoiceDetailPage } from './SummaryInvoiceDetailPage';
