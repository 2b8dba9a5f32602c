import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../testing/api';
import { shellBuyer } from '../testing/handlers/shell';
import { renderRoute } from '../testing/renderRoute';
import { server } from '../testing/server';
import { ShellViewerDocument } from './Shell.generated';
import { Footer } from './Footer';

describe('footer', () => {
  it('offers guests the newsletter sign-up', async () => {
    server.use(
      api.query(ShellViewerDocument, () => HttpResponse.json({ data: { __typename: 'Query', viewer: null } })),
    );
    renderRoute(<Footer />, { path: '/' });
    expect(await screen.findByRole('form', { name: 'Newsletter sign-up' })).toBeInTheDocument();
  });

  it('does not offer it to a logged-in buyer', async () => {
    // A buyer without card payment: the card icons going away says the viewer has arrived.
    const buyer = { ...shellBuyer, cardPaymentDisabled: true };
    server.use(
      api.query(ShellViewerDocument, () => HttpResponse.json({ data: { __typename: 'Query', viewer: buyer } })),
    );
    renderRoute(<Footer />, { path: '/' });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Cards we accept' })).not.toBeInTheDocument());
    expect(screen.queryByRole('form', { name: 'Newsletter sign-up' })).not.toBeInTheDocument();
  });
});
