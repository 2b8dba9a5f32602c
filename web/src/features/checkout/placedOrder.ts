import { readConfirmation } from '../../lib/checkoutProgress';
import type { OrderConfirmationFieldsFragment as Confirmation } from '../../lib/OrderConfirmation.generated';

/**
 * The ERP's confirmation, with the total the review page estimated (null when it had none) and when
 * the order was placed (ISO), from which the confirmation's delivery estimate counts.
 */
export type PlacedOrder = Confirmation & { reviewEstimate?: string | null; placedAt?: string | null };

/** The order this checkout placed (or the ERP held), as /cart/confirm and /cart/error show it. */
export function readPlacedOrder(): PlacedOrder | null {
  const json = readConfirmation();
  if (!json) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' && 'orderNumber' in parsed ? (parsed as PlacedOrder) : null;
  } catch {
    return null;
  }
}
