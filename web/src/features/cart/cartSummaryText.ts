import { formatCount } from '../../lib/format';

type Totals = { lineCount: number; itemCount: number; subtotal: { display: string } };

/** What the Order Summary and the phone's sticky summary both say of the cart: one calculation, one text. */
export const cartSummaryText = (cart: Totals) => ({
  counts:
    `${formatCount(cart.lineCount)} ${cart.lineCount === 1 ? 'line' : 'lines'}, ` +
    `${formatCount(cart.itemCount)} ${cart.itemCount === 1 ? 'item' : 'items'}`,
  subtotal: `Subtotal: ${cart.subtotal.display}`,
});

/** The confirmation after lines went into the cart (the order pad's wording). */
export const linesAddedText = (count: number): string =>
  `${formatCount(count)} ${count === 1 ? 'line was' : 'lines were'} added to your cart.`;
