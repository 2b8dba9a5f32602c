import { TOOLS_MESSAGES } from '@mro/rules/tools';
import { CustomerLookupDetailDocument, CustomerLookupDocument } from './Lookups.generated';
import { addressLine } from './LookupSearch';
import { LookupDetail, LookupPage } from './LookupPage';
import { OrderStatusLookup } from './OrderStatusLookup';
import './tools.css';

type Rep = { name: string; email: string; phone: string } | null | undefined;
const rep = (r: Rep) => (r ? `${r.name}, ${r.email}, ${r.phone}` : null);

/** Customer lookup (account-admin-calls §2.4, §3): a search term, up to 100 hits 20 a page, a detail dialog, and
 * the order summary of the lookups (§3). */
export function CustomerLookupPage() {
  return (
    <LookupPage
      noun={['customer', 'customers']}
      search={{
        region: 'Customer lookup',
        label: 'Search customers',
        description: 'Part of a customer number or name.',
      }}
      query={CustomerLookupDocument}
      found={(data) => data.customerLookup}
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
      detail={(customerNumber) => <CustomerDetail customerNumber={customerNumber} />}
    >
      <OrderStatusLookup />
    </LookupPage>
  );
}

function CustomerDetail({ customerNumber }: { customerNumber: string }) {
  return (
    <LookupDetail
      query={CustomerLookupDetailDocument}
      variables={{ customerNumber }}
      loadingLabel="Loading customer…"
      failed={TOOLS_MESSAGES.customerFailed}
      facts={({ customerLookupDetail: c }) =>
        c && [
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
        ]
      }
    />
  );
}
