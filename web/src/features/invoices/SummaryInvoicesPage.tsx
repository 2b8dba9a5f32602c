import { useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { FilterBar } from '../../ui/FilterBar';
import { Link } from '../../ui/Link';
import { ListBody } from '../../ui/ListBody';
import { ListPager } from '../../ui/ListPager';
import { NativeSelect } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { friendlyError } from '../../lib/apolloErrors';
import { downloadText } from '../../lib/downloadText';
import { formatDate } from '../../lib/format';
import { useListControls } from '../../lib/useListControls';
import { usePageTitle } from '../../lib/usePageTitle';
import type { SummaryInvoiceDateType, SummaryInvoiceStatus, SummaryInvoicesInput } from '../../generated/graphql';
import { SUMMARY_SEARCH_TEXT_MAX } from '@mro/rules/invoices';
import {
  SummaryInvoicesCsvDocument,
  SummaryInvoicesDocument,
  type SummaryInvoicesQuery,
} from './SummaryInvoices.generated';

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
};
const EMPTY: Filters = { dateType: 'BILLING', preset: 'all', from: '', to: '', status: '' };
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

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

function toInput(f: Filters, text: string | null, page: number): SummaryInvoicesInput {
  const days = ['30', '60', '90'].includes(f.preset) ? Number(f.preset) : null;
  return {
    page,
    dateType: f.dateType,
    from: days ? daysAgo(days) : f.preset === 'custom' && f.from ? f.from : null,
    to: f.preset === 'custom' && f.to ? f.to : null,
    status: f.status || null,
    text,
  };
}

export function SummaryInvoicesPage() {
  usePageTitle('Summary Invoices');
  const client = useApolloClient();
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [applied, setApplied] = useState<Filters>(EMPTY);
  const controls = useListControls({ debounceMs: 750 });
  const [downloadError, setDownloadError] = useState(false);
  const input = toInput(applied, controls.filter, controls.page);
  const { data, loading, error } = useQuery(SummaryInvoicesDocument, {
    variables: { input },
    fetchPolicy: 'cache-and-network',
  });
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
      <FilterBar label="Summary invoice filters" onSubmit={controls.restart(() => setApplied(draft))}>
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
          value={controls.text}
          maxLength={SUMMARY_SEARCH_TEXT_MAX}
          onChange={controls.setText}
        />
        <div className="form-actions">
          <Button type="submit">Apply</Button>
          <Button
            variant="secondary"
            onPress={controls.restart(() => {
              setDraft(EMPTY);
              setApplied(EMPTY);
              controls.setText('');
            })}
          >
            Clear Filters
          </Button>
          <Button variant="secondary" onPress={() => void download()}>
            Download CSV
          </Button>
        </div>
      </FilterBar>
      {downloadError && <Alert tone="error">{DOWNLOAD_FAILED}</Alert>}
      <ListBody
        list={data?.summaryInvoices}
        loading={loading}
        failure={error && friendlyError(error, 'Unable to load summary invoices.')}
        loadingLabel="Loading summary invoices…"
        empty={NO_SUMMARY_INVOICES}
      >
        {(list) => (
          <>
            <DataTable
              caption="Summary invoices"
              columns={COLUMNS}
              rows={list.nodes}
              rowKey={(s) => `${s.billingNumber}-${s.groupNumber}`}
            />
            <ListPager list={list} label="Summary invoice pages" noun="summary invoices" onPage={controls.setPage} />
          </>
        )}
      </ListBody>
    </>
  );
}
