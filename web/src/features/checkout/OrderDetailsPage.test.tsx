import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckoutStep, getProgress } from '../../lib/checkoutProgress';
import { checkoutDetailsOf, detailsSaved, releaseNumberField, shipToOf } from '../../testing/factories/checkout';
import { renderRoute } from '../../testing/renderRoute';
import { CheckoutGuard } from './CheckoutGuard';
import {
  CheckoutDetailsDocument,
  UpdateCheckoutDetailsDocument,
  type CheckoutDetailsQuery,
} from './OrderDetails.generated';
import { OrderDetailsPage } from './OrderDetailsPage';
import { ReviewPage } from './ReviewPage';
import { fill, openStep, stepGateway } from './checkoutStep.testing';

/** The order details step's gateway: `details` to start from; the details the page saved, in order. */
const gateway = (details: CheckoutDetailsQuery = checkoutDetailsOf()) =>
  stepGateway(CheckoutDetailsDocument, details, UpdateCheckoutDetailsDocument, (input) => ({
    updateCheckoutDetails: detailsSaved(input),
  }));

/** The order details step, reached from the cart (the checkout's progress says so). */
const renderDetails = () => openStep(CheckoutStep.order, <OrderDetailsPage />, '/cart/order');

/** Chooses the ship-to once the page has loaded and fills the contact every order needs. */
async function shipToWithContact(shipToId: string) {
  fireEvent.change(await screen.findByLabelText('Ship-to address'), { target: { value: shipToId } });
  fill('Contact name', 'Bea Buyer');
  fill('E-mail', 'bea@example.com');
}

describe('checkout order details', () => {
  it('requires a PO number when the chosen ship-to requires one', async () => {
    gateway();
    const { router } = renderDetails();
    await shipToWithContact('st2');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('A PO number is required for this ship-to address.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart/order');

    fill('PO number', 'PO-123');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(getProgress()).toBe(CheckoutStep.payment));
    expect(router.state.location.pathname).toBe('/cart/payment');
  });

  it('does not require a PO for other ship-tos but limits the contact name to 30', async () => {
    gateway();
    renderDetails();
    fireEvent.change(await screen.findByLabelText('Ship-to address'), { target: { value: 'st1' } });
    fill('Contact name', 'x'.repeat(31));
    fill('E-mail', 'bea@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('Contact name may be at most 30 characters.')).toBeInTheDocument();
    expect(screen.queryByText('A PO number is required for this ship-to address.')).not.toBeInTheDocument();
  });

  it('goes straight to review for a quote cart (no payment step)', async () => {
    gateway(checkoutDetailsOf({ kind: 'QUOTE' }));
    const { router } = renderDetails();
    await shipToWithContact('st1');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/review'));
    expect(getProgress()).toBe(CheckoutStep.review);
  });

  it('checks required header properties with the line-property rules and sends them', async () => {
    const saved = gateway(checkoutDetailsOf({ headerFields: [releaseNumberField] }));
    const { router } = renderDetails();
    await shipToWithContact('st1');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('(Required)')).toBeInTheDocument();
    fill('Release Number', 'R'.repeat(11));
    expect(await screen.findByText('Invalid value')).toBeInTheDocument();
    expect(saved).toEqual([]);
    fill('Release Number', 'REL-42');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/payment'));
    expect(saved[0]).toMatchObject({
      headerProperties: [{ name: 'release_number', value: 'REL-42' }],
    });
  });

  it('requires a department when the workflow groups by department', async () => {
    const saved = gateway(
      checkoutDetailsOf({
        departments: [
          { __typename: 'CheckoutDepartment', key: 'QA', name: 'Quality Assurance' },
          { __typename: 'CheckoutDepartment', key: 'ASSEMBLY', name: 'Assembly' },
        ],
      }),
    );
    const { router } = renderDetails();
    await shipToWithContact('st1');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('Choose a department.')).toBeInTheDocument();
    expect(saved).toEqual([]);
    fireEvent.change(screen.getByLabelText('Department'), { target: { value: 'QA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/payment'));
    expect(saved[0]).toMatchObject({ department: 'QA' });
  });

  it('lets a user who may edit ship-tos type an address, checked with the city and zip rules', async () => {
    const saved = gateway(checkoutDetailsOf({ viewer: { canEditShipTo: true } }));
    const { router } = renderDetails();
    fireEvent.change(await screen.findByLabelText('Ship-to address'), { target: { value: 'st1' } });
    fill('Contact name', 'Ada Admin');
    fill('E-mail', 'ada@example.com');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ship to a different address' }));
    fill('Address 1', '9 Dock Rd');
    fill('City', 'C'.repeat(29));
    fill('State', 'OH');
    fill('ZIP code', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('City may be at most 28 characters.')).toBeInTheDocument();
    expect(screen.getByText('Enter a ZIP code (12345 or 12345-6789) or a Canadian postal code.')).toBeInTheDocument();
    expect(saved).toEqual([]);
    fill('City', 'Akron');
    fill('ZIP code', '44301-1234');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Save this address for later orders' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/payment'));
    expect(saved[0]).toMatchObject({
      newShipTo: { line1: '9 Dock Rd', city: 'Akron', zip: '44301-1234', save: true },
    });
  });

  it('turns the ship-to choice into a typeahead above the threshold', async () => {
    const branches = Array.from({ length: 40 }, (_, i) => shipToOf(`sx${i + 1}`, `Branch ${i + 1}, Springfield`));
    gateway(checkoutDetailsOf({ shipTos: [...checkoutDetailsOf().shipTos, ...branches] }));
    renderDetails();
    const input = await screen.findByRole('combobox', { name: 'Ship-to address' });
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'Branch 3' } });
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Branch 3, Springfield',
      'Branch 30, Springfield',
      'Branch 31, Springfield',
      'Branch 32, Springfield',
      'Branch 33, Springfield',
      'Branch 34, Springfield',
      'Branch 35, Springfield',
      'Branch 36, Springfield',
      'Branch 37, Springfield',
      'Branch 38, Springfield',
      'Branch 39, Springfield',
    ]);
    fireEvent.click(options[0]!);
    await waitFor(() => expect(input).toHaveValue('Branch 3, Springfield'));
  });

  it("finds the 55th ship-to (the customer's 5 and 50 saved addresses) by typing, and ships there", async () => {
    const own = Array.from({ length: 5 }, (_, i) => shipToOf(`own${i + 1}`, `Plant ${i + 1}, Houston TX`));
    const saved = Array.from({ length: 50 }, (_, i) => shipToOf(`saved${i + 1}`, `Job site ${i + 1}, Austin TX`));
    const saves = gateway(checkoutDetailsOf({ shipTos: [...own, ...saved] }));
    renderDetails();
    const input = await screen.findByRole('combobox', { name: 'Ship-to address' });
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'job site 50' } });
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Job site 50, Austin TX']);
    fireEvent.click(options[0]!);
    await waitFor(() => expect(input).toHaveValue('Job site 50, Austin TX'));
    fill('Contact name', 'Bea Buyer');
    fill('E-mail', 'bea@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(saves).toEqual([expect.objectContaining({ shipToId: 'saved50' })]));
  });

  it('sends a visit to /cart/review without the earlier steps back to the cart', async () => {
    renderRoute(
      <CheckoutGuard step={CheckoutStep.review}>
        <ReviewPage />
      </CheckoutGuard>,
      { path: '/cart/review' },
    );
    expect(await screen.findByLabelText('Landed at')).toHaveTextContent(/^\/cart$/);
  });

  it("starts from the profile's contact and the default ship-to, and sends shipping instructions and comments", async () => {
    const saved = gateway(checkoutDetailsOf({ viewer: { defaultShipToId: 'st2' } }));
    const { router } = renderDetails();
    expect(await screen.findByLabelText('Ship-to address')).toHaveValue('st2');
    expect(screen.getByLabelText('Contact name', { selector: 'input' })).toHaveValue('Bianca Buyer');
    expect(screen.getByLabelText('E-mail', { selector: 'input' })).toHaveValue('buyer@acme.example');
    expect(screen.getByLabelText('Phone', { selector: 'input' })).toHaveValue('713-555-0100');
    fill('PO number', 'PO-77');
    const notes = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label, { selector: 'textarea' }), { target: { value } });
    notes('Shipping instructions', 'Dock 4, before noon');
    notes('Comments', 'Urgent for the line-3 changeover');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/payment'));
    expect(saved).toEqual([
      expect.objectContaining({
        shipToId: 'st2',
        contactName: 'Bianca Buyer',
        purchaseOrderNumber: 'PO-77',
        shippingInstructions: 'Dock 4, before noon',
        comments: 'Urgent for the line-3 changeover',
      }),
    ]);
  });
});
