import type { ItemPriceFieldsFragment } from './SearchHitCard.generated';
import { messages } from '../../lib/messages';

type Price = ItemPriceFieldsFragment['price'];

export function isPurchasable(price: Price): boolean {
  return Boolean(price?.purchasable && price.amount);
}

export function PriceText({ price }: { price: Price }) {
  if (!price || !isPurchasable(price) || !price.amount) return <span className="text-danger">{messages.unavailable}</span>;
  return <span>{price.amount.display}</span>;
}

const AVAILABILITY: Record<NonNullable<Price>['availability'], string> = {
  IN_STOCK: 'In stock and ready to ship',
  LIMITED: 'Limited stock: a larger quantity than can ship immediately',
  OUT_OF_STOCK: 'Not available to ship immediately',
  UNAVAILABLE: 'Not available for purchase',
};

export function AvailabilityText({ price }: { price: Price }) {
  if (!price) return <span className="muted">Availability unknown</span>;
  const label = AVAILABILITY[price.availability];
  return (
    <span>
      {label}
      {price.availability !== 'UNAVAILABLE' && price.quantityAvailable > 0 ? ` (${price.quantityAvailable} available)` : ''}
    </span>
  );
}
