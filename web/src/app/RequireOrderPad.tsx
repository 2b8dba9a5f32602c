import type { ReactNode } from 'react';

import { Spinner } from '../ui/Spinner';
import { useShellContext } from './useShellContext';
import { Redirect } from '../lib/Redirect';

/**
 * The order pad's routes: off (the 404 page) for express users and for the customer with the order
 * pad turned off (storefront §6), the same rule as the main navigation's entry; the gateway refuses
 * them too.
 */
export function RequireOrderPad({ children }: { children: ReactNode }) {
  const { viewer, loading } = useShellContext();
  if (loading) return <Spinner label="Checking your session…" />;
  if (viewer && !viewer.orderPadEnabled) return <Redirect to="/404" />;
  return <>{children}</>;
}
