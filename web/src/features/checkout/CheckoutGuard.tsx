import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { redirectFor } from '../../lib/checkoutProgress';
import { useHydrated } from '../../lib/useHydrated';
import { Spinner } from '../../ui/Spinner';

/**
 * A later step than the one reached goes back to /cart, or /cart/order once step 3 was reached. The
 * step reached is in this tab's storage: the server's page shows a spinner until the page is live.
 */
export function CheckoutGuard({ step, children }: { step: number; children: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated) return <Spinner label="Loading…" />;
  const target = redirectFor(step);
  return target ? <Navigate to={target} replace /> : <>{children}</>;
}
