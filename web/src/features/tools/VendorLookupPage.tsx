import { TOOLS_MESSAGES } from '@mro/rules/tools';
import { VendorLookupDetailDocument, VendorLookupDocument } from './Lookups.generated';
import { addressLine } from './LookupSearch';
import { LookupDetail, LookupPage } from './LookupPage';
import './tools.css';

/** Vendor lookup (account-admin-calls §2.4, §3): a search term, up to 100 hits 20 a page, a detail dialog. */
export function VendorLookupPage() {
  return (
    <LookupPage
      noun={['vendor', 'vendors']}
      search={{ region: 'Vendor lookup', label: 'Search vendors', description: 'Part of a vendor number or name.' }}
      query={VendorLookupDocument}
      found={(data) => data.vendorLookup}
      failed={TOOLS_MESSAGES.vendorFailed}
      keyOf={(hit) => hit.vendorNumber}
      columns={[
        { header: 'Vendor', cell: (v) => v.vendorNumber },
        { header: 'Name', cell: (v) => v.name },
        { header: 'Address', cell: (v) => addressLine(v.address) },
        { header: 'Phone', cell: (v) => v.phone },
      ]}
      detail={(vendorNumber) => (
        <LookupDetail
          query={VendorLookupDetailDocument}
          variables={{ vendorNumber }}
          loadingLabel="Loading vendor…"
          failed={TOOLS_MESSAGES.vendorFailed}
          facts={({ vendorLookupDetail: v }) =>
            v && [
              ['Name', v.name],
              ['Address', addressLine(v.address)],
              ['Phone', v.phone],
              ['Fax', v.fax],
              ['E-mail', v.email],
              ['Web site', v.webpage],
            ]
          }
        />
      )}
    />
  );
}
