import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Pager, pageCountOf } from '../../ui/Pager';
import { NativeSelect } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { SimpleTable } from '../../ui/Table';
import { TextField } from '../../ui/TextField';
import { friendlyError } from '../../lib/apolloErrors';
import { formatDate, formatOrderNumber } from '../../lib/format';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { usePageTitle } from '../../lib/usePageTitle';
import type { AgingBucket } from '../../generated/graphql';
import { EmailInvoiceButton } from '../../lib/EmailInvoiceButton';
import { DownloadPdfLink } from '../../lib/DownloadPdfLink';
import { Checkbox } from '../../ui/Checkbox';
import { InvoiceSelection } from './InvoiceSelection';
import { InvoicesDocument } from './Invoices.generated';

export const NO_INVOICES = 'You do not have any invoices that meet your criteria.';
const PAGE_SIZE = 50;
const AGING: Record<AgingBucket, string> = {
  CURRENT: 'Current',
  DAYS_1_30: '1-30 days',
  DAYS_31_60: '31-60 days',
  DAYS_61_90: '61-90 days',
  OVER_90: 'Over 90 days',
};

export function InvoicesPage({ status }: { status: 'OPEN' | 'PAID' }) {
  const title = status === 'OPEN' ? 'Open Invoices' : 'Paid Invoices';
  usePageTitle(title);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<'date' | 'aging'>('date');
  const [text, setText] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const toggle = (number: string, on: boolean) =>
    setSelected((current) => (on ? [...current, number] : current.filter((n) => n !== number)));
  const filter = useDebouncedValue(text, 750);
  const { data, loading, error } = useQuery(InvoicesDocument, {
    variables: {
      input: { status, page, pageSize: PAGE_SIZE, text: filter.trim() || null, sortByDueDate: sort === 'aging' },
    },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.invoices;
  const pageCount = list ? pageCountOf(list.totalCount, list.pageSize) : 1;
  return (
    <>
      <h1>{title}</h1>
      <form className="filters" aria-label="Invoice filters" onSubmit={(e) => e.preventDefault()}>
        <TextField
          label="Search invoices"
          description="Invoice or PO number"
          value={text}
          maxLength={40}
          onChange={(v) => {
            setText(v);
            setPage(1);
          }}
        />
        <NativeSelect
          label="Sort by"
          value={sort}
          options={[
            { value: 'date', label: 'Invoice date' },
            { value: 'aging', label: 'Due date (aging)' },
          ]}
          onChange={(v) => {
            setSort(v === 'aging' ? 'aging' : 'date');
            setPage(1);
          }}
        />
      </form>
      {loading && !data ? (
        <Spinner label="Loading invoices…" />
      ) : error && !data ? (
        <Alert tone="error">{friendlyError(error, 'Unable to load invoices.')}</Alert>
      ) : !list || list.nodes.length === 0 ? (
        <Alert tone="info">{NO_INVOICES}</Alert>
      ) : (
        <>
          <InvoiceSelection selected={selected} onClear={() => setSelected([])} />
          <SimpleTable caption={title} stackOnPhone>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Select</span>
                </th>
                <th scope="col">Invoice #</th>
                <th scope="col">PO #</th>
                <th scope="col">Invoice date</th>
                <th scope="col">Due date</th>
                <th scope="col">{status === 'OPEN' ? 'Aging' : 'Paid on'}</th>
                <th scope="col" className="num">
                  Amount
                </th>
                <th scope="col" className="num">
                  Balance
                </th>
                <th scope="col">Invoice</th>
              </tr>
            </thead>
            <tbody>
              {list.nodes.map((invoice) => (
                <tr key={invoice.invoiceNumber}>
                  <td>
                    <Checkbox
                      label={`Select invoice ${formatOrderNumber(invoice.invoiceNumber)}`}
                      hideLabel
                      isSelected={selected.includes(invoice.orderNumber)}
                      onChange={(on) => toggle(invoice.orderNumber, on)}
                    />
                  </td>
                  <th scope="row" className="nowrap" data-label="Invoice #">
                    {formatOrderNumber(invoice.invoiceNumber)}
                  </th>
                  <td className="nowrap" data-label="PO #">
                    {invoice.purchaseOrderNumber ?? ''}
                  </td>
                  <td className="nowrap" data-label="Invoice date">
                    {formatDate(invoice.invoiceDate)}
                  </td>
                  <td className="nowrap" data-label="Due date">
                    {formatDate(invoice.dueDate)}
                  </td>
                  <td className="nowrap" data-label={status === 'OPEN' ? 'Aging' : 'Paid on'}>
                    {invoice.agingBucket ? AGING[invoice.agingBucket] : formatDate(invoice.lastTransactionDate)}
                  </td>
                  <td className="num" data-label="Amount">
                    {invoice.amount.display}
                  </td>
                  <td className="num" data-label="Balance">
                    {invoice.balance.display}
                  </td>
                  <td>
                    <EmailInvoiceButton orderNumber={invoice.orderNumber} />
                    <DownloadPdfLink kind="invoice" number={invoice.orderNumber} />
                  </td>
                </tr>
              ))}
            </tbody>
          </SimpleTable>
          <Pager
            label="Invoice pages"
            page={list.page}
            pageCount={pageCount}
            total={list.totalCount}
            noun="invoices"
            onPage={setPage}
          />
        </>
      )}
    </>
  );
}
