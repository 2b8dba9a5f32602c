import { useQuery } from '@apollo/client/react';
import type { ErrorLike } from '@apollo/client';
import { AccountMenuDocument } from './AccountMenu.generated';
import type { MenuViewer } from './accountMenu';

/** The viewer as the account menu and its guards see it; null for a guest. */
export function useAccountMenu(): { menu: MenuViewer | null; loading: boolean; error: ErrorLike | undefined } {
  // A changed flag shows on the next page: the gateway keeps access flags for 30 seconds anyway.
  const { data, loading, error } = useQuery(AccountMenuDocument, { fetchPolicy: 'cache-and-network' });
  const viewer = data?.viewer;
  return {
    menu: data && viewer ? { viewer, orderAccess: data.orderAccess, getItForMe: data.getItForMe } : null,
    loading: loading && !data,
    error: data ? undefined : error,
  };
}
