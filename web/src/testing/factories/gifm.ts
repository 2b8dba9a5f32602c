import { UNITS_OF_MEASURE } from '@mro/rules/units';
import type {
  GetItForMeAccessQuery,
  GetItForMeRequestFieldsFragment,
  SubmitGetItForMeRequestMutation,
  WithdrawGetItForMeRequestMutation,
} from '../../features/gifm/GetItForMe.generated';

type Access = NonNullable<GetItForMeAccessQuery['getItForMe']>;
type RequestItem = GetItForMeRequestFieldsFragment['items'][number];

/** A user who may ask for quotes and order non-stock items (last price required), with the 24 units. */
export const gifmAccessOf = (overrides: Partial<Access> = {}): Access => ({
  __typename: 'GetItForMeAccess',
  quotes: true,
  nonStockOrders: true,
  lastPaidRequired: true,
  unitsOfMeasure: UNITS_OF_MEASURE.map((u) => ({ __typename: 'UnitOfMeasureOption' as const, ...u })),
  ...overrides,
});

export const gifmRequestItemOf = (overrides: Partial<RequestItem> = {}): RequestItem => ({
  __typename: 'GetItForMeItem',
  manufacturer: 'Acme Valves',
  partNumber: null,
  description: 'Brass ball valve',
  quantity: 3,
  unitOfMeasure: 'BX',
  attachmentNames: [],
  ...overrides,
});

/** An open quote request 109001-00 of one item. */
export const gifmRequestOf = (
  overrides: Partial<GetItForMeRequestFieldsFragment> = {},
): GetItForMeRequestFieldsFragment => ({
  __typename: 'GetItForMeRequest',
  id: '1',
  kind: 'QUOTE',
  orderNumber: '109001-00',
  createdOn: '2026-11-21T10:00:00Z',
  withdrawn: false,
  purchaseOrderNumber: null,
  items: [gifmRequestItemOf()],
  ...overrides,
});

export const submittedGifmRequest = (
  request: GetItForMeRequestFieldsFragment,
  confirmation: string,
): SubmitGetItForMeRequestMutation['submitGetItForMeRequest'] => ({
  __typename: 'SubmitGetItForMeRequestPayload',
  request,
  confirmation,
  userErrors: [],
});

export const withdrawnGifmRequest = (
  request: GetItForMeRequestFieldsFragment,
): WithdrawGetItForMeRequestMutation['withdrawGetItForMeRequest'] => ({
  __typename: 'WithdrawGetItForMeRequestPayload',
  request: { ...request, withdrawn: true },
  userErrors: [],
});
