import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerMutation, api } from '../../testing/api';
import { ERP_FAILURES, erpFailure } from '../../testing/erpFailures';
import { billingCardOf, billingInfoOf, savedCardPayloadOf } from '../../testing/factories/payment';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import {
  AddSavedCardDocument,
  BillingInfoDocument,
  MakeDefaultCardDocument,
  RemoveCardDocument,
  type BillingCardFragment,
} from './BillingInfo.generated';
import { BillingInfoPage } from './BillingInfoPage';

const threeCards = () => [1, 2, 3].map((n) => billingCardOf(n));

/** The gateway answers the billing page with `cards` from now on. */
const billing = (cards: BillingCardFragment[], overrides: Parameters<typeof billingInfoOf>[1] = {}) =>
  server.use(api.query(BillingInfoDocument, () => HttpResponse.json({ data: billingInfoOf(cards, overrides) })));

const open = () => renderRoute(<BillingInfoPage />, { path: '/my-account/billing-info' });

const type = (name: string | RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

const fillCard = (number = '4242 4242 4242 4242') => {
  type(/Name on card/, 'Tess Tyrell');
  type(/Card number/, number);
  fireEvent.change(screen.getByRole('combobox', { name: 'Expiration month' }), { target: { value: '6' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Expiration year' }), { target: { value: '2030' } });
  type(/Security code/, '321');
  type(/Billing address/, '5 Replicant Way');
  type(/Billing ZIP code/, '90210-1234');
};

describe('billing info', () => {
  it('lists the saved cards masked, sets another as default and removes one after a confirmation', async () => {
    const made: unknown[] = [];
    const removed: unknown[] = [];
    const defaultSecond = [
      billingCardOf(2, { isDefault: true }),
      billingCardOf(1, { isDefault: false }),
      billingCardOf(3),
    ];
    billing(threeCards());
    server.use(
      answerMutation(MakeDefaultCardDocument, ({ variables }) => {
        made.push(variables.input);
        billing(defaultSecond);
        return { updateSavedCard: savedCardPayloadOf(defaultSecond) };
      }),
      answerMutation(
        RemoveCardDocument,
        ({ variables }) => {
          removed.push(variables.input);
          return {
            removeSavedCard: savedCardPayloadOf(null, [
              { __typename: 'UserError', field: 'token', message: 'Not found.', code: 'NOT_FOUND' },
            ]),
          };
        },
        { once: true },
      ),
      answerMutation(RemoveCardDocument, ({ variables }) => {
        removed.push(variables.input);
        const left = defaultSecond.slice(0, 2);
        billing(left);
        return { removeSavedCard: savedCardPayloadOf(left) };
      }),
    );
    open();
    const table = await screen.findByRole('table', { name: 'Saved cards' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('************1002')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Set as Default: Visa ending in 1002' }));
    expect(await screen.findByText('Default card updated.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('row', { name: /ending in 1002/ })).getByText('Default')).toBeInTheDocument(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Visa ending in 1003' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Card' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText('Unable to complete request: Not found.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Card removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /ending in 1003/ })).not.toBeInTheDocument());
    expect(made).toEqual([{ token: 'tok_2', makeDefault: true }]);
    expect(removed).toEqual([{ token: 'tok_3' }, { token: 'tok_3' }]);
  });

  it('adds a card with the card-form rules, Save Card disabled until it is valid, and the admin’s default option', async () => {
    const added: unknown[] = [];
    billing(threeCards());
    server.use(
      answerMutation(AddSavedCardDocument, ({ variables }) => {
        added.push(variables.input);
        const cards = [
          billingCardOf(103, { last4: '4242', maskedNumber: '************4242', isDefault: true }),
          ...threeCards().map((c) => ({ ...c, isDefault: false })),
        ];
        billing(cards);
        return { addSavedCard: savedCardPayloadOf(cards) };
      }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Card' }));
    const save = screen.getByRole('button', { name: 'Save Card' });
    expect(save).toBeDisabled();
    fillCard('6011 1111 1111 1117');
    type(/Billing ZIP code/, 'K1A 0B1');
    expect(
      await screen.findByText('We only accept Visa, MasterCard, or American Express. Please select a different card.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter a ZIP code of 5 digits or 5+4 (12345 or 12345-6789).')).toBeInTheDocument();
    expect(save).toBeDisabled();
    fillCard();
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Save as my default card' }));
    fireEvent.click(save);
    expect(await screen.findByText('Card saved.')).toBeInTheDocument();
    expect(added).toEqual([
      {
        nameOnCard: 'Tess Tyrell',
        number: '4242 4242 4242 4242',
        expirationMonth: 6,
        expirationYear: 2030,
        securityCode: '321',
        nickname: null,
        billingAddress: '5 Replicant Way',
        zip: '90210-1234',
        makeDefault: true,
      },
    ]);
    expect(await screen.findByRole('row', { name: /ending in 4242/ })).toHaveTextContent('Default');
  });

  it('shows a refusal of the vault, and offers no default option to a non-administrator', async () => {
    billing(threeCards(), { canSaveAsDefault: false });
    server.use(
      answerMutation(AddSavedCardDocument, {
        addSavedCard: savedCardPayloadOf(null, [
          {
            __typename: 'UserError',
            field: null,
            message:
              'Unable to complete request: Failed to process payment, please ensure that your payment info is correct.',
            code: 'REJECTED',
          },
        ]),
      }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Card' }));
    expect(screen.queryByRole('checkbox', { name: 'Save as my default card' })).not.toBeInTheDocument();
    fillCard();
    fireEvent.click(screen.getByRole('button', { name: 'Save Card' }));
    expect(
      await screen.findByText(
        'Unable to complete request: Failed to process payment, please ensure that your payment info is correct.',
      ),
    ).toBeInTheDocument();
  });

  it('says when the payment form cannot load and when there are no cards', async () => {
    billing([], { newCardAvailable: false, newCardMessage: 'Unable to load payment form' });
    open();
    expect(await screen.findByText('Unable to load payment form')).toBeInTheDocument();
    expect(screen.getByText('You have no saved cards.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Card' })).not.toBeInTheDocument();
  });
});

describe('billing info failures', () => {
  it.each(ERP_FAILURES)('says the billing data could not be got on $failure of the ERP', async ({ code }) => {
    server.use(api.query(BillingInfoDocument, () => erpFailure(code)));
    open();
    expect(
      await screen.findByText('Unable to get billing data. Please contact Go Digital for support.'),
    ).toBeInTheDocument();
  });
});
