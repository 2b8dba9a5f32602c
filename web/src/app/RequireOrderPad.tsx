import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '../ui/Spinner';
import { useShellContext } from './useShellContext';

/**
 * The order pad's routes: off (the 404 page) for express users and for the customer with the order
 * pad turned off (storefront §6), the same rule as the main navigation's entry; the gateway refuses
 * them too.
 */
export function RequireOrderPad({ children }: { children: ReactNode }) {
  const { viewer, loading } = useShellContext();
  if (loading) return <Spinner label="Checking your session…" />;
  if (viewer && !viewer.orderPadEnabled) return <Navigate to="/404" replace />;
  return <>{children}</>;
}
