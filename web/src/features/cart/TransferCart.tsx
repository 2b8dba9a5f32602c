import { PUNCH_OUT_INSPECT_ONLY, PUNCH_OUT_NOT_STARTED } from '@mro/rules/punchout';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { postForm } from '../../lib/postForm';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { TransferCartDocument } from './CheckoutActions.generated';
import './transfer-cart.css';

/**
 * Punch-out's Check Out: sends the whole cart back to the procurement system that started the
 * session. The server builds the form (lines, its prices, UNSPSC codes, the return address); the
 * browser only posts it, leaving the store.
 */
export function TransferCart({
  disabled,
  systemName,
  inspectOnly = false,
  lineCount,
}: {
  disabled: boolean;
  /** The procurement system that started the session, or null when the user logged in on the store's page. */
  systemName: string | null;
  /** A cXML inspect session: the requisition's lines are shown, never sent again. */
  inspectOnly?: boolean;
  lineCount: number;
}) {
  const transfer = useMutationWithErrors(TransferCartDocument, (data) => data.transferCart, {
    failed: 'We could not transfer your cart. Please try again.',
    succeeded: (payload) => payload.form !== null,
  });
  const send = async () => {
    const outcome = await transfer.run({ variables: {} });
    if (outcome.ok && outcome.payload.form) postForm(outcome.payload.form);
  };
  return (
    <div className="transfer-cart">
      {systemName === null && <Alert tone="info">{PUNCH_OUT_NOT_STARTED}</Alert>}
      {inspectOnly && <Alert tone="info">{PUNCH_OUT_INSPECT_ONLY}</Alert>}
      {transfer.failure && <Alert tone="error">{transfer.failure}</Alert>}
      <Button
        isDisabled={disabled || systemName === null || inspectOnly || transfer.loading}
        onPress={() => void send()}
      >
        {transfer.loading ? 'Transferring…' : 'Transfer cart'}
      </Button>
      {systemName !== null && !inspectOnly && (
        <p className="transfer-cart__note">
          Sends {lineCount === 1 ? 'the 1 line' : `all ${lineCount} lines`} to {systemName} for approval there.
        </p>
      )}
    </div>
  );
}
