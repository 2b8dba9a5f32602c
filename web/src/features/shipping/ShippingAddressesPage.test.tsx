import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerMutation, answerQuery } from '../../testing/api';
import {
  shippingAddressOf,
  shippingAddressPayloadOf,
  shippingAddressRefusalOf,
  shippingAddressesOf,
} from '../../testing/factories/shipping';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import {
  CreateShippingAddressDocument,
  DeleteShippingAddressDocument,
  ShippingAddressesDocument,
  UpdateShippingAddressDocument,
  type ShippingAddressFieldsFragment,
} from './ShippingAddresses.generated';
import { ShippingAddressesPage } from './ShippingAddressesPage';

/** The gateway lists `addresses` from now on. */
const book = (addresses: ShippingAddressFieldsFragment[]) =>
  server.use(answerQuery(ShippingAddressesDocument, { shippingAddresses: addresses }));

/** A change's answer: the gateway holds `after` from now on, `saved` the address it saved (none for a delete). */
const holding = (after: ShippingAddressFieldsFragment[], saved?: ShippingAddressFieldsFragment) => {
  book(after);
  return shippingAddressPayloadOf(after, saved);
};

/**
 * Answers `document` with the payload `refusal` once, then with the payload `answer` returns, each as the
 * mutation's `field`; returns each request's variables.
 */
function refusedOnceThen<
  D extends { __typename?: 'Mutation' },
  V extends Record<string, unknown>,
  K extends Exclude<keyof D, '__typename'>,
>(document: TypedDocumentNode<D, V>, field: K, refusal: D[K], answer: () => D[K]) {
  const sent: V[] = [];
  // The mutation's data is its one field, which TypeScript cannot tell from a computed key.
  const dataOf = (payload: D[K]) => ({ [field]: payload }) as unknown as Omit<D, '__typename'>;
  server.use(
    answerMutation(document, dataOf(refusal), { once: true, record: sent }),
    answerMutation(document, () => dataOf(answer()), { record: sent }),
  );
  return sent;
}

const open = () => renderRoute(<ShippingAddressesPage />, { path: '/my-account/shipping-addresses' });

const type = (name: string | RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

beforeEach(() => book(shippingAddressesOf(20)));

describe('shipping addresses', () => {
  it('lists every address and adds one with a Canadian postal code as the default', async () => {
    const created: unknown[] = [];
    const toronto = shippingAddressOf(21, {
      companyName: null,
      isDefault: true,
      address: {
        __typename: 'Address',
        name: 'Acme Fabrication',
        line1: '77 King St W',
        line2: null,
        city: 'Toronto',
        state: 'ON',
        zip: 'm5k 1a2',
      },
    });
    server.use(
      answerMutation(
        CreateShippingAddressDocument,
        () => ({ createShippingAddress: holding([...shippingAddressesOf(20), toronto], toronto) }),
        { record: created },
      ),
    );
    open();
    const table = await screen.findByRole('table', { name: 'Shipping addresses (20 of 50)' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    fireEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    type(/Address 1/, '77 King St W');
    type(/City/, 'Toronto');
    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'ON' } });
    type(/ZIP code/, 'm5k 1a2');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Make this my default shipping address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(await screen.findByText('Shipping address saved.')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Shipping addresses (21 of 50)' })).toBeInTheDocument();
    expect(created).toEqual([
      {
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
    const created: unknown[] = [];
    server.use(
      answerMutation(
        CreateShippingAddressDocument,
        { createShippingAddress: shippingAddressPayloadOf(shippingAddressesOf(20)) },
        { record: created },
      ),
    );
    open();
    // The form opens once the addresses are in (a press while they load finds no form yet).
    await screen.findByRole('table', { name: 'Shipping addresses (20 of 50)' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    type(/City/, 'C'.repeat(28));
    type(/ZIP code/, '1234');
    fireEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(await screen.findByText('Address 1 is required.')).toBeInTheDocument();
    expect(screen.getByText('State is required.')).toBeInTheDocument();
    expect(
      screen.getByText('Enter a ZIP code (12345, 123456789 or 12345-6789) or a Canadian postal code (A1A 1A1).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /City/ })).toHaveAttribute('maxlength', '28');
    expect(created).toEqual([]);
  });

  it('changes an address, and lists the server’s messages when a save is refused', async () => {
    const updated = refusedOnceThen(
      UpdateShippingAddressDocument,
      'updateShippingAddress',
      shippingAddressRefusalOf('REJECTED', 'Address 1 may not exceed 100 characters.', 'Invalid zip code.'),
      () => {
        const third = shippingAddressOf(3);
        const changed = { ...third, address: { ...third.address, city: 'Pasadena' } };
        return holding(
          shippingAddressesOf(20).map((a) => (a.id === '3' ? changed : a)),
          changed,
        );
      },
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 103 Fabrication Way' }));
    expect(screen.getByRole('textbox', { name: /Address 1/ })).toHaveValue('103 Fabrication Way');
    type(/City/, 'Pasadena');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Address 1 may not exceed 100 characters.', 'Invalid zip code.']);
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Shipping address saved.')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /103 Fabrication Way.*Pasadena/ })).toBeInTheDocument();
    expect(updated).toHaveLength(2);
    expect(updated[1]).toMatchObject({ input: { id: '3', line1: '103 Fabrication Way', city: 'Pasadena' } });
  });

  it('deletes an address after a confirmation, and tells when the delete fails', async () => {
    const deleted = refusedOnceThen(
      DeleteShippingAddressDocument,
      'deleteShippingAddress',
      shippingAddressRefusalOf(
        'UPSTREAM_UNAVAILABLE',
        'An error occurred while attempting to delete. Please try again later.',
      ),
      () => holding(shippingAddressesOf(20).filter((a) => a.id !== '1')),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete 101 Fabrication Way' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Shipping Address' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText('An error occurred while attempting to delete. Please try again later.'),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Shipping address deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /101 Fabrication Way/ })).not.toBeInTheDocument());
    expect(screen.getByRole('table', { name: 'Shipping addresses (19 of 50)' })).toBeInTheDocument();
    expect(deleted).toEqual([{ input: { id: '1' } }, { input: { id: '1' } }]);
  });

  it('offers no new address at 50, and an empty book says so', async () => {
    book(shippingAddressesOf(50));
    const { unmount } = open();
    expect(
      await screen.findByText('You may have at most 50 shipping addresses. Delete one to add another.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Address' })).toBeDisabled();
    unmount();
    book([]);
    open();
    expect(await screen.findByText('You have no saved shipping addresses.')).toBeInTheDocument();
  });
});
