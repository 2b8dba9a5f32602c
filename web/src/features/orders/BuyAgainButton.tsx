import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { BuyAgainDocument, type BuyAgainMutation } from './BuyAgain.generated';

const BUY_AGAIN_FAILED = 'We could not add these items to your cart. Please try again.';

/** What the toast says: how many lines went in, and the spec's message naming what could not. */
const addedText = (payload: BuyAgainMutation['buyAgain']): string => {
  const added = `${payload.addedLineCount} ${payload.addedLineCount === 1 ? 'line' : 'lines'} added to your cart at today's prices.`;
  return payload.message
    ? `${added} ${payload.message} (${payload.unavailableItems.map((erp) => `#${erp}`).join(', ')})`
    : added;
};

/**
 * Buy again: puts the order's lines (or some of them) into the cart; the gateway prices them today
 * and leaves out what cannot be bought. The header's cart badge is asked again.
 */
export function BuyAgainButton({
  orderNumber,
  lineNumbers,
  label,
  accessibleLabel,
  variant = 'secondary',
}: {
  orderNumber: string;
  lineNumbers?: number[];
  label: string;
  accessibleLabel?: string;
  variant?: 'primary' | 'secondary' | 'link';
}) {
  const buy = useMutationWithErrors(BuyAgainDocument, (data) => data.buyAgain, {
    failed: BUY_AGAIN_FAILED,
    notify: (payload) => addedText(payload),
    refetchQueries: ['CartBadge'],
  });
  return (
    <>
      <Button
        variant={variant}
        aria-label={accessibleLabel}
        isDisabled={buy.loading}
        onPress={() => void buy.run({ variables: { input: { orderNumber, lineNumbers: lineNumbers ?? null } } })}
      >
        {label}
      </Button>
      {buy.failure && <Alert tone="error">{buy.failure}</Alert>}
    </>
  );
}
