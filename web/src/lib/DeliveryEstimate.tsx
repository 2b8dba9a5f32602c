import { deliveryEstimate, ORDER_CUTOFF } from '@mro/rules/delivery';
import { useStoreBrand } from './useStoreBrand';

/**
 * The delivery estimate of §9 for an order placed now (cart, review) or at `placedAt` (confirmation),
 * with the brand's cut-off (5PM EST on the second brand's site, 7PM EST otherwise).
 */
export function DeliveryEstimate({ placedAt }: { placedAt?: string | null }) {
  const brand = useStoreBrand();
  const placed = placedAt ? new Date(placedAt) : new Date();
  const { weekday, date } = deliveryEstimate(Number.isNaN(placed.getTime()) ? new Date() : placed, brand.key);
  return (
    <p className="delivery-estimate">
      Estimated delivery: <strong>{`${weekday}, ${date}`}</strong>
      {placedAt ? '' : ` for orders placed before ${ORDER_CUTOFF[brand.key]}`}.
    </p>
  );
}
