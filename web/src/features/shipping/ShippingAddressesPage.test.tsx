import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SHIPPING_MESSAGES } from '@mro/rules/shipping';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';
import { buyerMenu, setAccountMenu } from '../../testing/handlers/account';
import { resetShipping, shippingHandlers, shippingState } from '../../testing/handlers/shipping';

const manager = () => {
  const menu = buyerMenu();
  return {
    ...menu,
    viewer: { ...menu.viewer, roles: ['USER' as const, 'ADMIN' as const], canManageShippingAddresses: true },
  };
};

beforeEach(() => {
  server.use(...shippingHandlers);
  resetShipping(20);
  setAccountMenu(manager());
});

const type = (name: string | RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('shipping addresses', () => {
  it('lists every address and adds one with a Canadian postal code as the default', async () => {
    renderApp('/my-account/shipping-addresses');
    const table = await screen.findByRole('table', { name: 'Shipping addresses (20 of 50)' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    fireEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    type(/Address 1/, '77 King St W');
    type(/City/, 'Toronto');
    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'ON' } });
    type(/ZIP code/, 'm5k 1a2');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Make this my default shipping address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(await screen.findByText(SHIPPING_MESSAGES.saved)).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Shipping addresses (21 of 50)' })).toBeInTheDocument();
    expect(shippingState.writes).toEqual([
      {
        kind: 'create',
        input: {
          companyName: null,
          line1: '77 King St W',
          line2: null,
          city: 'Toronto',
          state: 'ON',
          zip: 'm5k 1a2',
          isDefault: true,
        },
      },
    ]);
    const row = screen.getByRole('row', { name: /77 King St W/ });
    expect(within(row).getByText('Default')).toBeInTheDocument();
  });

  it('shows the rules beside the fields and sends nothing', async () => {
    renderApp('/my-account/shipping-addresses');
    // The form opens once the addresses are in (a press while they load finds no form yet).
    await screen.findByRole('table', { name: 'Shipping addresses (20 of 50)' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    type(/City/, 'C'.repeat(28));
    type(/ZIP code/, '1234');
    fireEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(await screen.findByText(SHIPPING_MESSAGES.line1Required)).toBeInTheDocument();
    expect(screen.getByText(SHIPPING_MESSAGES.stateRequired)).toBeInTheDocument();
    expect(screen.getByText(SHIPPING_MESSAGES.zipInvalid)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /City/ })).toHaveAttribute('maxlength', '28');
    expect(shippingState.writes).toEqual([]);
  });

  it('changes an address, and lists the server’s messages when a save is refused', async () => {
    renderApp('/my-account/shipping-addresses');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 103 Fabrication Way' }));
    expect(screen.getByRole('textbox', { name: /Address 1/ })).toHaveValue('103 Fabrication Way');
    type(/City/, 'Pasadena');
    shippingState.failNext = [
      { __typename: 'UserError', field: null, message: 'Address 1 may not exceed 100 characters.', code: 'REJECTED' },
      { __typename: 'UserError', field: null, message: 'Invalid zip code.', code: 'REJECTED' },
    ];
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Address 1 may not exceed 100 characters.', 'Invalid zip code.']);
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(SHIPPING_MESSAGES.saved)).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /103 Fabrication Way.*Pasadena/ })).toBeInTheDocument();
  });

  it('deletes an address after a confirmation, and tells when the delete fails', async () => {
    renderApp('/my-account/shipping-addresses');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete 101 Fabrication Way' }));
    shippingState.failNext = [
      { __typename: 'UserError', field: null, message: SHIPPING_MESSAGES.deleteFailed, code: 'UPSTREAM_UNAVAILABLE' },
    ];
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Shipping Address' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(SHIPPING_MESSAGES.deleteFailed)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SHIPPING_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /101 Fabrication Way/ })).not.toBeInTheDocument());
    expect(screen.getByRole('table', { name: 'Shipping addresses (19 of 50)' })).toBeInTheDocument();
  });

  it('offers no new address at 50, and an empty book says so', async () => {
    resetShipping(50);
    const { unmount } = renderApp('/my-account/shipping-addresses');
    expect(await screen.findByText(SHIPPING_MESSAGES.tooMany)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Address' })).toBeDisabled();
    unmount();
    resetShipping(0);
    renderApp('/my-account/shipping-addresses');
    expect(await screen.findByText(SHIPPING_MESSAGES.empty)).toBeInTheDocument();
  });

  it('refuses a buyer who may not edit ship-tos', async () => {
    setAccountMenu(buyerMenu());
    renderApp('/my-account/shipping-addresses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
  });
});
