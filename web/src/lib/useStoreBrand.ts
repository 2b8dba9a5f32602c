import { useQuery } from '@apollo/client/react';
import { StoreBrandDocument, type StoreBrandQuery } from './Brand.generated';

export type StoreBrand = StoreBrandQuery['storeBrand'];

/** Until the gateway answers, the default brand is shown (it is also the answer for every unknown host). */
export const DEFAULT_BRAND: StoreBrand = {
  __typename: 'StoreBrand',
  key: 'DEFAULT',
  name: 'Vallen',
  supportEmail: 'support@vallen.example',
  supportPhone: '1-800-555-0150',
};

export function useStoreBrand(): StoreBrand {
  return useStoreBrandState().brand;
}

/** With `loading`, for brand rules that must not act on the default shown before the answer. */
export function useStoreBrandState(): { brand: StoreBrand; loading: boolean } {
  const { data, loading } = useQuery(StoreBrandDocument, { fetchPolicy: 'cache-first' });
  return { brand: data?.storeBrand ?? DEFAULT_BRAND, loading: loading && !data };
}
