import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckoutStep, getProgress } from '../../lib/checkoutProgress';
import { cardBillingOf, checkoutPaymentOf, paymentSelected } from '../../testing/factories/checkout';
import { CheckoutPaymentDocument, SelectPaymentDocument, type CheckoutPaymentQuery } from './Payment.generated';
import { PaymentPage } from './PaymentPage';
import { fill, openStep, stepGateway } from './checkoutStep.testing';

/** The payment step's gateway: the options `payment` offers; the payments the page chose, in order. */
const gateway = (payment: CheckoutPaymentQuery = checkoutPaymentOf()) =>
  stepGateway(CheckoutPaymentDocument, payment, SelectPaymentDocument, () => ({
    selectPayment: paymentSelected(cardBillingOf()),
  }));

const renderPayment = () => openStep(CheckoutStep.payment, <PaymentPage />, '/cart/payment');

const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'select' }), { target: { value } });
const year = new Date().getFullYear();

describe('checkout payment', () => {
  it('pays with the default saved card and bills the shipping address, locked', async () => {
    const selected = gateway();
    const { router } = renderPayment();
    expect(await screen.findByRole('radio', { name: 'Visa ending in 1111 (exp 12/2029)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Bill my account (terms net 30)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Same as shipping address' })).toBeChecked();
    expect(screen.getByLabelText('Address 1', { selector: 'input' })).toHaveValue('1 Main St');
    expect(screen.getByLabelText('Address 1', { selector: 'input' })).toHaveAttribute('readonly');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/review'));
    expect(getProgress()).toBe(CheckoutStep.review);
    expect(selected).toEqual([{ token: 'tok_1', newCard: null, sameAsShipping: true, billingAddress: null }]);
  });

  it("refuses a card other than Visa, MasterCard or American Express with the spec's message, and offers years to this year plus 14", async () => {
    const selected = gateway();
    renderPayment();
    fireEvent.click(await screen.findByRole('radio', { name: 'New card' }));
    const years = [...screen.getByLabelText<HTMLSelectElement>('Expiration year', { selector: 'select' }).options]
      .map((o) => o.value)
      .filter(Boolean);
    expect(years).toEqual(Array.from({ length: 15 }, (_, i) => String(year + i)));
    fill('Name on card', 'Bea Buyer');
    fill('Card number', '6011 1111 1111 1117');
    choose('Expiration month', '12');
    choose('Expiration year', String(year + 1));
    fill('Security code', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Review' }));
    expect(
      await screen.findByText('We only accept Visa, MasterCard, or American Express. Please select a different card.'),
    ).toBeInTheDocument();
    expect(selected).toEqual([]);
    fill('Card number', '4242 4242 4242 4242');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Review' }));
    await waitFor(() => expect(selected).toHaveLength(1));
    expect(selected[0]).toMatchObject({
      token: '000NEW',
      newCard: { number: '4242 4242 4242 4242', expirationMonth: 12, expirationYear: year + 1, saveForLater: false },
    });
  });

  it('forces a card with require_cc: no account option', async () => {
    gateway(checkoutPaymentOf({ cardRequired: true }));
    renderPayment();
    expect(await screen.findByText('Your account requires payment by credit card.')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Bill my account (terms net 30)' })).not.toBeInTheDocument();
  });

  it('offers only the account with disable_cc', async () => {
    gateway(checkoutPaymentOf({ cardsDisabled: true, newCardAvailable: false, savedCards: [] }));
    renderPayment();
    expect(await screen.findByRole('radio', { name: 'Bill my account (terms net 30)' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'New card' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Visa/ })).not.toBeInTheDocument();
  });

  it("locks the customer's bill-to when billing edits are not allowed", async () => {
    gateway();
    renderPayment();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Same as shipping address' }));
    expect(screen.getByLabelText('Address 1', { selector: 'input' })).toHaveValue('500 Billing Way');
    expect(screen.getByLabelText('Address 1', { selector: 'input' })).toHaveAttribute('readonly');
    expect(screen.getByText("Your account's billing address cannot be changed here.")).toBeInTheDocument();
  });

  it('checks an editable billing address: city 28 and the ZIP pattern', async () => {
    const selected = gateway(checkoutPaymentOf({ billingEditable: true }));
    renderPayment();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Same as shipping address' }));
    expect(screen.getByLabelText('City', { selector: 'input' })).not.toHaveAttribute('readonly');
    fill('City', 'C'.repeat(29));
    fill('ZIP code', '4410');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Review' }));
    expect(await screen.findByText('City may be at most 28 characters.')).toBeInTheDocument();
    expect(screen.getByText('Enter a ZIP code (12345 or 12345-6789) or a Canadian postal code.')).toBeInTheDocument();
    expect(selected).toEqual([]);
  });
});
