import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../testing/api';
import { cartRequestOf } from '../../testing/factories/approvals';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { MyCartRequestsDocument, ResubmitCartRequestDocument } from './CartRequests.generated';
import { RequestsPage } from './RequestsPage';

const SOON = { timeout: 10_000 };

// Who sees the Order Approvals entry of the account menu (a supervisor; not a buyer, nor a supervisor
// in punch-out) is the menu's: app/accountMenu.test.ts, and its sidebar app/AccountLayout.test.tsx.
describe('pending orders', () => {
  it('offers Resubmit on a rejected request only, and sends it to the approver again', async () => {
    const resubmitted: string[] = [];
    server.use(
      api.query(MyCartRequestsDocument, () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            myCartRequests: [
              cartRequestOf({
                id: '51',
                status: 'REJECTED',
                statusLabel: 'Rejected',
                inApproval: false,
                viewerCanResolve: false,
              }),
              cartRequestOf({ id: '52', viewerCanResolve: false }),
            ],
          },
        }),
      ),
      api.mutation(ResubmitCartRequestDocument, ({ variables: { input } }) => {
        resubmitted.push(input.id);
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            resubmitCartRequest: {
              __typename: 'ResubmitCartRequestPayload',
              request: cartRequestOf({ id: input.id, viewerCanResolve: false }),
              userErrors: [],
            },
          },
        });
      }),
    );
    renderRoute(<RequestsPage />, { path: '/my-account/requests' });
    const rejected = (await screen.findByRole('rowheader', { name: '51' }, SOON)).closest('tr')!;
    const pending = screen.getByRole('rowheader', { name: '52' }).closest('tr')!;
    expect(within(pending).queryByRole('button', { name: /^Resubmit/ })).toBeNull();
    fireEvent.click(within(rejected).getByRole('button', { name: 'Resubmit request 51' }));
    expect(await screen.findByText('Request 51 was sent to your approver again.', {}, SOON)).toBeInTheDocument();
    expect(resubmitted).toEqual(['51']);
  });
});
