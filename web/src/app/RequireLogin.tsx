import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useViewer } from '../features/auth';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { friendlyError } from '../lib/apolloErrors';
import { messages } from '../lib/messages';

/** Login-only routes: guests go to /login, which returns them here afterwards (router state `from`). */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { viewer, loading, error, retry } = useViewer();
  const location = useLocation();
  if (loading) return <Spinner label="Checking your session…" />;
  if (error) {
    // The session is unknown (gateway unreachable): say so instead of sending a logged-in user to /login.
    return (
      <>
        <Alert tone="error">{friendlyError(error, messages.unexpectedError)}</Alert>
        <Button variant="secondary" onPress={retry}>
          Try Again
        </Button>
      </>
    );
  }
  if (!viewer) {
    const { pathname, search, hash } = location;
    return <Navigate to="/login" replace state={{ from: { pathname, search, hash } }} />;
  }
  return <>{children}</>;
}
