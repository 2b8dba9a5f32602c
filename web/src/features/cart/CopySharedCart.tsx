import { useMutation } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { MAX_LINES_PER_ADD } from '@mro/rules/cart';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { friendlyError } from '../../lib/apolloErrors';
import { messages } from '../../lib/messages';
import { linesAddedText } from './cartSummaryText';
import { CopySharedCartLinesDocument } from './ShareCart.generated';

type SharedLine = { erp: string; quantity: number; unitOfMeasure: string };

/**
 * Copy to My Cart: the shared cart's lines go into the viewer's own cart (quantities added to a line of the
 * same item and unit already there), priced for the viewer; 500 lines per call, as the cart takes them.
 */
/** `children`: the page's other actions, beside the button. */
export function CopySharedCart({ lines, children }: { lines: readonly SharedLine[]; children?: ReactNode }) {
  const [send, { loading }] = useMutation(CopySharedCartLinesDocument);
  const [outcome, setOutcome] = useState<{ added: number; failure: string | null } | null>(null);

  async function copy() {
    let added = 0;
    let failure: string | null = null;
    for (let start = 0; start < lines.length && !failure; start += MAX_LINES_PER_ADD) {
      const batch = lines.slice(start, start + MAX_LINES_PER_ADD);
      try {
        const { data } = await send({
          variables: {
            input: { lines: batch.map(({ erp, quantity, unitOfMeasure }) => ({ erp, quantity, unitOfMeasure })) },
          },
        });
        const payload = data?.addCartLines;
        if (payload?.cart && payload.userErrors.length === 0) added += batch.length;
        else failure = payload?.userErrors[0]?.message ?? messages.cartUpdateError;
      } catch (error) {
        failure = friendlyError(error instanceof Error ? error : undefined, messages.cartUpdateError);
      }
    }
    setOutcome({ added, failure });
  }

  return (
    <>
      {outcome && outcome.added > 0 && <Alert tone="success">{linesAddedText(outcome.added)}</Alert>}
      {outcome?.failure && <Alert tone="error">{outcome.failure}</Alert>}
      <div className="form-actions">
        <Button isDisabled={loading || lines.length === 0} onPress={() => void copy()}>
          Copy to My Cart
        </Button>
        {children}
      </div>
    </>
  );
}
