import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoginForm, useViewer } from '../features/auth';
import { useOpenBrowse } from '../features/guest';
import { Spinner } from '../ui/Spinner';
import { useNotify } from '../ui/Toast';
import { messages } from '../lib/messages';
import { RequireLogin } from './RequireLogin';

/**
 * Catalogue and cart routes: logged-in users, and guests while open browse is on (docs/spec/storefront.md §4,
 * open-browse mode). With open browse off these routes need login, as in the spec's route table.
 */
export function RequireShopper({ children }: { children: ReactNode }) {
  const { viewer, loading } = useViewer();
  const openBrowse = useOpenBrowse();
  if (viewer) return <>{children}</>;
  if (loading || openBrowse.loading) return <Spinner label="Checking your session…" />;
  if (openBrowse.enabled) return <>{children}</>;
  return <RequireLogin>{children}</RequireLogin>;
}

/** One route, two screens: `user` for a logged-in user, `guest` for an open-browse guest (else login). */
export function ShopperSwitch({ user, guest }: { user: ReactNode; guest: ReactNode }) {
  const { viewer, loading } = useViewer();
  if (loading) return <Spinner label="Checking your session…" />;
  return viewer ? <>{user}</> : <RequireShopper>{guest}</RequireShopper>;
}

/** /cart/log-in is for guests only: a logged-in user (also right after logging in there) goes on to order details. */
export function CheckoutAsGuard({ children }: { children: ReactNode }) {
  const { viewer, loading } = useViewer();
  // Whatever the login page was given (where to go after) goes on with the user.
  const passedOn: unknown = useLocation().state;
  if (loading) return <Spinner label="Checking your session…" />;
  if (viewer) return <Navigate to="/cart/order" replace state={passedOn} />;
  return <RequireShopper>{children}</RequireShopper>;
}

/** The login form of the checkout-as step, with the usual success notice. */
export function CheckoutLogin() {
  const notify = useNotify();
  return <LoginForm onSuccess={() => notify(messages.loginSuccess)} />;
}
