import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { MAX_SHIPPING_ADDRESSES, SHIPPING_MESSAGES } from '@mro/rules/shipping';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import type { DataColumn } from '../../ui/DataTable';
import { ListTable } from '../../ui/ListTable';
import { friendlyError } from '../../lib/apolloErrors';
import { usePageTitle } from '../../lib/usePageTitle';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import {
  DeleteShippingAddressDocument,
  ShippingAddressesDocument,
  type ShippingAddressFieldsFragment,
} from './ShippingAddresses.generated';
import { ShippingAddressForm } from './ShippingAddressForm';
import { ConfirmDialog } from '../../lib/forms/ConfirmDialog';

type Address = ShippingAddressFieldsFragment;
/** The list, or the form for a new address (null) or for one to change. */
type Mode = { kind: 'list' } | { kind: 'form'; address: Address | null };

const streetOf = (a: Address) => [a.address.line1, a.address.line2].filter(Boolean).join(', ');
const placeOf = (a: Address) => [[a.address.city, a.address.state].filter(Boolean).join(', '), a.address.zip].join(' ');
const nameOf = (a: Address) => a.companyName ?? a.address.name ?? '';

const columns = (edit: (a: Address) => void, remove: (a: Address) => void): DataColumn<Address>[] => [
  { header: 'Name', rowHeader: true, cell: nameOf },
  { header: 'Address', cell: streetOf },
  { header: 'City, State ZIP', cell: placeOf },
  { header: 'Default', cell: (a) => (a.isDefault ? 'Default' : '') },
  {
    header: 'Actions',
    hideHeader: true,
    cell: (address) => (
      <div className="row-buttons">
        <Button variant="secondary" aria-label={`Edit ${streetOf(address)}`} onPress={() => edit(address)}>
          Edit
        </Button>
        <Button variant="secondary" aria-label={`Delete ${streetOf(address)}`} onPress={() => remove(address)}>
          Delete
        </Button>
      </div>
    ),
  },
];

/** /my-account/shipping-addresses (account-admin-calls §2.4): the viewer's addresses, list or form. */
export function ShippingAddressesPage() {
  usePageTitle('Shipping Addresses');
  const { data, loading, error } = useQuery(ShippingAddressesDocument, { fetchPolicy: 'cache-and-network' });
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [deleting, setDeleting] = useState<Address | null>(null);
  const addresses = data?.shippingAddresses ?? [];
  const full = addresses.length >= MAX_SHIPPING_ADDRESSES;

  if (mode.kind === 'form')
    return (
      <>
        <h1>Shipping Addresses</h1>
        <ShippingAddressForm address={mode.address} onDone={() => setMode({ kind: 'list' })} />
      </>
    );

  return (
    <>
      <h1>Shipping Addresses</h1>
      <p>
        The addresses you ship to. Each one is offered at checkout; your default is chosen for you. You may keep up to{' '}
        {MAX_SHIPPING_ADDRESSES}.
      </p>
      <div className="form-actions">
        <Button onPress={() => setMode({ kind: 'form', address: null })} isDisabled={full || !data}>
          Add Address
        </Button>
      </div>
      {full && <Alert tone="info">{SHIPPING_MESSAGES.tooMany}</Alert>}
      <ListTable
        list={data && { nodes: addresses }}
        loading={loading}
        failure={error && friendlyError(error, SHIPPING_MESSAGES.saveFailed)}
        loadingLabel="Loading shipping addresses…"
        empty={SHIPPING_MESSAGES.empty}
        caption={`Shipping addresses (${addresses.length} of ${MAX_SHIPPING_ADDRESSES})`}
        columns={columns((address) => setMode({ kind: 'form', address }), setDeleting)}
        rowKey={(address) => address.id}
      />
      {deleting && <DeleteAddressModal address={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

function DeleteAddressModal({ address, onClose }: { address: Address; onClose: () => void }) {
  const remove = useMutationWithErrors(DeleteShippingAddressDocument, (d) => d.deleteShippingAddress, {
    failed: SHIPPING_MESSAGES.deleteFailed,
    notify: SHIPPING_MESSAGES.deleted,
    refetchQueries: [ShippingAddressesDocument],
    awaitRefetchQueries: true,
  });
  async function confirm() {
    if ((await remove.run({ variables: { input: { id: address.id } } })).ok) onClose();
  }
  return (
    <ConfirmDialog
      title="Delete Shipping Address"
      label="Delete"
      failure={remove.failure}
      isBusy={remove.loading}
      onConfirm={confirm}
      onClose={onClose}
    >
      Delete {nameOf(address)}, {streetOf(address)}, {placeOf(address)}? It will no longer be offered at checkout.
    </ConfirmDialog>
  );
}
