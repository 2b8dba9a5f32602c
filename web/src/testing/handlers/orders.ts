import { HttpResponse } from 'msw';
import { OrderHistoryDocument, type OrderHistoryQuery } from '../../features/orders/OrderHistory.generated';
import { api } from '../api';
import { amount } from '../fixtures';

type Row = OrderHistoryQuery['orderHistory']['nodes'][number];

export const orderRows: Row[] = [
  { __typename: 'OrderSummary', orderNumber: '1045821-0', purchaseOrderNumber: 'PO-77', orderType: 'ORDER', orderTypeLabel: 'Order', stage: 'SHIPPED', stageLabel: 'Shipped', enteredOn: '2025-03-07', total: amount('$1,234.50'), approvalStatus: null },
  { __typename: 'OrderSummary', orderNumber: '1045822-01', purchaseOrderNumber: null, orderType: 'QUOTE', orderTypeLabel: 'Quote', stage: 'ENTERED', stageLabel: 'Entered', enteredOn: '2025-11-30', total: amount('$88.00'), approvalStatus: 'Rejected' },
];

export const orderHandlers = [
  api.query(OrderHistoryDocument, ({ variables }) =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        orderHistory: {
          __typename: 'OrderHistoryPage',
          totalCount: orderRows.length,
          page: variables.input.page ?? 1,
          pageSize: variables.input.pageSize ?? 25,
          nodes: orderRows,
        },
      },
    }),
  ),
];
