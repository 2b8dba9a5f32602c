import { HttpResponse } from 'msw';
import { UniversalCribSearchDocument } from '../../features/crib/UniversalCrib.generated';
import { api } from '../api';

/** The mocked gateway's crib: `total` items for any term but 'nothing', 1000 at most, capped above. */
export const cribState = { total: 45 };

const item = (n: number) => ({
  __typename: 'UniversalCribItem' as const,
  erp: `ERP-${String(n).padStart(4, '0')}`,
  description: `Nitrile glove, size ${n % 4 === 0 ? 'L' : 'M'}`,
  cpnString: n % 3 === 0 ? `ACME-${n}` : '',
  heading: 'Nitrile gloves',
  brand: 'Ansell',
  vendorPartNumber: `AN-${n}`,
  unitOfMeasure: 'BX',
  slug: 'nitrile-gloves',
});

export const cribHandlers = [
  api.query(UniversalCribSearchDocument, ({ variables }) => {
    const { query, page = 1 } = variables.input;
    const all = query === 'nothing' ? 0 : Math.min(cribState.total, 1000);
    const current = page ?? 1;
    const nodes = Array.from({ length: Math.max(0, Math.min(20, all - (current - 1) * 20)) }, (_, i) =>
      item((current - 1) * 20 + i + 1),
    );
    return HttpResponse.json({
      data: {
        __typename: 'Query',
        universalCribSearch: {
          __typename: 'UniversalCribItemPage',
          totalCount: all,
          page: current,
          pageSize: 20,
          capped: cribState.total > 1000,
          nodes,
        },
      },
    });
  }),
];
