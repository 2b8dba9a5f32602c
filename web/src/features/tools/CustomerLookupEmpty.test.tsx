// The customer lookup's empty answer in the spec's words, shared with the vendor lookup
// (storefront lookups row; the vendor side is in Lookups.test.tsx).
import { fireEvent, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/renderRoute';
import { api } from '../../testing/api';
import { server } from '../../testing/server';
import { CustomerLookupPage } from './CustomerLookupPage';
import { CustomerLookupDocument } from './Lookups.generated';

describe('customer lookup', () => {
  it('says in the spec’s words when no customer matches', async () => {
    server.use(
      api.query(CustomerLookupDocument, () =>
        HttpResponse.json({
          data: { __typename: 'Query', customerLookup: { __typename: 'CustomerLookup', matchCount: 0, hits: [] } },
        }),
      ),
    );
    renderRoute(<CustomerLookupPage />, { path: '/vallen-tools/customers' });
    fireEvent.change(await screen.findByLabelText('Search customers'), { target: { value: 'zzz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look Up' }));
    expect(await screen.findByText('No customers or vendors found.')).toBeInTheDocument();
    expect(screen.queryByText('No customers were found.')).not.toBeInTheDocument();
  });
});
