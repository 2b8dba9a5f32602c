import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { TOOLS_MESSAGES } from '@mro/rules/tools';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { usePageTitle } from '../../lib/usePageTitle';
import { VendorLookupDetailDocument, VendorLookupDocument } from './Lookups.generated';
import { Facts, LookupSearch, addressLine } from './LookupSearch';
import { LookupDetailModal, LookupResults } from './LookupResults';
import './tools.css';

/** Vendor lookup (account-admin-calls §2.4, §3): a search term, up to 100 hits 20 a page, a detail dialog. */
export function VendorLookupPage() {
  usePageTitle('Vendor Lookup');
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const { data, loading, error } = useQuery(VendorLookupDocument, { variables: { term }, skip: !term });
  return (
    <>
      <h1>Vendor Lookup</h1>
      <LookupSearch
        region="Vendor lookup"
        label="Search vendors"
        description="Part of a vendor number or name."
        busy={loading}
        onSearch={setTerm}
      />
      <LookupResults
        noun={['vendor', 'vendors']}
        term={term}
        loading={loading}
        error={error}
        found={data?.vendorLookup}
        failed={TOOLS_MESSAGES.vendorFailed}
        keyOf={(hit) => hit.vendorNumber}
        columns={[
          { header: 'Vendor', cell: (v) => v.vendorNumber },
          { header: 'Name', cell: (v) => v.name },
          { header: 'Address', cell: (v) => addressLine(v.address) },
          { header: 'Phone', cell: (v) => v.phone },
        ]}
        onOpen={setOpen}
      />
      <LookupDetailModal title={`Vendor ${open ?? ''}`} isOpen={open !== null} onClose={() => setOpen(null)}>
        {open && <VendorDetail vendorNumber={open} />}
      </LookupDetailModal>
    </>
  );
}

function VendorDetail({ vendorNumber }: { vendorNumber: string }) {
  const { data, loading, error } = useQuery(VendorLookupDetailDocument, { variables: { vendorNumber } });
  if (loading && !data) return <Spinner label="Loading vendor…" />;
  const v = data?.vendorLookupDetail;
  if (error || !v) return <Alert tone="error">{TOOLS_MESSAGES.vendorFailed}</Alert>;
  return (
    <Facts
      facts={[
        ['Name', v.name],
        ['Address', addressLine(v.address)],
        ['Phone', v.phone],
        ['Fax', v.fax],
        ['E-mail', v.email],
        ['Web site', v.webpage],
      ]}
    />
  );
}
