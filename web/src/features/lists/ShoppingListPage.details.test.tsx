import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerMutation } from '../../testing/api';
import { listErrorOf, listItemOf, listOf, listPayloadOf } from '../../testing/factories/lists';
import { server } from '../../testing/server';
import { ShareShoppingListDocument, UpdateShoppingListDocument } from './ShoppingList.generated';
import { open, restock, rowOf } from './ShoppingListPage.testing';

const othersPublicList = listOf('2', 'Acme Standard PPE', [listItemOf('c', '300', 2, '$1.00')], {
  isPublic: true,
  isOwner: false,
  canEditDetails: false,
  canEditItems: false,
  canShare: false,
  canDelete: false,
  owner: { __typename: 'ShoppingListUser', username: 'alan@example.com', name: 'Alan Approver' },
});

describe('shopping list details', () => {
  it('edits the list details and shares the list', async () => {
    const shared: unknown[] = [];
    const renamed = restock({ name: 'Restock 2027' });
    server.use(
      answerMutation(UpdateShoppingListDocument, { updateShoppingList: listPayloadOf(renamed) }),
      answerMutation(
        ShareShoppingListDocument,
        {
          shareShoppingList: listPayloadOf(null, null, [
            listErrorOf('gus@globex.test is not a user of your company.', 'usernames'),
          ]),
        },
        { once: true, record: shared },
      ),
      answerMutation(
        ShareShoppingListDocument,
        {
          shareShoppingList: listPayloadOf(
            { ...renamed, shares: [{ __typename: 'ShoppingListUser', username: 'alan@example.com', name: 'alan' }] },
            'Shopping List recipients have been updated.',
          ),
        },
        { record: shared },
      ),
    );
    open(restock());
    fireEvent.click(await screen.findByRole('button', { name: 'Edit List Details' }));
    const form = screen.getByRole('form', { name: 'Edit List Details' });
    const name = within(form).getByRole('textbox', { name: 'List Name' });
    fireEvent.change(name, { target: { value: '' } });
    expect(within(form).getByRole('button', { name: 'Update Information' })).toBeDisabled();
    fireEvent.change(name, { target: { value: 'Restock 2027' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Update Information' }));
    expect(await screen.findByRole('heading', { name: 'Restock 2027' })).toBeInTheDocument();

    // The form closes just after the new name is in the cache.
    fireEvent.click(await screen.findByRole('button', { name: 'Share List' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Restock 2027' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: "Colleague's e-mail" }), {
      target: { value: 'gus@globex.test' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Recipient' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Recipients' }));
    expect(await within(dialog).findByText('gus@globex.test is not a user of your company.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop sharing with gus@globex.test' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: "Colleague's e-mail" }), {
      target: { value: 'alan@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Recipient' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Recipients' }));
    expect(await screen.findByText('Shopping List recipients have been updated.')).toBeInTheDocument();
    expect(await screen.findByText('Shared with: alan')).toBeInTheDocument();
    expect(shared).toEqual([
      { input: { id: '1', usernames: ['gus@globex.test'] } },
      { input: { id: '1', usernames: ['alan@example.com'] } },
    ]);
  });

  it('shows another user’s public list read-only', async () => {
    open(othersPublicList);
    const row = await rowOf('300');
    expect(screen.getByText(/Owner: Alan Approver/)).toBeInTheDocument();
    expect(row.queryByLabelText('Quantity for 300')).not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Delete 300' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit List Details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete List' })).not.toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Add To Cart 300' })).toBeInTheDocument();
  });
});
