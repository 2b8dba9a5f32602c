import type { ReactNode } from 'react';

import { useViewer } from '../features/auth';
import { Spinner } from '../ui/Spinner';
import { Redirect } from '../lib/Redirect';

/** Registration pages: a logged-in user goes to their profile instead. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { viewer, loading } = useViewer();
  if (loading) return <Spinner label="Checking your session…" />;
  if (viewer) return <Redirect to="/my-account" />;
  return <>{children}</>;
}
