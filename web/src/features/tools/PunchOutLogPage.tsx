import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { TOOLS_MESSAGES, customerNumberError, punchOutLogFormErrors } from '@mro/rules/tools';
import type { DataColumn } from '../../ui/DataTable';
import { ListTable } from '../../ui/ListTable';
import { friendlyError } from '../../lib/apolloErrors';
import { formatDate } from '../../lib/format';
import { useRulesForm } from '../../lib/forms/useRulesForm';
import { usePageTitle } from '../../lib/usePageTitle';
import { ToolSearchForm } from './ToolSearchForm';
import { CustomerNumberField } from '../../lib/forms/CustomerNumberField';
import { PunchOutLogDocument, type PunchOutLogQuery } from './PunchOutLog.generated';
import './tools.css';

/** The time as the ERP stamped it (UTC), so the server's and the browser's renders agree. */
const sentAt = (iso: string) => `${formatDate(iso)} ${iso.slice(11, 16)} UTC`;

type Row = NonNullable<PunchOutLogQuery['punchOutLog']>['nodes'][number];
const COLUMNS: DataColumn<Row>[] = [
  { header: 'Reference', rowHeader: true, cell: (transfer) => transfer.orderNumber },
  { header: 'Sent by', cell: (transfer) => transfer.username },
  { header: 'Sent on', cell: (transfer) => sentAt(transfer.transferredAt) },
];

/**
 * Punch-Out Log (Supplier Tools; account-admin-calls §7.6, §9): a customer's last 250 transfers to their
 * procurement system, 20 a page. The customer and page live in the address (`?customer&page`).
 */
export function PunchOutLogPage() {
  usePageTitle('Punch-Out Log');
  const [params, setParams] = useSearchParams();
  const customer = params.get('customer')?.trim() ?? '';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const form = useRulesForm({ defaultValues: { customerNumber: customer }, validate: punchOutLogFormErrors });
  const ready = customer !== '' && !customerNumberError(customer);
  const { data, loading, error } = useQuery(PunchOutLogDocument, {
    variables: { customerNumber: customer, page },
    skip: !ready,
  });
  const log = data?.punchOutLog;

  return (
    <>
      <h1>Punch-Out Log</h1>
      <ToolSearchForm
        region="Punch-out log"
        submitLabel="Show Log"
        busy={loading}
        form={form}
        onSubmit={(values) => setParams({ customer: values.customerNumber.trim() })}
      >
        <CustomerNumberField control={form.control} name="customerNumber" isRequired />
      </ToolSearchForm>
      {ready && (
        <ListTable
          list={log}
          loading={loading}
          failure={error && friendlyError(error, TOOLS_MESSAGES.punchOutLogFailed)}
          loadingLabel="Reading the punch-out log…"
          empty={TOOLS_MESSAGES.noTransfers}
          intro={(shown) => (
            <p>
              Customer {customer}: the last {shown.totalCount} {shown.totalCount === 1 ? 'transfer' : 'transfers'},
              newest first.
            </p>
          )}
          caption={`Punch-out transfers of customer ${customer}`}
          columns={COLUMNS}
          rowKey={(transfer) => transfer.id}
          pager={{
            label: 'Punch-out log pages',
            noun: 'transfers',
            onPage: (next) => setParams({ customer, page: String(next) }),
            onlyWhenPaged: true,
          }}
        />
      )}
    </>
  );
}
