import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resetCart, shareState } from '../../testing/handlers/cart';
import { cartLine } from '../../testing/fixtures';
import { renderApp } from '../../testing/render';
import { recipientsOf } from './ShareCart';

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
    resetCart([cartLine('l1', '100001', 2, 4.5)]);
    renderApp('/cart');
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
    expect(shareState.shares).toEqual([['approver@acme.example']]);
  });

  it('shows a shared cart with its owner and lines', async () => {
    renderApp('/cart/shared/share-1');
    expect(await screen.findByText('Bianca Buyer')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Cart item 100001' })).toBeInTheDocument();
    expect(screen.getByText('Shared on 11/20/2026')).toBeInTheDocument();
  });

  it('says so when the shared cart cannot be read', async () => {
    renderApp('/cart/shared/someone-elses');
    expect(
      await screen.findByText(
        "There's a problem retrieving the shared cart. Either the user doesn't exist or access is unauthorized. Please contact support for assistance.",
      ),
    ).toBeInTheDocument();
  });
});
