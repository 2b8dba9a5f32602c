import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';

import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { friendlyError } from '../../lib/apolloErrors';
import { messages } from '../../lib/messages';
import { OrderAccessDocument, type OrderAccessQuery } from './OrderAccess.generated';
import { Redirect } from '../../lib/Redirect';

export type OrderScreen = Exclude<keyof OrderAccessQuery['orderAccess'], '__typename'>;

/** Sends a viewer without access to the screen to /unauthorized (cart-checkout-orders §6). */
export function RequireOrderAccess({
  screen,
  anyOf,
  children,
}: {
  screen?: OrderScreen;
  anyOf?: OrderScreen[];
  children: ReactNode;
}) {
  const { data, loading, error } = useQuery(OrderAccessDocument, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <Spinner label="Loading…" />;
  if (error && !data) return <Alert tone="error">{friendlyError(error, messages.catalogFailure)}</Alert>;
  const access = data?.orderAccess;
  const screens = anyOf ?? (screen ? [screen] : []);
  if (!access || !screens.some((s) => access[s])) return <Redirect to="/unauthorized" />;
  return <>{children}</>;
}
