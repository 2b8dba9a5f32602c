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
import { VendorLookupDetailDocument, VendorLookupDocument } from './Lookups.generated';
import { Facts, LookupSearch, addressLine } from './LookupSearch';
import './tools.css';

/** Vendor lookup (account-admin-calls §2.4, §3): a search term, up to 100 hits, a detail dialog. */
export function VendorLookupPage() {
  usePageTitle('Vendor Lookup');
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const { data, loading, error } = useQuery(VendorLookupDocument, { variables: { term }, skip: !term });
  const found = data?.vendorLookup;
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
      {!term ? null : loading && !data ? (
        <Spinner label="Searching vendors…" />
      ) : error ? (
        <Alert tone="error">{friendlyError(error, TOOLS_MESSAGES.vendorFailed)}</Alert>
      ) : !found || found.hits.length === 0 ? (
        <Alert tone="info">{TOOLS_MESSAGES.noVendors}</Alert>
      ) : (
        <>
          <p>
            {found.matchCount} {found.matchCount === 1 ? 'vendor' : 'vendors'} found.
          </p>
          {found.matchCount > found.hits.length && <Alert tone="info">{TOOLS_MESSAGES.cap('vendors')}</Alert>}
          <SimpleTable caption="Vendors found" stackOnPhone>
            <thead>
              <tr>
                <th scope="col">Vendor</th>
                <th scope="col">Name</th>
                <th scope="col">Address</th>
                <th scope="col">Phone</th>
              </tr>
            </thead>
            <tbody>
              {found.hits.map((v) => (
                <tr key={v.vendorNumber}>
                  <th scope="row" data-label="Vendor">
                    <Button variant="link" onPress={() => setOpen(v.vendorNumber)}>
                      {v.vendorNumber}
                    </Button>
                  </th>
                  <td data-label="Name">{v.name}</td>
                  <td data-label="Address">{addressLine(v.address)}</td>
                  <td data-label="Phone">{v.phone}</td>
                </tr>
              ))}
            </tbody>
          </SimpleTable>
        </>
      )}
      <Modal
        title={`Vendor ${open ?? ''}`}
        isOpen={open !== null}
        isDismissable
        onOpenChange={(isOpen) => !isOpen && setOpen(null)}
      >
        {open && <VendorDetail vendorNumber={open} />}
        <div className="form-actions">
          <Button variant="secondary" onPress={() => setOpen(null)}>
            Close
          </Button>
        </div>
      </Modal>
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
