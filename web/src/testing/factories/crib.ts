import type { UniversalCribSearchQuery } from '../../features/crib/UniversalCrib.generated';

type CribPage = UniversalCribSearchQuery['universalCribSearch'];
type CribItem = CribPage['nodes'][number];

/** Crib item n: ERP-000n, vendor part AN-n, and a customer part number ACME-n. */
export const cribItemOf = (n: number, overrides: Partial<CribItem> = {}): CribItem => ({
  __typename: 'UniversalCribItem',
  erp: `ERP-${String(n).padStart(4, '0')}`,
  description: `Nitrile glove, size ${n % 4 === 0 ? 'L' : 'M'}`,
  cpnString: `ACME-${n}`,
  heading: 'Nitrile gloves',
  brand: 'Ansell',
  vendorPartNumber: `AN-${n}`,
  unitOfMeasure: 'BX',
  slug: 'nitrile-gloves',
  ...overrides,
});

/** Items first..first+count-1. */
export const cribItems = (first: number, count: number) =>
  Array.from({ length: count }, (_, i) => cribItemOf(first + i));

/** One page of crib items, 20 a page as the gateway pages them; `capped` past 1000 matches. */
export const cribPageOf = (overrides: Partial<CribPage> = {}): CribPage => {
  const nodes = overrides.nodes ?? [];
  return {
    __typename: 'UniversalCribItemPage',
    totalCount: nodes.length,
    page: 1,
    pageSize: 20,
    capped: false,
    nodes,
    ...overrides,
  };
};
