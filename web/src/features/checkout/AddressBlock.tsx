import type { AddressFieldsFragment } from '../../lib/Address.generated';

export function AddressBlock({ address }: { address: AddressFieldsFragment }) {
  return (
    <address>
      {address.name && (
        <>
          {address.name}
          <br />
        </>
      )}
      {address.line1}
      <br />
      {address.line2 && (
        <>
          {address.line2}
          <br />
        </>
      )}
      {address.city}, {address.state} {address.zip}
    </address>
  );
}
