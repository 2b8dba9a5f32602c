import { useStoreBrandQuery, type StoreBrandQuery } from './Brand.generated';

export type StoreBrand = StoreBrandQuery['storeBrand'];

/** Until the gateway answers, the default brand is shown (it is also the answer for every unknown host). */
export const DEFAULT_BRAND: StoreBrand = {
  __typename: 'StoreBrand', key: 'DEFAULT', name: 'Vallen', supportEmail: 'support@vallen.example', supportPhone: '1-800-555-0150',
};

export function useStoreBrand(): StoreBrand {
  const { data } = useStoreBrandQuery({ fetchPolicy: 'cache-first' });
  return data?.storeBrand ?? DEFAULT_BRAND;
}
