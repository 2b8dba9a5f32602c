import { useQuery } from '@apollo/client/react';
import type { NavigationContext } from './mainNavigation';
import { ShellGetItForMeDocument, ShellViewerDocument } from './Shell.generated';

/** The viewer's flags for the header, navigation and footer; `loading` until the viewer is known. */
export function useShellContext(): NavigationContext & { loading: boolean } {
  const { data, loading } = useQuery(ShellViewerDocument);
  const viewer = data?.viewer ?? null;
  const gifm = useQuery(ShellGetItForMeDocument, { skip: !viewer });
  return { viewer, getItForMe: viewer ? (gifm.data?.getItForMe ?? null) : null, loading: loading && !data };
}
