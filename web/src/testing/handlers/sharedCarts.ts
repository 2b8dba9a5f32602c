import { HttpResponse } from 'msw';
import { SharedCartsDocument, type SharedCartsQuery } from '../../features/cart/SharedCarts.generated';
import { api } from '../api';

type Summary = SharedCartsQuery['sharedCarts'][number];

/** A cart a colleague shared with the mocked viewer. */
export const sharedCartSummary = (n: number): Summary => ({
  __typename: 'SharedCartSummary',
  id: `shared${n}`,
  sharerUsername: n % 2 ? 'lead@acme.example' : 'junior@acme.example',
  lineCount: (n % 4) + 1,
  sharedAt: `2026-10-${String((n % 28) + 1).padStart(2, '0')}T15:00:00.000Z`,
  subtotal: { __typename: 'Amount', value: 10 * n, display: `$${(10 * n).toFixed(2)}` },
  owner: {
    __typename: 'SharedCartOwner',
    name: n % 2 ? 'Lee Lead' : 'Jo Junior',
    username: n % 2 ? 'lead@acme.example' : 'junior@acme.example',
  },
});

export const sharedCartsState = { carts: [] as Summary[], fail: false };
export const resetSharedCarts = (count = 12) => {
  sharedCartsState.carts = Array.from({ length: count }, (_, i) => sharedCartSummary(i + 1));
  sharedCartsState.fail = false;
};

export const sharedCartsHandlers = [
  api.query(SharedCartsDocument, () =>
    sharedCartsState.fail
      ? HttpResponse.json({
          data: null,
          errors: [{ message: 'Unable to find shared carts.', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
        })
      : HttpResponse.json({ data: { __typename: 'Query', sharedCarts: sharedCartsState.carts } }),
  ),
];
