import { act, fireEvent, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../testing/api';
import { cartLinesAdded, glovesHits } from '../../testing/factories/catalog';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { AddCartLinesDocument } from './AddToCart.generated';
import { QuickAddPanel } from './QuickAddPanel';

// Renders over msw can take seconds on a busy machine.
const WAIT = { timeout: 20_000 };

afterEach(() => {
  vi.useRealTimers();
});

/** The cart answers only when the test lets it. */
function slowCart() {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const asked = vi.fn();
  server.use(
    api.mutation(AddCartLinesDocument, async () => {
      asked();
      await answered;
      return HttpResponse.json({ data: { __typename: 'Mutation', addCartLines: cartLinesAdded(1, '$12.50') } });
    }),
  );
  return { asked, answer };
}

describe('quick add', () => {
  it('says it is adding to the cart only once the add has taken 500 ms (quick-add loading delay)', async () => {
    const cart = slowCart();
    const [gloves] = glovesHits();
    renderRoute(<QuickAddPanel hit={gloves!} onClose={() => {}} />);
    const add = await screen.findByRole('button', { name: 'Add to Cart' }, WAIT);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(add);
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(screen.queryByRole('progressbar', { name: 'Adding to cart…' })).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('progressbar', { name: 'Adding to cart…' })).toBeInTheDocument();
    vi.useRealTimers();
    await vi.waitFor(() => expect(cart.asked).toHaveBeenCalled());
    cart.answer();
    expect(await screen.findByText('Your cart has been updated.', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Adding to cart…' })).not.toBeInTheDocument();
  });
});
