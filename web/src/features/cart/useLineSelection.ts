import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { allCartLines } from './allCartLines';
import { CartLineKeysDocument, type CartLineKeysQuery } from './Cart.generated';

export type CartLineKey = NonNullable<CartLineKeysQuery['cart']>['lines'][number];

/**
 * The cart's selection. "Select all" means every line of the cart, loaded or not: it is kept as
 * "all but these" so the lines past Load More are included without fetching them first.
 */
export function useLineSelection(lineCount: number) {
  const client = useApolloClient();
  const [all, setAll] = useState(false);
  /** With `all`, the lines left out; otherwise the lines picked. */
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());

  const isSelected = (lineId: string) => (all ? !ids.has(lineId) : ids.has(lineId));
  const count = all ? Math.max(0, lineCount - ids.size) : ids.size;

  /** Every line of the cart, in order. */
  const allLines = (): Promise<CartLineKey[]> => allCartLines(client, CartLineKeysDocument);

  return {
    count,
    isSelected,
    allSelected: lineCount > 0 && count === lineCount,
    select: (lineId: string, on: boolean) => {
      setIds((current) => {
        const next = new Set(current);
        if (on !== all) next.add(lineId);
        else next.delete(lineId);
        return next;
      });
    },
    selectAll: (on: boolean) => {
      setAll(on);
      setIds(new Set());
    },
    clear: () => {
      setAll(false);
      setIds(new Set());
    },
    /** The selected lines (every line when nothing is selected and `orEverything`). */
    resolve: async (loaded: readonly CartLineKey[], orEverything = false): Promise<CartLineKey[]> => {
      if (!all && ids.size > 0) return loaded.filter((line) => ids.has(line.id));
      if (!all && !orEverything) return [];
      const everything = loaded.length >= lineCount ? [...loaded] : await allLines();
      return all ? everything.filter((line) => !ids.has(line.id)) : everything;
    },
  };
}
