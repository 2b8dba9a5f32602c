import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUNCH_OUT_NOT_STARTED } from '@mro/rules/punchout';
import { resetCart } from '../../testing/handlers/cart';
import { checkoutState } from '../../testing/handlers/checkout';
import { cartLine } from '../../testing/fixtures';
import { renderApp } from '../../testing/render';

type Posted = { action: string; target: string; method: string; fields: [string, string][] };

const capturePosts = () => {
  const posted: Posted[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    posted.push({
      action: this.action,
      target: this.target,
      method: this.method,
      fields: [...this.querySelectorAll('input')].map((input) => [input.name, input.value]),
    });
  });
  return posted;
};

afterEach(() => vi.restoreAllMocks());

describe('transferring a punch-out cart', () => {
  it('shows Transfer cart instead of Check Out and posts the server’s form to the procurement system', async () => {
    checkoutState.punchOut = true;
    checkoutState.punchOutSystem = 'Acme Ariba';
    resetCart([cartLine('l1', '100001', 2, 4.5), cartLine('l2', '100002', 1, 9)]);
    const posted = capturePosts();
    renderApp('/cart');
    const transfer = await screen.findByRole('button', { name: 'Transfer cart' });
    expect(screen.queryByRole('button', { name: 'Check Out' })).not.toBeInTheDocument();
    expect(screen.getByText('Sends all 2 lines to Acme Ariba for approval there.')).toBeInTheDocument();
    fireEvent.click(transfer);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      action: 'https://buyer.example/return',
      target: '_top',
      method: 'post',
      fields: [
        ['PartNumber', '100001'],
        ['PartNumber', '100002'],
      ],
    });
    expect(checkoutState.transfers).toBe(1);
  });

  it('explains why a punch-out user who logged in on the store cannot transfer', async () => {
    checkoutState.punchOut = true;
    resetCart([cartLine('l1', '100001', 2, 4.5)]);
    renderApp('/cart');
    expect(await screen.findByText(PUNCH_OUT_NOT_STARTED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Transfer cart' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Check Out' })).not.toBeInTheDocument();
  });
});
