import { useQuery } from '@apollo/client/react';
import type { ErrorLike } from '@apollo/client';
import { ViewerDocument, type ViewerFieldsFragment } from './Viewer.generated';

export type Viewer = ViewerFieldsFragment;

export function useViewer(): {
  viewer: Viewer | null;
  loading: boolean;
  error: ErrorLike | undefined;
  retry: () => void;
} {
  const { data, loading, error, refetch } = useQuery(ViewerDocument);
  return {
    viewer: data?.viewer ?? null,
    loading: loading && !data,
    // Only an error without data matters: a guest has `viewer: null`, which is not an error.
    error: data ? undefined : error,
    retry: () => void refetch().catch(() => undefined),
  };
}
