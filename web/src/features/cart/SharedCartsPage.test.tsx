import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';
import { buyerMenu, setAccountMenu } from '../../testing/handlers/account';
import { resetSharedCarts, sharedCartsHandlers, sharedCartsState } from '../../testing/handlers/sharedCarts';

const sharedWith = () => {
  const menu = buyerMenu();
  return { ...menu, viewer: { ...menu.viewer, hasSharedCarts: true } };
};

beforeEach(() => {
  server.use(...sharedCartsHandlers);
  resetSharedCarts(12);
  setAccountMenu(sharedWith());
});

describe('shared carts', () => {
  it('pages the carts colleagues shared to the last page, each linking to the shared-cart view', async () => {
    renderApp('/my-account/shared-carts');
    const table = await screen.findByRole('table', { name: 'Carts shared with you' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Page 1 of 2 (12 shared carts)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2 (12 shared carts)')).toBeInTheDocument();
    const links = within(screen.getByRole('table', { name: 'Carts shared with you' })).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[1]).toHaveAttribute('href', '/cart/shared/shared12');
    expect(links[1]).toHaveTextContent('View cart shared by Jo Junior on');
  });

  it('says so when the carts cannot be found', async () => {
    sharedCartsState.fail = true;
    renderApp('/my-account/shared-carts');
    expect(await screen.findByText('Unable to find shared carts.')).toBeInTheDocument();
  });

  it('refuses a user nobody shared a cart with', async () => {
    setAccountMenu(buyerMenu());
    renderApp('/my-account/shared-carts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
  });
});
