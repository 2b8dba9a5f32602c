import type { ReactNode } from 'react';
import { useViewer } from '../features/auth';
import { Spinner } from '../ui/Spinner';
import { NotFoundPage } from './pages';

/**
 * Pages punch-out users may not use (password recovery, reset and welcome; storefront §6, account-admin-calls §6): absent in
 * a punch-out session, as the gateway refuses what they would send.
 */
export function NotInPunchOut({ children }: { children: ReactNode }) {
  const { viewer, loading } = useViewer();
  if (loading) return <Spinner label="Checking your session…" />;
  if (viewer?.sessionMode === 'PUNCH_OUT') return <NotFoundPage />;
  return <>{children}</>;
}
