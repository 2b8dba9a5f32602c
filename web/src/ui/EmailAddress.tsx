/**
 * An e-mail address that a narrow column may break only after its "@" (never mid-word, as
 * `overflow-wrap: anywhere` did: issue 32); a phone's stacked card may still break a longer part.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}
