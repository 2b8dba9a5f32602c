import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerQuery, api } from '../../testing/api';
import { gatewayError } from '../../testing/erpFailures';
import { sharedCartSummaryOf } from '../../testing/factories/cart';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { SharedCartsDocument } from './SharedCarts.generated';
import { SharedCartsPage } from './SharedCartsPage';

const page = () => renderRoute(<SharedCartsPage />, { path: '/my-account/shared-carts' });

// Who may open the page (a user someone shared a cart with) is the account guard's: app/AccountGuards.test.tsx.
describe('shared carts', () => {
  it('pages the carts colleagues shared to the last page, each linking to the shared-cart view', async () => {
    const carts = Array.from({ length: 12 }, (_, i) => sharedCartSummaryOf(i + 1));
    server.use(answerQuery(SharedCartsDocument, { sharedCarts: carts }));
    page();
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
    server.use(
      api.query(SharedCartsDocument, () => gatewayError('Unable to find shared carts.', 'UPSTREAM_UNAVAILABLE')),
    );
    page();
    expect(await screen.findByText('Unable to find shared carts.')).toBeInTheDocument();
  });
});
