import { fireEvent, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../testing/api';
import { renderWithProviders } from '../testing/render';
import { server } from '../testing/server';
import { testClient } from '../testing/client';
import { Alert } from '../ui/Alert';
import { SendInvoiceEmailDocument } from './EmailInvoice.generated';
import { useMutationWithErrors, useSharedAlert } from './useMutationWithErrors';

const answers = (message: string | null, userErrors: { field: string | null; message: string }[] = []) =>
  server.use(
    api.mutation(SendInvoiceEmailDocument, () =>
      HttpResponse.json({
        data: {
          __typename: 'Mutation',
          sendInvoiceEmail: {
            __typename: 'SendInvoiceEmailPayload',
            message,
            userErrors: userErrors.map((e) => ({
              __typename: 'UserError' as const,
              code: 'INVALID_INPUT' as const,
              ...e,
            })),
          },
        },
      }),
    ),
  );

const fails = (code: string) =>
  server.use(
    api.mutation(SendInvoiceEmailDocument, () =>
      HttpResponse.json({ errors: [{ message: 'boom', extensions: { code } }] }),
    ),
  );

/** Sends one invoice e-mail; a user error about the order number stands beside it. */
function Send({ alert }: { alert?: 'first' | 'rest' }) {
  const send = useMutationWithErrors(SendInvoiceEmailDocument, (data) => data.sendInvoiceEmail, {
    failed: 'Not sent.',
    succeeded: (payload) => Boolean(payload.message),
    notify: (payload) => payload.message,
    fieldOf: (field) => (field === 'orderNumber' ? 'orderNumber' : null),
    alert,
  });
  return (
    <>
      <button type="button" onClick={() => void send.run({ variables: { input: { orderNumber: '1-00' } } })}>
        Send
      </button>
      {send.fieldErrors.orderNumber && <p>Order number: {send.fieldErrors.orderNumber}</p>}
      {send.failure && <Alert tone="error">{send.failure}</Alert>}
    </>
  );
}

/** Two actions, one alert. */
function Both() {
  const sharedAlert = useSharedAlert();
  const first = useMutationWithErrors(SendInvoiceEmailDocument, (data) => data.sendInvoiceEmail, {
    failed: 'First failed.',
    sharedAlert,
  });
  const second = useMutationWithErrors(SendInvoiceEmailDocument, (data) => data.sendInvoiceEmail, {
    failed: 'Second failed.',
    sharedAlert,
  });
  const variables = { input: { orderNumber: '1-00' } };
  return (
    <>
      <button type="button" onClick={() => void first.run({ variables })}>
        First
      </button>
      <button type="button" onClick={() => void second.run({ variables })}>
        Second
      </button>
      {first.failure && <Alert tone="error">{first.failure}</Alert>}
    </>
  );
}

const show = (ui: React.ReactNode) => renderWithProviders(ui, testClient({ onSessionEnd: () => {} }));

describe('a mutation with user errors', () => {
  it('says a success in a notification, with no alert', async () => {
    answers('Email successfully sent!');
    show(<Send />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Email successfully sent!');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the first user error as the alert and a field's error beside the field", async () => {
    answers(null, [
      { field: 'orderNumber', message: 'Unable to find order.' },
      { field: null, message: 'Email failed to be sent.' },
    ]);
    show(<Send />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to find order.');
    expect(screen.getByText('Order number: Unable to find order.')).toBeInTheDocument();
  });

  it('can leave the errors shown at fields out of the alert', async () => {
    answers(null, [
      { field: 'orderNumber', message: 'Unable to find order.' },
      { field: null, message: 'Email failed to be sent.' },
    ]);
    show(<Send alert="rest" />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Email failed to be sent\.$/);
  });

  it("says the screen's own message when the answer fails without saying why, and the outage when the ERP is down", async () => {
    answers(null);
    show(<Send />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not sent.');
    fails('UPSTREAM_UNAVAILABLE');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Our order system is not responding right now. Please try again in a few minutes.'),
    ).toBeInTheDocument();
    fails('INTERNAL_SERVER_ERROR');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Not sent.')).toBeInTheDocument();
  });

  it('shares one alert between the actions of a page: each one replaces what the last one said', async () => {
    answers(null, [{ field: null, message: 'Email failed to be sent.' }]);
    show(<Both />);
    fireEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email failed to be sent.');
    fails('INTERNAL_SERVER_ERROR');
    fireEvent.click(screen.getByRole('button', { name: 'Second' }));
    expect(await screen.findByText('Second failed.')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    answers('Email successfully sent!');
    fireEvent.click(screen.getByRole('button', { name: 'First' }));
    await expect.poll(() => screen.queryByRole('alert')).toBeNull();
  });
});
