import type { ReactNode } from 'react';
import { Alert } from './Alert';
import { Spinner } from './Spinner';

/**
 * A list's states in order: loading (nothing shown yet), failed (nothing to show), empty, and the
 * rows. The page passes its spec's messages; a refetch keeps the rows up (`list` is still there).
 */
export function ListBody<L extends { nodes: readonly unknown[] }>({
  list,
  loading,
  failure,
  loadingLabel,
  empty,
  children,
}: {
  list: L | null | undefined;
  /** True while the first answer is awaited. */
  loading: boolean;
  /** The message of a failed load, when there is no answer to show. */
  failure: ReactNode;
  /** The spinner's text, e.g. 'Loading users…'. */
  loadingLabel: string;
  /** The spec's message for no rows. */
  empty: ReactNode;
  children: (list: L) => ReactNode;
}) {
  if (list && list.nodes.length > 0) return <>{children(list)}</>;
  if (loading && !list) return <Spinner label={loadingLabel} />;
  if (failure && !list) return <Alert tone="error">{failure}</Alert>;
  return <Alert tone="info">{empty}</Alert>;
}
