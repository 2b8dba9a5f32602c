import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { DataColumn } from '../../ui/DataTable';
import { FilterBar } from '../../ui/FilterBar';
import { ListTable } from '../../ui/ListTable';
import { NativeSelect } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { friendlyError } from '../../lib/apolloErrors';
import { formatDate, formatOrderNumber } from '../../lib/format';
import { useListControls } from '../../lib/useListControls';
import { usePageTitle } from '../../lib/usePageTitle';
import type { AgingBucket } from '../../generated/graphql';
import { EmailInvoiceButton } from '../../lib/EmailInvoiceButton';
import { DownloadPdfLink } from '../../lib/DownloadPdfLink';
import { Checkbox } from '../../ui/Checkbox';
import { InvoiceSelection } from './InvoiceSelection';
import { InvoicesDocument, type InvoicesQuery } from './Invoices.generated';

export const NO_INVOICES = 'You do not have any invoices that meet your criteria.';
const PAGE_SIZE = 50;
const AGING: Record<AgingBucket, string> = {
  CURRENT: 'Current',
  DAYS_1_30: '1-30 days',
  DAYS_31_60: '31-60 days',
  DAYS_61_90: '61-90 days',
  OVER_90: 'Over 90 days',
};
type Row = InvoicesQuery['invoices']['nodes'][number];

type Selection = { selected: readonly string[]; toggle: (orderNumber: string, on: boolean) => void };

const columns = (status: 'OPEN' | 'PAID', { selected, toggle }: Selection): DataColumn<Row>[] => [
  {
    header: 'Select',
    hideHeader: true,
    unlabelled: true,
    cell: (i) => (
      <Checkbox
        label={`Select invoice ${formatOrderNumber(i.invoiceNumber)}`}
        hideLabel
        isSelected={selected.includes(i.orderNumber)}
        onChange={(on) => toggle(i.orderNumber, on)}
      />
    ),
  },
  { header: 'Invoice #', rowHeader: true, nowrap: true, cell: (i) => formatOrderNumber(i.invoiceNumber) },
  { header: 'PO #', nowrap: true, cell: (i) => i.purchaseOrderNumber ?? '' },
  { header: 'Invoice date', nowrap: true, cell: (i) => formatDate(i.invoiceDate) },
  { header: 'Due date', nowrap: true, cell: (i) => formatDate(i.dueDate) },
  {
    header: status === 'OPEN' ? 'Aging' : 'Paid on',
    nowrap: true,
    cell: (i) => (i.agingBucket ? AGING[i.agingBucket] : formatDate(i.lastTransactionDate)),
  },
  { header: 'Amount', numeric: true, cell: (i) => i.amount.display },
  { header: 'Balance', numeric: true, cell: (i) => i.balance.display },
  {
    header: 'Invoice',
    unlabelled: true,
    cell: (i) => (
      <>
        <EmailInvoiceButton orderNumber={i.orderNumber} />
        <DownloadPdfLink kind="invoice" number={i.orderNumber} />
      </>
    ),
  },
];

export function InvoicesPage({ status }: { status: 'OPEN' | 'PAID' }) {
  const title = status === 'OPEN' ? 'Open Invoices' : 'Paid Invoices';
  usePageTitle(title);
  const controls = useListControls({ debounceMs: 750 });
  const [sort, setSort] = useState<'date' | 'aging'>('date');
  const [selected, setSelected] = useState<string[]>([]);
  const toggle = (number: string, on: boolean) =>
    setSelected((current) => (on ? [...current, number] : current.filter((n) => n !== number)));
  const { data, loading, error } = useQuery(InvoicesDocument, {
    variables: {
      input: {
        status,
        page: controls.page,
        pageSize: PAGE_SIZE,
        text: controls.filter,
        sortByDueDate: sort === 'aging',
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <>
      <h1>{title}</h1>
      <FilterBar label="Invoice filters">
        <TextField
          label="Search invoices"
          description="Invoice or PO number"
          value={controls.text}
          maxLength={40}
          onChange={controls.setText}
        />
        <NativeSelect
          label="Sort by"
          value={sort}
          options={[
            { value: 'date', label: 'Invoice date' },
            { value: 'aging', label: 'Due date (aging)' },
          ]}
          onChange={controls.restart((v: string) => setSort(v === 'aging' ? 'aging' : 'date'))}
        />
      </FilterBar>
      <ListTable
        list={data?.invoices}
        loading={loading}
        failure={error && friendlyError(error, 'Unable to load invoices.')}
        loadingLabel="Loading invoices…"
        empty={NO_INVOICES}
        intro={() => <InvoiceSelection selected={selected} onClear={() => setSelected([])} />}
        caption={title}
        columns={columns(status, { selected, toggle })}
        rowKey={(i) => i.invoiceNumber}
        pager={{ label: 'Invoice pages', noun: 'invoices', onPage: controls.setPage }}
      />
    </>
  );
}
