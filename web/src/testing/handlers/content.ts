import { HttpResponse } from 'msw';
import { StoreBrandDocument } from '../../features/home/Brand.generated';
import { DEFAULT_BRAND } from '../../features/home/useStoreBrand';
import { api } from '../api';

export const contentHandlers = [
  api.query(StoreBrandDocument, () => HttpResponse.json({ data: { __typename: 'Query', storeBrand: DEFAULT_BRAND } })),
];
