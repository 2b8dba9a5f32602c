import type { Amount, AmountMode } from '../generated/resolvers-types.ts';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const units = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** An amount with its display string: `$1,234.50`, or `12 units` / `1 unit` in units mode. */
export const amount = (value: number, mode: AmountMode): Amount => ({
  value,
  mode,
  display: mode === 'UNITS' ? `${units.format(value)} ${value === 1 ? 'unit' : 'units'}` : currency.format(value),
});
