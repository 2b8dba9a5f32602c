import { useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Pager, pageCountOf } from '../../ui/Pager';
import { Link } from '../../ui/Link';
import { NativeSelect } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { SimpleTable } from '../../ui/Table';
import { TextField } from '../../ui/TextField';
import { friendlyError } from '../../lib/apolloErrors';
import { downloadText } from '../../lib/downloadText';
import { formatDate } from '../../lib/format';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { usePageTitle } from '../../lib/usePageTitle';
import type { SummaryInvoiceDateType, SummaryInvoiceStatus, SummaryInvoicesInput } from '../../generated/graphql';
import { SUMMARY_SEARCH_TEXT_MAX } from '@mro/rules/invoices';
import { SummaryInvoicesCsvDocument, SummaryInvoicesDocument } from './SummaryInvoices.generated';

export const NO_SUMMARY_INVOICES = 'You do not have any summary invoices that meet your criteria.';
export const DOWNLOAD_FAILED = 'Error downloading file';
const PRESETS = [
  { value: 'all', label: 'All dates' },
  { value: '30', label: 'Last 30 days' },
  { value: '60', label: 'Last 60 days' },
  { value: '90', label: 'Last 90 days' },
  { value: 'custom', label: 'Custom range' },
];

type Filters = {
  dateType: SummaryInvoiceDateType;
  preset: string;
  from: string;
  to: string;
  status: SummaryInvoiceStatus | '';
  text: string;
};
const EMPTY: Filters = { dateType: 'BILLING', preset: 'all', from: '', to: '', status: '', text: '' };
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

function toInput(f: Filters, text: string, page: number): SummaryInvoicesInput {
  const days = ['30', '60', '90'].includes(f.preset) ? Number(f.preset) : null;
  return {
    page,
    dateType: f.dateType,
    from: days ? daysAgo(days) : f.preset === 'custom' && f.from ? f.from : null,
    to: f.preset === 'custom' && f.to ? f.to : null,
    status: f.status || null,
    text: text.trim() || null,
  };
}

export function SummaryInvoicesPage() {
  usePageTitle('Summary Invoices');
  const client = useApolloClient();
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [applied, setApplied] = useState<Filters>(EMPTY);
  const [page, setPage] = useState(1);
  const [downloadError, setDownloadError] = useState(false);
  const text = useDebouncedValue(draft.text, 750);
  const input = toInput(applied, text, page);
  const { data, loading, error } = useQuery(SummaryInvoicesDocument, {
    variables: { input },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.summaryInvoices;
  const pageCount = list ? pageCountOf(list.totalCount, list.pageSize) : 1;
  const set = (patch: Partial<Filters>) => setDraft({ ...draft, ...patch });

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
      <form
        className="filters"
        aria-label="Summary invoice filters"
        onSubmit={(e) => {
          e.preventDefault();
          setApplied(draft);
          setPage(1);
        }}
      >
        <NativeSelect
          label="Date type"
          value={draft.dateType}
          options={[
            { value: 'BILLING', label: 'Billing date' },
            { value: 'SUBMIT', label: 'Submit date' },
          ]}
          onChange={(v) => set({ dateType: v === 'SUBMIT' ? 'SUBMIT' : 'BILLING' })}
        />
        <NativeSelect label="Date" value={draft.preset} options={PRESETS} onChange={(v) => set({ preset: v })} />
        {draft.preset === 'custom' && (
          <>
            <TextField label="From date" type="date" value={draft.from} onChange={(v) => set({ from: v })} />
            <TextField label="To date" type="date" value={draft.to} onChange={(v) => set({ to: v })} />
          </>
        )}
        <NativeSelect
          label="Status"
          value={draft.status}
          placeholder="Any"
          options={[
            { value: 'PENDING', label: 'Pending' },
            { value: 'SUBMITTED', label: 'Submitted' },
          ]}
          onChange={(v) => set({ status: v as SummaryInvoiceStatus | '' })}
        />
        <TextField
          label="Search summary invoices"
          description="Requisition, billing # or deliver to"
          value={draft.text}
          maxLength={SUMMARY_SEARCH_TEXT_MAX}
          onChange={(v) => {
            set({ text: v });
            setPage(1);
          }}
        />
        <div className="form-actions">
          <Button type="submit">Apply</Button>
          <Button
            variant="secondary"
            onPress={() => {
              setDraft(EMPTY);
              setApplied(EMPTY);
              setPage(1);
            }}
          >
            Clear Filters
          </Button>
          <Button variant="secondary" onPress={() => void download()}>
            Download CSV
          </Button>
        </div>
      </form>
      {downloadError && <Alert tone="error">{DOWNLOAD_FAILED}</Alert>}
      {loading && !data ? (
        <Spinner label="Loading summary invoices…" />
      ) : error && !data ? (
        <Alert tone="error">{friendlyError(error, 'Unable to load summary invoices.')}</Alert>
      ) : !list || list.nodes.length === 0 ? (
        <Alert tone="info">{NO_SUMMARY_INVOICES}</Alert>
      ) : (
        <>
          <SimpleTable caption="Summary invoices" stackOnPhone>
            <thead>
              <tr>
                <th scope="col">Requisition Id</th>
                <th scope="col">Billing #</th>
                <th scope="col">Billing Date</th>
                <th scope="col">Deliver To</th>
                <th scope="col" className="num">
                  Sub Total
                </th>
                <th scope="col">Status</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {list.nodes.map((s) => (
                <tr key={`${s.billingNumber}-${s.groupNumber}`}>
                  <th scope="row" data-label="Requisition Id">
                    {s.requisitionId}
                  </th>
                  <td className="nowrap" data-label="Billing #">
                    {s.billingNumber}
                  </td>
                  <td className="nowrap" data-label="Billing Date">
                    {formatDate(s.billingDate)}
                  </td>
                  <td data-label="Deliver To">{s.deliverTo}</td>
                  <td className="num" data-label="Sub Total">
                    {s.subtotal.display}
                  </td>
                  <td data-label="Status">{s.status === 'SUBMITTED' ? 'Submitted' : 'Pending'}</td>
                  <td>
                    <Link
                      to={`/my-account/invoices/summary_details/${s.billingNumber}/${s.groupNumber}?cost_center=${encodeURIComponent(s.costCenter)}`}
                      aria-label={`Details of ${s.billingNumber}`}
                    >
                      Details
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </SimpleTable>
          <Pager
            label="Summary invoice pages"
            page={list.page}
            pageCount={pageCount}
            total={list.totalCount}
            noun="summary invoices"
            onPage={setPage}
          />
        </>
      )}
    </>
  );
}
