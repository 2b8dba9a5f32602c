import { useQuery } from '@apollo/client/react';
import { OpenBrowseDocument } from './OpenBrowse.generated';

/** Whether guests may browse and buy without an account (open browse); false until known. */
export function useOpenBrowse(): { enabled: boolean; loading: boolean } {
  const { data, loading } = useQuery(OpenBrowseDocument);
  return { enabled: data?.openBrowse.enabled ?? false, loading: loading && !data };
}
