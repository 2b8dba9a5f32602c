import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ORDER_PAD_BATCH, ORDER_PAD_MESSAGES, type ParsedLine } from '@mro/rules/orderpad';
import { friendlyError } from '../../lib/apolloErrors';
import { CartDocument } from './Cart.generated';
import { AddPartNumbersToCartDocument } from './CartShortcuts.generated';

export type AddedLine = ParsedLine & { description: string };
export type RefusedLine = ParsedLine & { message: string };
export type AddOutcome = { added: AddedLine[]; refused: RefusedLine[] };

/**
 * Lines by part number into the cart, through the order pad's lookup (`addPartNumbersToCart`), 1,000 per
 * call; then the cart is read once. Every line sent comes back as added or refused with the reason: a call
 * refused as a whole refuses each of its lines with that reason, and the calls after it still go.
 */
export function useAddPartNumbers() {
  const client = useApolloClient();
  const [send] = useMutation(AddPartNumbersToCartDocument);
  const [progress, setProgress] = useState<{ done: number; of: number } | null>(null);

  async function addBatch(batch: readonly ParsedLine[], outcome: AddOutcome) {
    const refuseAll = (message: string) => outcome.refused.push(...batch.map((line) => ({ ...line, message })));
    try {
      const { data } = await send({
        variables: { input: { lines: batch.map(({ partNumber, quantity }) => ({ partNumber, quantity })) } },
      });
      const payload = data?.addPartNumbersToCart;
      if (!payload || payload.userErrors.length > 0 || payload.lines.length !== batch.length)
        return refuseAll(payload?.userErrors[0]?.message ?? ORDER_PAD_MESSAGES.gatherFailed);
      payload.lines.forEach((result, index) => {
        const sent = batch[index]!;
        if (result.status === 'ACCEPTED') outcome.added.push({ ...sent, description: result.description ?? '' });
        else outcome.refused.push({ ...sent, message: result.error ?? ORDER_PAD_MESSAGES.gatherFailed });
      });
    } catch (error) {
      refuseAll(friendlyError(error instanceof Error ? error : undefined, ORDER_PAD_MESSAGES.gatherFailed));
    }
  }

  async function add(lines: readonly ParsedLine[]): Promise<AddOutcome> {
    const outcome: AddOutcome = { added: [], refused: [] };
    setProgress({ done: 0, of: lines.length });
    try {
      for (let start = 0; start < lines.length; start += ORDER_PAD_BATCH) {
        await addBatch(lines.slice(start, start + ORDER_PAD_BATCH), outcome);
        setProgress({ done: Math.min(start + ORDER_PAD_BATCH, lines.length), of: lines.length });
      }
      if (outcome.added.length > 0) await client.refetchQueries({ include: [CartDocument] }).catch(() => undefined);
    } finally {
      setProgress(null);
    }
    return outcome;
  }

  return { add, progress };
}
