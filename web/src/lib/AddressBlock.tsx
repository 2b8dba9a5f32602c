import type { AddressFieldsFragment } from './Address.generated';

/** A postal address on its lines (review, confirmation, guest confirmation). */
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
