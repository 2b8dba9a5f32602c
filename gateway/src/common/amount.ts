import type { Amount, AmountMode } from '../generated/resolvers-types.ts';
import { formatAmount } from '@mro/rules/common';

/** An amount with its display string: `$1,234.50`, or `12 units` / `1 unit` in units mode. */
export const amount = (value: number, mode: AmountMode): Amount => ({
  value,
  mode,
  display: formatAmount(value, mode),
});
