import { HttpResponse } from 'msw';
import {
  NavigationCategoriesDocument,
  ShellGetItForMeDocument,
  ShellViewerDocument,
  type ShellViewerFieldsFragment,
} from '../../app/Shell.generated';
import { api } from '../api';
import { buyer } from '../fixtures';
import { isLoggedIn } from './auth';
import { gifmState } from './gifm';

/** The header's viewer: the buyer's flags; tests override some with `shellState.viewer`. */
export const shellBuyer: ShellViewerFieldsFragment = {
  __typename: 'Viewer',
  id: buyer.id,
  name: buyer.name,
  sessionMode: 'STANDARD',
  roles: ['USER'],
  isSupervisor: false,
  csrEmail: 'csr@vallen.example',
  quoteReportActive: false,
  orderPadEnabled: true,
  cardPaymentDisabled: false,
  customerNumber: '10001',
  customerName: 'Acme Fabrication',
  canSwitchCustomer: false,
};

export const shellState: { viewer: Partial<ShellViewerFieldsFragment> } = { viewer: {} };

export const resetShell = () => Object.assign(shellState, { viewer: {} });

// Eleven departments of four categories, as the sandbox's tree.
const DEPARTMENTS = Array.from({ length: 11 }, (_, d) => ({
  __typename: 'Department' as const,
  name: `Department ${d + 1}`,
  categories: Array.from({ length: 4 }, (_, c) => ({
    __typename: 'CategoryCount' as const,
    name: `Category ${d + 1}.${c + 1}`,
  })),
}));

export const shellHandlers = [
  api.query(ShellViewerDocument, () =>
    HttpResponse.json({
      data: { __typename: 'Query', viewer: isLoggedIn() ? { ...shellBuyer, ...shellState.viewer } : null },
    }),
  ),
  api.query(ShellGetItForMeDocument, () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        // The same access the Get it for Me form is answered.
        getItForMe: {
          __typename: 'GetItForMeAccess',
          quotes: gifmState.quotes,
          nonStockOrders: gifmState.nonStockOrders,
        },
      },
    }),
  ),
  api.query(NavigationCategoriesDocument, () =>
    HttpResponse.json({
      data: { __typename: 'Query', categoryTree: { __typename: 'CategoryTree', departments: DEPARTMENTS } },
    }),
  ),
];
