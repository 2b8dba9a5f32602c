import { fireEvent, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../testing/api';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { submitValue } from '../../testing/steps';
import { SubscribeToNewsletterDocument, type SubscribeToNewsletterMutation } from './Newsletter.generated';
import { NewsletterSignUp } from './NewsletterSignUp';

type Refusal = Omit<SubscribeToNewsletterMutation['subscribeToNewsletter']['userErrors'][number], '__typename'>;
const answer = (message: string | null, userErrors: Refusal[] = []) =>
  HttpResponse.json<{ data: SubscribeToNewsletterMutation }>({
    data: {
      __typename: 'Mutation',
      subscribeToNewsletter: {
        __typename: 'SubscribeToNewsletterPayload',
        message,
        userErrors: userErrors.map((error) => ({ __typename: 'UserError' as const, ...error })),
      },
    },
  });

describe('newsletter sign-up', () => {
  it('checks the address, sends it and thanks the guest', async () => {
    const sent: string[] = [];
    server.use(
      api.mutation(SubscribeToNewsletterDocument, ({ variables }) => {
        sent.push(variables.input.email);
        return answer('Thank you for subscribing to our newsletter.');
      }),
    );
    renderRoute(<NewsletterSignUp />, { path: '/' });
    // Labelled without "e-mail", so the login form's E-mail field stays the only one of that name.
    const field = screen.getByLabelText('Subscribe to our newsletter');
    expect(screen.queryByLabelText(/e-?mail/i)).not.toBeInTheDocument();
    expect(field).toHaveAttribute('maxLength', '100');
    expect(field).toHaveAttribute('placeholder', 'name@example.com');
    await submitValue(field, '', 'Subscribe', 'Please enter your e-mail address to subscribe.');
    await submitValue(field, 'pat@', 'Subscribe', 'Please enter a valid e-mail address.');
    expect(sent).toEqual([]);
    fireEvent.change(field, { target: { value: ' pat@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for subscribing to our newsletter.');
    expect(sent).toEqual(['pat@example.com']);
    expect(field).toHaveValue('');
  });

  it('shows the gateway’s refusal and its failure message', async () => {
    let reply = () =>
      answer(null, [{ field: null, message: 'Too many attempts. Please try again in 60 minutes.', code: 'THROTTLED' }]);
    server.use(api.mutation(SubscribeToNewsletterDocument, () => reply()));
    renderRoute(<NewsletterSignUp />, { path: '/' });
    fireEvent.change(screen.getByLabelText('Subscribe to our newsletter'), { target: { value: 'pat@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 60 minutes.');
    reply = () =>
      answer(null, [
        {
          field: null,
          message: 'We could not sign you up right now. Please try again later.',
          code: 'UPSTREAM_UNAVAILABLE',
        },
      ]);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('We could not sign you up right now. Please try again later.')).toBeInTheDocument();
  });
});
