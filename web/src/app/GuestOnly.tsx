import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useViewer } from '../features/auth';
import { Spinner } from '../ui/Spinner';

/** Registration pages: a logged-in user goes to their profile instead. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { viewer, loading } = useViewer();
  if (loading) return <Spinner label="Checking your session…" />;
  if (viewer) return <Navigate to="/my-account" replace />;
  return <>{children}</>;
}
