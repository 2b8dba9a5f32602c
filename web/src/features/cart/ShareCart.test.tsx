import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerMutation, answerQuery } from '../../testing/api';
import { sharedCartOf } from '../../testing/factories/cart';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { recipientsOf, ShareCart } from './ShareCart';
import { CartSharingDocument, ShareCartDocument, SharedCartDocument } from './ShareCart.generated';
import { SharedCartPage } from './SharedCartPage';

const NO_COLLEAGUE = 'No other users were found within your company to share your cart.';

const openSharedCart = (id: string) =>
  renderRoute(<SharedCartPage />, { path: '/cart/shared/:cart', at: `/cart/shared/${id}` });

describe('share cart', () => {
  it('splits the typed addresses', () => {
    expect(recipientsOf(' a@acme.example, b@acme.example;c@acme.example\nd@acme.example ')).toEqual([
      'a@acme.example',
      'b@acme.example',
      'c@acme.example',
      'd@acme.example',
    ]);
  });

  it('shares the cart from the cart page, with the spec message when no colleague is found', async () => {
    const sent: string[][] = [];
    // The gateway finds no colleague for an address outside the company, and Alan Approver for his.
    server.use(
      answerQuery(CartSharingDocument, {
        viewer: { __typename: 'Viewer', id: 'u1', permissions: { __typename: 'Permissions', canShareCart: true } },
      }),
      answerMutation(ShareCartDocument, ({ variables: { input } }) => {
        sent.push(input.recipients);
        const found = input.recipients[0] === 'approver@acme.example';
        return {
          shareCart: {
            __typename: 'ShareCartPayload',
            sharedCart: found ? { __typename: 'SharedCart', id: 'share-1' } : null,
            recipients: found
              ? [{ __typename: 'SharedCartRecipient', username: 'approver@acme.example', name: 'Alan Approver' }]
              : [],
            userErrors: found
              ? []
              : [{ __typename: 'UserError', field: 'recipients', code: 'REJECTED', message: NO_COLLEAGUE }],
          },
        };
      }),
    );
    renderRoute(<ShareCart />, { path: '/cart' });
    fireEvent.click(await screen.findByRole('button', { name: 'Share Cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Cart' });
    const field = within(dialog).getByLabelText("Colleagues' e-mail addresses");
    fireEvent.change(field, { target: { value: 'someone@elsewhere.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(
      await within(dialog).findByText('No other users were found within your company to share your cart.'),
    ).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'approver@acme.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Shared cart has been updated. Shared with Alan Approver.')).toBeInTheDocument();
    expect(sent).toEqual([['someone@elsewhere.example'], ['approver@acme.example']]);
  });

  it('shows a shared cart with its owner and lines', async () => {
    server.use(
      answerQuery(SharedCartDocument, ({ variables }) => ({
        sharedCart: variables.id === 'share-1' ? sharedCartOf() : null,
      })),
    );
    openSharedCart('share-1');
    expect(await screen.findByText('Bianca Buyer')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Cart item 100001' })).toBeInTheDocument();
    expect(screen.getByText('Shared on 11/20/2026')).toBeInTheDocument();
  });

  it('says so when the shared cart cannot be read', async () => {
    // Another user's cart, or one that does not exist: the gateway answers none.
    server.use(answerQuery(SharedCartDocument, { sharedCart: null }));
    openSharedCart('someone-elses');
    expect(
      await screen.findByText(
        "There's a problem retrieving the shared cart. Either the user doesn't exist or access is unauthorized. Please contact support for assistance.",
      ),
    ).toBeInTheDocument();
  });
});
