import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { APPLICATION_CUSTOMER_NUMBER_MAX, TOOLS_MESSAGES, customerNumberError } from '@mro/rules/tools';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Pager, pageCountOf } from '../../ui/Pager';
import { Spinner } from '../../ui/Spinner';
import { SimpleTable } from '../../ui/Table';
import { TextField } from '../../ui/TextField';
import { friendlyError } from '../../lib/apolloErrors';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { PunchOutLogDocument } from './PunchOutLog.generated';
import './tools.css';

/** The time as the ERP stamped it (UTC), so the server's and the browser's renders agree. */
const sentAt = (iso: string) => `${formatDate(iso)} ${iso.slice(11, 16)} UTC`;

/**
 * Punch-Out Log (Supplier Tools; account-admin-calls §7.6, §9): a customer's last 250 transfers to their
 * procurement system, 20 a page. The customer and page live in the address (`?customer&page`).
 */
export function PunchOutLogPage() {
  usePageTitle('Punch-Out Log');
  const [params, setParams] = useSearchParams();
  const customer = params.get('customer')?.trim() ?? '';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const [customerNumber, setCustomerNumber] = useState(customer);
  const [submitted, setSubmitted] = useState(false);
  const ready = customer !== '' && !customerNumberError(customer);
  const { data, loading, error } = useQuery(PunchOutLogDocument, {
    variables: { customerNumber: customer, page },
    skip: !ready,
  });
  const log = data?.punchOutLog;
  const problem = submitted ? customerNumberError(customerNumber) : null;

  return (
    <>
      <h1>Punch-Out Log</h1>
      <form
        className="tools-search"
        role="search"
        aria-label="Punch-out log"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (customerNumberError(customerNumber)) return;
          setParams({ customer: customerNumber.trim() });
        }}
      >
        <TextField
          label="Customer number"
          value={customerNumber}
          maxLength={APPLICATION_CUSTOMER_NUMBER_MAX}
          inputMode="numeric"
          isRequired
          error={problem}
          onChange={setCustomerNumber}
        />
        <Button type="submit" isDisabled={loading}>
          Show Log
        </Button>
      </form>
      {!ready ? null : loading && !log ? (
        <Spinner label="Reading the punch-out log…" />
      ) : error ? (
        <Alert tone="error">{friendlyError(error, TOOLS_MESSAGES.punchOutLogFailed)}</Alert>
      ) : !log || log.totalCount === 0 ? (
        <Alert tone="info">{TOOLS_MESSAGES.noTransfers}</Alert>
      ) : (
        <>
          <p>
            Customer {customer}: the last {log.totalCount} {log.totalCount === 1 ? 'transfer' : 'transfers'}, newest
            first.
          </p>
          <SimpleTable caption={`Punch-out transfers of customer ${customer}`} stackOnPhone>
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Sent by</th>
                <th scope="col">Sent on</th>
              </tr>
            </thead>
            <tbody>
              {log.nodes.map((transfer) => (
                <tr key={transfer.id}>
                  <th scope="row" data-label="Reference">
                    {transfer.orderNumber}
                  </th>
                  <td data-label="Sent by">{transfer.username}</td>
                  <td data-label="Sent on">{sentAt(transfer.transferredAt)}</td>
                </tr>
              ))}
            </tbody>
          </SimpleTable>
          {log.totalCount > log.pageSize && (
            <Pager
              label="Punch-out log pages"
              page={log.page}
              pageCount={pageCountOf(log.totalCount, log.pageSize)}
              total={log.totalCount}
              noun="transfers"
              onPage={(next) => setParams({ customer, page: String(next) })}
            />
          )}
        </>
      )}
    </>
  );
}
