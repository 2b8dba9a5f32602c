import type { ReactNode } from 'react';

import { useViewer } from '../features/auth';
import { Spinner } from '../ui/Spinner';
import { Redirect } from '../lib/Redirect';

/**
 * The checkout steps before the order is placed (order details, payment, review). Without "Can submit
 * orders" checkout is disabled (cart-checkout-orders §6): the user goes back to the cart, which says why.
 * A guest (no viewer) checks out through open browse and passes.
 */
export function RequireSubmitOrders({ children }: { children: ReactNode }) {
  const { viewer, loading } = useViewer();
  if (loading) return <Spinner label="Checking your session…" />;
  if (viewer && !viewer.permissions.canSubmitOrders) return <Redirect to="/cart" />;
  return <>{children}</>;
}
