import { readConfirmation } from '../../lib/checkoutProgress';
import type { OrderConfirmationFieldsFragment as Confirmation } from '../../lib/OrderConfirmation.generated';

/**
 * The ERP's confirmation, with the total the review page estimated (null when it had none) and when
 * the order was placed (ISO), from which the confirmation's delivery estimate counts.
 */
export type PlacedOrder = Confirmation & { reviewEstimate?: string | null; placedAt?: string | null };

/** The order this checkout placed (or the ERP held), as /cart/confirm and /cart/error show it. */
export const readPlacedOrder = () => readConfirmation<PlacedOrder>();
