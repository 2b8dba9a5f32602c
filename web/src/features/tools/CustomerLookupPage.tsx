import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { TOOLS_MESSAGES } from '@mro/rules/tools';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { usePageTitle } from '../../lib/usePageTitle';
import { CustomerLookupDetailDocument, CustomerLookupDocument } from './Lookups.generated';
import { Facts, LookupSearch, addressLine } from './LookupSearch';
import { LookupDetailModal, LookupResults } from './LookupResults';
import { OrderStatusLookup } from './OrderStatusLookup';
import './tools.css';

type Rep = { name: string; email: string; phone: string } | null | undefined;
const rep = (r: Rep) => (r ? `${r.name}, ${r.email}, ${r.phone}` : null);

/** Customer lookup (account-admin-calls §2.4, §3): a search term, up to 100 hits 20 a page, a detail dialog, and
 * the order summary of the lookups (§3). */
export function CustomerLookupPage() {
  usePageTitle('Customer Lookup');
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const { data, loading, error } = useQuery(CustomerLookupDocument, { variables: { term }, skip: !term });
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
      <LookupResults
        noun={['customer', 'customers']}
        term={term}
        loading={loading}
        error={error}
        found={data?.customerLookup}
        failed={TOOLS_MESSAGES.customerFailed}
        keyOf={(hit) => hit.customerNumber}
        columns={[
          { header: 'Customer', cell: (c) => c.customerNumber },
          {
            header: 'Name',
            cell: (c) => (
              <>
                {c.name}
                {c.altName && <span className="muted"> ({c.altName})</span>}
              </>
            ),
          },
          { header: 'Address', cell: (c) => addressLine(c.address) },
          { header: 'Freight Out', cell: (c) => (c.freightOut ? 'Yes' : 'No') },
        ]}
        onOpen={setOpen}
      />
      <LookupDetailModal title={`Customer ${open ?? ''}`} isOpen={open !== null} onClose={() => setOpen(null)}>
        {open && <CustomerDetail customerNumber={open} />}
      </LookupDetailModal>
      <OrderStatusLookup />
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
