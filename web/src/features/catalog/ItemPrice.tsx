import type { ItemPriceFieldsFragment } from './SearchHitCard.generated';
import { messages } from '../../lib/messages';
import { AVAILABILITY } from '../../lib/availabilityText';

type Price = ItemPriceFieldsFragment['price'];

export function isPurchasable(price: Price): boolean {
  return Boolean(price?.purchasable && price.amount);
}

export function PriceText({ price }: { price: Price }) {
  if (!price || !isPurchasable(price) || !price.amount)
    return <span className="text-danger">{messages.unavailable}</span>;
  return <span>{price.amount.display}</span>;
}

/** The four icon states of the availability icon (storefront §4). */
export type AvailabilityState = 'refresh' | 'warning' | 'success' | 'gray';

export type AvailabilityView = { state: AvailabilityState; text: string; callUs: boolean };

/**
 * Which icon and words an item's availability gets. Unknown (no price context: the price could not
 * be had) is `refresh`; an item without a price is `gray` (the price cell already says why);
 * stock short of what is asked for, or none to ship now, is `warning`; enough stock is `success`.
 */
export function availabilityOf(price: Price | undefined, quantity?: number | null): AvailabilityView {
  if (!price) return { state: 'refresh', text: 'Availability unknown', callUs: true };
  if (price.availability === 'UNAVAILABLE' || !isPurchasable(price))
    return { state: 'gray', text: 'Not available for purchase', callUs: false };
  const wanted = quantity ?? 1;
  if (price.availability === 'OUT_OF_STOCK' || price.quantityAvailable <= 0) {
    return { state: 'warning', text: AVAILABILITY.none, callUs: true };
  }
  if (wanted > price.quantityAvailable) {
    return {
      state: 'warning',
      text: AVAILABILITY.short(price.quantityAvailable),
      callUs: true,
    };
  }
  if (price.availability === 'LIMITED') {
    return { state: 'warning', text: `Limited stock (${price.quantityAvailable} available)`, callUs: true };
  }
  return { state: 'success', text: AVAILABILITY.inStock(price.quantityAvailable), callUs: false };
}

// One 16-px glyph per state; the words beside it are the text alternative, so the glyph is hidden.
const GLYPHS: Record<AvailabilityState, string> = {
  refresh: 'M13.6 2.4A7.9 7.9 0 0 0 8 0a8 8 0 1 0 7.7 10h-2.1A6 6 0 1 1 8 2c1.7 0 3.1.7 4.2 1.8L9 7h7V0z',
  warning: 'M8 0.5 0 15.5h16zM7 6h2v5H7zm0 6h2v2H7z',
  success: 'M8 0a8 8 0 1 0 0 16A8 8 0 0 0 8 0zM6.5 11.6 3 8.1l1.4-1.4 2.1 2.1 5-5 1.4 1.4z',
  gray: 'M8 0a8 8 0 1 0 0 16A8 8 0 0 0 8 0zM3 7h10v2H3z',
};

/** The availability icon with its words (and the call-us hint when the item cannot simply ship). */
export function AvailabilityIcon({ price, quantity }: { price: Price | undefined; quantity?: number | null }) {
  const view = availabilityOf(price, quantity);
  return (
    <span className={`availability availability-${view.state}`} data-availability={view.state}>
      <svg
        className="availability-glyph"
        viewBox="0 0 16 16"
        width="16"
        height="16"
        aria-hidden="true"
        focusable="false"
      >
        <path d={GLYPHS[view.state]} fill="currentColor" />
      </svg>
      <span>
        {view.text}
        {view.callUs && <span className="availability-hint"> {messages.callUs}</span>}
      </span>
    </span>
  );
}

/** What tells an item from its siblings: its description without the product's heading, when it repeats it. */
export const variantOf = (description: string, heading: string): string =>
  description.startsWith(heading) ? description.slice(heading.length).replace(/^[\s,–-]+/, '') : description;
