import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ORDER_PAD_BATCH, ORDER_PAD_MESSAGES, type ParsedLine } from '@mro/rules/orderpad';
import { friendlyError } from '../../lib/apolloErrors';
import { AddOrderPadLinesDocument, OrderPadDocument, type OrderPadLineFieldsFragment } from './OrderPad.generated';

export type NewLine = Pick<ParsedLine, 'partNumber' | 'quantity'> & { unitOfMeasure?: string | null };

const lineProblem = (line: OrderPadLineFieldsFragment) => `Line ${line.line} (${line.partNumber}): ${line.error ?? ''}`;

/**
 * The pad and adding to it: lines go in batches of 1,000 (one ERP call each), then the pad is read
 * once. `problems` is the dismissible list under 'Please review the following errors:' — the rows the
 * browser refused and the lines the ERP could not accept, one per line.
 */
export function useOrderPad() {
  const pad = useQuery(OrderPadDocument, { fetchPolicy: 'cache-and-network' });
  const [send] = useMutation(AddOrderPadLinesDocument);
  const [problems, setProblems] = useState<string[]>([]);
  const [adding, setAdding] = useState<{ done: number; of: number } | null>(null);

  async function addLines(lines: readonly NewLine[], refused: readonly string[] = []): Promise<boolean> {
    const found: string[] = [...refused];
    setProblems(found);
    if (lines.length === 0) return found.length === 0;
    setAdding({ done: 0, of: lines.length });
    let ok = true;
    try {
      for (let start = 0; start < lines.length; start += ORDER_PAD_BATCH) {
        const batch = lines.slice(start, start + ORDER_PAD_BATCH);
        const { data } = await send({
          variables: {
            input: {
              lines: batch.map(({ partNumber, quantity, unitOfMeasure }) => ({
                partNumber,
                quantity,
                unitOfMeasure: unitOfMeasure || null,
              })),
            },
          },
        });
        const payload = data?.addOrderPadLines;
        if (!payload?.added) {
          found.push(payload?.userErrors[0]?.message ?? ORDER_PAD_MESSAGES.gatherFailed);
          ok = false;
          break;
        }
        found.push(...payload.added.filter((line) => line.status === 'ERROR').map(lineProblem));
        setAdding({ done: Math.min(start + ORDER_PAD_BATCH, lines.length), of: lines.length });
      }
    } catch (error) {
      found.push(friendlyError(error instanceof Error ? error : undefined, ORDER_PAD_MESSAGES.gatherFailed));
      ok = false;
    } finally {
      setAdding(null);
      setProblems([...found]);
      await pad.refetch().catch(() => undefined);
    }
    return ok;
  }

  return { pad, problems, dismissProblems: () => setProblems([]), addLines, adding };
}
