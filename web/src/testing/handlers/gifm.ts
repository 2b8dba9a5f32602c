import { HttpResponse } from 'msw';
import {
  GetItForMeAccessDocument,
  MyGetItForMeRequestsDocument,
  SubmitGetItForMeRequestDocument,
  WithdrawGetItForMeRequestDocument,
  type GetItForMeRequestFieldsFragment,
  type SubmitGetItForMeRequestMutationVariables,
} from '../../features/gifm/GetItForMe.generated';
import { UNITS_OF_MEASURE } from '@mro/rules/units';
import { api } from '../api';

/** What the Get it for Me handlers answer; tests change it and read what was sent. */
export const gifmState: {
  quotes: boolean;
  nonStockOrders: boolean;
  lastPaidRequired: boolean;
  requests: GetItForMeRequestFieldsFragment[];
  sent: SubmitGetItForMeRequestMutationVariables['input'][];
} = { quotes: true, nonStockOrders: true, lastPaidRequired: true, requests: [], sent: [] };

export const resetGifm = () =>
  Object.assign(gifmState, { quotes: true, nonStockOrders: true, lastPaidRequired: true, requests: [], sent: [] });

export const gifmHandlers = [
  api.query(GetItForMeAccessDocument, () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        getItForMe: {
          __typename: 'GetItForMeAccess',
          quotes: gifmState.quotes,
          nonStockOrders: gifmState.nonStockOrders,
          lastPaidRequired: gifmState.lastPaidRequired,
          unitsOfMeasure: UNITS_OF_MEASURE.map((u) => ({ __typename: 'UnitOfMeasureOption' as const, ...u })),
        },
      },
    }),
  ),
  api.query(MyGetItForMeRequestsDocument, () =>
    HttpResponse.json({ data: { __typename: 'Query', myGetItForMeRequests: gifmState.requests } }),
  ),
  api.mutation(SubmitGetItForMeRequestDocument, ({ variables }) => {
    gifmState.sent.push(variables.input);
    const orderNumber = `10900${gifmState.sent.length}-00`;
    const request: GetItForMeRequestFieldsFragment = {
      __typename: 'GetItForMeRequest',
      id: String(gifmState.sent.length),
      kind: variables.input.kind,
      orderNumber,
      createdOn: '2026-11-21T10:00:00Z',
      withdrawn: false,
      purchaseOrderNumber: variables.input.purchaseOrderNumber ?? null,
      items: variables.input.items.map((i) => ({
        __typename: 'GetItForMeItem' as const,
        manufacturer: i.manufacturer,
        partNumber: i.partNumber ?? null,
        description: i.description,
        quantity: i.quantity,
        unitOfMeasure: i.unitOfMeasure,
        attachmentNames: (i.attachments ?? []).map((a) => a.fileName),
      })),
    };
    gifmState.requests = [request, ...gifmState.requests];
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        submitGetItForMeRequest: {
          __typename: 'SubmitGetItForMeRequestPayload',
          request,
          confirmation: `Your quote request ${orderNumber} has been sent.`,
          userErrors: [],
        },
      },
    });
  }),
  api.mutation(WithdrawGetItForMeRequestDocument, ({ variables }) => {
    gifmState.requests = gifmState.requests.map((r) => (r.id === variables.input.id ? { ...r, withdrawn: true } : r));
    const request = gifmState.requests.find((r) => r.id === variables.input.id) ?? null;
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        withdrawGetItForMeRequest: { __typename: 'WithdrawGetItForMeRequestPayload', request, userErrors: [] },
      },
    });
  }),
];
