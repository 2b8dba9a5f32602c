import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { lineColumns, LinesTable, type LineColumn } from '../../ui/LinesTable';
import { friendlyError } from '../../lib/apolloErrors';
import { downloadText } from '../../lib/downloadText';
import { formatDate } from '../../lib/format';
import { messages } from '../../lib/messages';
import { postForm } from '../../lib/postForm';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { usePageTitle } from '../../lib/usePageTitle';
import {
  SummaryInvoiceCsvDocument,
  SubmitSummaryInvoiceDocument,
  SummaryInvoiceDetailDocument,
  type SummaryInvoiceDetailQuery,
} from './SummaryInvoices.generated';
import { DOWNLOAD_FAILED } from './SummaryInvoicesPage';

export const NO_ITEMS = 'You do not have any items available.';
/** The detail fetches up to 5000 lines and shows 150 per page. */
export const LINES_PER_PAGE = 150;

type Line = NonNullable<SummaryInvoiceDetailQuery['summaryInvoice']>['lines'][number];

const COLUMNS: LineColumn<Line>[] = [
  lineColumns.lineNumber(),
  lineColumns.description({ rowHeader: true }),
  { id: 'part', header: 'Part #', cell: (line) => line.partNumber },
  { id: 'customerPart', header: 'Customer Part #', cell: (line) => line.customerPartNumber ?? '' },
  { id: 'quantity', header: 'Qty', cell: (line) => line.quantity },
  lineColumns.unit(),
  lineColumns.price({ header: 'Unit Price' }),
  { id: 'total', header: 'Total', cell: (line) => line.totalPrice.display },
  { id: 'unspsc', header: 'UNSPSC', cell: (line) => line.unspsc },
  { id: 'manufacturerPart', header: 'Mfr Part #', cell: (line) => line.manufacturerPartNumber ?? '' },
];

export function SummaryInvoiceDetailPage() {
  const { billingNumber = '', groupNumber = '' } = useParams();
  const [search] = useSearchParams();
  const input = { billingNumber, groupNumber, costCenter: search.get('cost_center') };
  usePageTitle(`Summary Invoice ${billingNumber}`);
  const client = useApolloClient();
  const [page, setPage] = useState(1);
  const [downloadError, setDownloadError] = useState(false);
  const { data, loading, error } = useQuery(SummaryInvoiceDetailDocument, {
    variables: { input },
    fetchPolicy: 'cache-and-network',
  });
  const submission = useMutationWithErrors(SubmitSummaryInvoiceDocument, (result) => result.submitSummaryInvoice, {
    // A failed submission used to pass silently; it now says so.
    failed: messages.requestFailed,
    alert: 'each',
  });
  const detail = data?.summaryInvoice;
  if (loading && !data) return <Spinner label="Loading summary invoice…" />;
  if (error && !data) return <Alert tone="error">{friendlyError(error, 'Unable to load the summary invoice.')}</Alert>;
  if (!detail) return <Alert tone="error">{NO_ITEMS}</Alert>;
  const invoice = submission.payload?.summaryInvoice ?? detail.invoice;
  const pageCount = Math.max(1, Math.ceil(detail.lines.length / LINES_PER_PAGE));
  const lines = detail.lines.slice((page - 1) * LINES_PER_PAGE, page * LINES_PER_PAGE);
  const canDownload = typeof URL.createObjectURL === 'function';

  // In a hook-form punch-out session the invoice goes back to the procurement system as well.
  const submit = async () => {
    const outcome = await submission.run({ variables: { input } });
    if (outcome.ok && outcome.payload.procurementForm) postForm(outcome.payload.procurementForm);
  };

  const download = async () => {
    setDownloadError(false);
    try {
      const result = await client.query({
        query: SummaryInvoiceCsvDocument,
        variables: { input },
        fetchPolicy: 'network-only',
      });
      const csv = result.data?.summaryInvoiceCsv;
      if (!csv) throw new Error('no file');
      downloadText(`summary-invoice-${billingNumber}-${groupNumber}.csv`, csv);
    } catch {
      setDownloadError(true);
    }
  };

  return (
    <>
      <h1>Summary Invoice {invoice.billingNumber}</h1>
      <dl className="details">
        <dt>Requisition Id</dt>
        <dd>{invoice.requisitionId}</dd>
        <dt>Group #</dt>
        <dd>{invoice.groupNumber}</dd>
        <dt>Billing Date</dt>
        <dd>{formatDate(invoice.billingDate)}</dd>
        <dt>Deliver To</dt>
        <dd>{invoice.deliverTo}</dd>
        <dt>Cost Center</dt>
        <dd>{invoice.costCenter}</dd>
        <dt>Sub Total</dt>
        <dd>{invoice.subtotal.display}</dd>
        <dt>Status</dt>
        <dd>
          {invoice.status === 'SUBMITTED'
            ? `Submitted ${invoice.submitDate ? formatDate(invoice.submitDate) : ''}`
            : 'Pending'}
        </dd>
      </dl>
      <div className="form-actions">
        {canDownload && (
          <Button variant="secondary" onPress={() => void download()}>
            Download CSV
          </Button>
        )}
        {data.orderAccess.submitSummaryInvoices && invoice.status === 'PENDING' && (
          <Button isDisabled={submission.loading} onPress={() => void submit()}>
            Submit
          </Button>
        )}
      </div>
      {downloadError && <Alert tone="error">{DOWNLOAD_FAILED}</Alert>}
      {submission.failures.map((failure) => (
        <Alert key={failure} tone="error">
          {failure}
        </Alert>
      ))}
      {detail.lines.length === 0 ? (
        <Alert tone="info">{NO_ITEMS}</Alert>
      ) : (
        <>
          <LinesTable
            caption="Summary invoice lines"
            lines={lines}
            lineKey={(line) => line.lineNumber}
            columns={COLUMNS}
          />
          {pageCount > 1 && (
            <nav className="pager" aria-label="Line pages">
              <Button variant="secondary" isDisabled={page <= 1} onPress={() => setPage(page - 1)}>
                Previous
              </Button>
              <span>
                Page {page} of {pageCount}
              </span>
              <Button variant="secondary" isDisabled={page >= pageCount} onPress={() => setPage(page + 1)}>
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </>
  );
}
