import { useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert } from '../../ui/Alert';
import type { DataColumn } from '../../ui/DataTable';
import { Link } from '../../ui/Link';
import { ListTable } from '../../ui/ListTable';
import { friendlyError } from '../../lib/apolloErrors';
import { downloadText } from '../../lib/downloadText';
import { formatDate } from '../../lib/format';
import { useListControls } from '../../lib/useListControls';
import { usePageTitle } from '../../lib/usePageTitle';
import {
  SummaryInvoicesCsvDocument,
  SummaryInvoicesDocument,
  type SummaryInvoicesQuery,
} from './SummaryInvoices.generated';
import { NO_SUMMARY_FILTERS, SummaryInvoiceFilters, summaryInput, type SummaryFilters } from './SummaryInvoiceFilters';

export const NO_SUMMARY_INVOICES = 'You do not have any summary invoices that meet your criteria.';
export const DOWNLOAD_FAILED = 'Error downloading file';
type Row = SummaryInvoicesQuery['summaryInvoices']['nodes'][number];
const COLUMNS: DataColumn<Row>[] = [
  { header: 'Requisition Id', rowHeader: true, cell: (s) => s.requisitionId },
  { header: 'Billing #', nowrap: true, cell: (s) => s.billingNumber },
  { header: 'Billing Date', nowrap: true, cell: (s) => formatDate(s.billingDate) },
  { header: 'Deliver To', cell: (s) => s.deliverTo },
  { header: 'Sub Total', numeric: true, cell: (s) => s.subtotal.display },
  { header: 'Status', cell: (s) => (s.status === 'SUBMITTED' ? 'Submitted' : 'Pending') },
  {
    header: 'Details',
    unlabelled: true,
    cell: (s) => (
      <Link
        to={`/my-account/invoices/summary_details/${s.billingNumber}/${s.groupNumber}?cost_center=${encodeURIComponent(s.costCenter)}`}
        aria-label={`Details of ${s.billingNumber}`}
      >
        Details
      </Link>
    ),
  },
];

export function SummaryInvoicesPage() {
  usePageTitle('Summary Invoices');
  const client = useApolloClient();
  const [applied, setApplied] = useState<SummaryFilters>(NO_SUMMARY_FILTERS);
  const controls = useListControls({ debounceMs: 750 });
  const [downloadError, setDownloadError] = useState(false);
  const input = summaryInput(applied, controls.filter, controls.page);
  const { data, loading, error } = useQuery(SummaryInvoicesDocument, {
    variables: { input },
    fetchPolicy: 'cache-and-network',
  });

  const download = async () => {
    setDownloadError(false);
    try {
      const result = await client.query({
        query: SummaryInvoicesCsvDocument,
        variables: { input: { ...input, page: 1 } },
        fetchPolicy: 'network-only',
      });
      if (!result.data) throw new Error('no data');
      downloadText('summary-invoices.csv', result.data.summaryInvoicesCsv);
    } catch {
      setDownloadError(true);
    }
  };

  return (
    <>
      <h1>Summary Invoices</h1>
      <SummaryInvoiceFilters
        text={controls.text}
        onTextChange={controls.setText}
        onApply={controls.restart(setApplied)}
        onClear={controls.restart(() => {
          setApplied(NO_SUMMARY_FILTERS);
          controls.setText('');
        })}
        onDownload={() => void download()}
      />
      {downloadError && <Alert tone="error">{DOWNLOAD_FAILED}</Alert>}
      <ListTable
        list={data?.summaryInvoices}
        loading={loading}
        failure={error && friendlyError(error, 'Unable to load summary invoices.')}
        loadingLabel="Loading summary invoices…"
        empty={NO_SUMMARY_INVOICES}
        caption="Summary invoices"
        columns={COLUMNS}
        rowKey={(s) => `${s.billingNumber}-${s.groupNumber}`}
        pager={{ label: 'Summary invoice pages', noun: 'summary invoices', onPage: controls.setPage }}
      />
    </>
  );
}
