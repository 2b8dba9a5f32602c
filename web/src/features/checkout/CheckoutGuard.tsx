import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { redirectFor } from '../../lib/checkoutProgress';

/** A later step than the one reached goes back to /cart, or /cart/order once step 3 was reached. */
export function CheckoutGuard({ step, children }: { step: number; children: ReactNode }) {
  const target = redirectFor(step);
  return target ? <Navigate to={target} replace /> : <>{children}</>;
}
