import { useQuery } from '@apollo/client/react';
import { COMPANY_MESSAGES } from '@mro/rules/company';
import { Alert } from '../../ui/Alert';
import { BarChart } from '../../ui/BarChart';
import { Card } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { AccountSummaryDocument, type AccountSummaryQuery } from './AccountSummary.generated';
import './company.css';

const dateOf = (date: string | null | undefined) => (date ? formatDate(date) : 'None');

type AgingBalance = NonNullable<AccountSummaryQuery['accountSummary']>['agingBalances'][number];

const AGING_COLUMNS: DataColumn<AgingBalance>[] = [
  { header: 'Age', rowHeader: true, cell: (row) => row.label },
  { header: 'Balance', numeric: true, cell: (row) => row.balance.display },
];

/** Account overview (account-admin-calls §2.4): the company's sales, open orders and aged balance. */
export function AccountSummaryPage() {
  usePageTitle('Account Overview');
  const { data, loading, error } = useQuery(AccountSummaryDocument, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <Spinner label="Loading account summary…" />;
  const summary = data?.accountSummary;
  if (!summary || (error && !data))
    return (
      <>
        <h1>Account Overview</h1>
        <Alert tone="error">{COMPANY_MESSAGES.summaryFailed}</Alert>
      </>
    );
  return (
    <>
      <h1>Account Overview</h1>
      <div className="grid grid-2">
        <Card title="Company">
          <dl className="details">
            <dt>Name</dt>
            <dd>{summary.companyName}</dd>
            <dt>Address</dt>
            <dd>{summary.address}</dd>
            <dt>Last sale</dt>
            <dd>{dateOf(summary.lastSaleDate)}</dd>
            <dt>Last payment</dt>
            <dd>{dateOf(summary.lastPaymentDate)}</dd>
          </dl>
        </Card>
        <Card title="Sales and orders">
          <dl className="details details-amounts">
            <dt>Sales year to date</dt>
            <dd>{summary.salesYearToDate.display}</dd>
            <dt>Last year’s sales</dt>
            <dd>{summary.salesLastYear.display}</dd>
            <dt>Open order value</dt>
            <dd>{summary.openOrderValue.display}</dd>
            <dt>Future invoice balance</dt>
            <dd>{summary.futureInvoiceBalance.display}</dd>
          </dl>
        </Card>
      </div>
      <Card title="Aging" className="account-summary-aging">
        <div className="aging">
          <DataTable
            caption="Open balance by age"
            columns={AGING_COLUMNS}
            rows={summary.agingBalances}
            rowKey={(row) => row.bucket}
            foot={
              <tr>
                <th scope="row">Total</th>
                <td className="num">{summary.totalBalance.display}</td>
              </tr>
            }
            stackOnPhone={false}
          />
          <BarChart
            title="Open balance by age"
            bars={summary.agingBalances.map((row) => ({
              label: row.label.replace(' days', ''),
              value: row.balance.value,
              display: row.balance.display,
            }))}
          />
        </div>
      </Card>
    </>
  );
}
