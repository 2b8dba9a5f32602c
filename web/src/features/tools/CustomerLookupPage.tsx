import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { TOOLS_MESSAGES } from '@mro/rules/tools';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { SimpleTable } from '../../ui/Table';
import { friendlyError } from '../../lib/apolloErrors';
import { usePageTitle } from '../../lib/usePageTitle';
import { CustomerLookupDetailDocument, CustomerLookupDocument } from './Lookups.generated';
import { Facts, LookupSearch, addressLine } from './LookupSearch';
import './tools.css';

type Rep = { name: string; email: string; phone: string } | null | undefined;
const rep = (r: Rep) => (r ? `${r.name}, ${r.email}, ${r.phone}` : null);

/** Customer lookup (account-admin-calls §2.4, §3): a search term, up to 100 hits, a detail dialog. */
export function CustomerLookupPage() {
  usePageTitle('Customer Lookup');
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const { data, loading, error } = useQuery(CustomerLookupDocument, { variables: { term }, skip: !term });
  const found = data?.customerLookup;
  return (
    <>
      <h1>Customer Lookup</h1>
      <LookupSearch
        region="Customer lookup"
        label="Search customers"
        description="Part of a customer number or name."
        busy={loading}
        onSearch={setTerm}
      />
      {!term ? null : loading && !data ? (
        <Spinner label="Searching customers…" />
      ) : error ? (
        <Alert tone="error">{friendlyError(error, TOOLS_MESSAGES.customerFailed)}</Alert>
      ) : !found || found.hits.length === 0 ? (
        <Alert tone="info">{TOOLS_MESSAGES.noCustomers}</Alert>
      ) : (
        <>
          <p>
            {found.matchCount} {found.matchCount === 1 ? 'customer' : 'customers'} found.
          </p>
          {found.matchCount > found.hits.length && <Alert tone="info">{TOOLS_MESSAGES.cap('customers')}</Alert>}
          <SimpleTable caption="Customers found" stackOnPhone>
            <thead>
              <tr>
                <th scope="col">Customer</th>
                <th scope="col">Name</th>
                <th scope="col">Address</th>
                <th scope="col">Freight Out</th>
              </tr>
            </thead>
            <tbody>
              {found.hits.map((c) => (
                <tr key={c.customerNumber}>
                  <th scope="row" data-label="Customer">
                    <Button variant="link" onPress={() => setOpen(c.customerNumber)}>
                      {c.customerNumber}
                    </Button>
                  </th>
                  <td data-label="Name">
                    {c.name}
                    {c.altName && <span className="muted"> ({c.altName})</span>}
                  </td>
                  <td data-label="Address">{addressLine(c.address)}</td>
                  <td data-label="Freight Out">{c.freightOut ? 'Yes' : 'No'}</td>
                </tr>
              ))}
            </tbody>
          </SimpleTable>
        </>
      )}
      <Modal
        title={`Customer ${open ?? ''}`}
        isOpen={open !== null}
        isDismissable
        onOpenChange={(isOpen) => !isOpen && setOpen(null)}
      >
        {open && <CustomerDetail customerNumber={open} />}
        <div className="form-actions">
          <Button variant="secondary" onPress={() => setOpen(null)}>
            Close
          </Button>
        </div>
      </Modal>
    </>
  );
}

function CustomerDetail({ customerNumber }: { customerNumber: string }) {
  const { data, loading, error } = useQuery(CustomerLookupDetailDocument, { variables: { customerNumber } });
  if (loading && !data) return <Spinner label="Loading customer…" />;
  const c = data?.customerLookupDetail;
  if (error || !c) return <Alert tone="error">{TOOLS_MESSAGES.customerFailed}</Alert>;
  return (
    <Facts
      facts={[
        ['Name', c.altName ? `${c.name} (${c.altName})` : c.name],
        ['Address', addressLine(c.address)],
        ['Phone', c.phone],
        ['E-mail', c.email],
        ['Web site', c.webpage],
        ['Terms', c.terms],
        ['Average pay days', String(c.averagePayDays)],
        ['Balance', c.balance.display],
        ['Sales YTD', c.salesYearToDate.display],
        ['Credit limit', c.creditLimit.display],
        ['Warehouse', c.warehouse],
        ['Price type', c.priceType],
        ['Inside sales rep', rep(c.insideSalesRep)],
        ['Outside sales rep', rep(c.outsideSalesRep)],
        ['Freight out', c.freightOut ? 'Yes' : 'No'],
      ]}
    />
  );
}
