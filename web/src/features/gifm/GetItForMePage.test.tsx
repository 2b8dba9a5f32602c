import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render';
import { gifmState, resetGifm } from '../../testing/handlers/gifm';
import { GIFM_MESSAGES } from '@mro/rules/gifm';

const SOON = { timeout: 10_000 };

beforeEach(resetGifm);

const form = async (name: string) => screen.findByRole('form', { name }, SOON);
const fill = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(new RegExp(`^${label}`)), { target: { value } });

describe('Get it for Me', { timeout: 30_000 }, () => {
  it('shows every §5 message on submit and sends nothing until the item is valid', async () => {
    renderApp('/my-account/non-stock');
    const order = await form('Order Non-Stock');
    fill(order, 'Manufacturer', 'M'.repeat(31));
    fill(order, 'Quantity', '1.5');
    fireEvent.click(within(order).getByRole('button', { name: 'Place Order' }));
    for (const message of [
      GIFM_MESSAGES.manufacturerTooLong,
      GIFM_MESSAGES.descriptionRequired,
      GIFM_MESSAGES.quantityWhole,
      GIFM_MESSAGES.uomRequired,
      GIFM_MESSAGES.lastPaidRequired,
    ]) {
      expect(await within(order).findByText(message, {}, SOON)).toBeInTheDocument();
    }
    fill(order, 'Manufacturer', '');
    expect(await within(order).findByText(GIFM_MESSAGES.manufacturerRequired, {}, SOON)).toBeInTheDocument();
    fill(order, 'Quantity', '');
    expect(await within(order).findByText(GIFM_MESSAGES.quantityRequired, {}, SOON)).toBeInTheDocument();
    fill(order, 'Last Price Paid', '12.505');
    expect(await within(order).findByText(GIFM_MESSAGES.lastPaidInvalid, {}, SOON)).toBeInTheDocument();
    expect(gifmState.sent).toEqual([]);
  });

  it('offers the 24 units, checks attachments, cuts long names at 40 and sends the request', async () => {
    renderApp('/my-account/quote');
    const quote = await form('Request Quote');
    const units = within(quote).getByLabelText<HTMLSelectElement>(/^Unit of Measure/);
    expect([...units.options].map((o) => o.value).filter(Boolean)).toHaveLength(24);
    fill(quote, 'Manufacturer', 'Acme Valves');
    fill(quote, 'Description', 'Brass ball valve');
    fill(quote, 'Quantity', '3');
    fireEvent.change(units, { target: { value: 'BX' } });
    const picker = within(quote).getByLabelText(/^Attachments/);
    fireEvent.change(picker, { target: { files: [new File(['x'], 'setup.exe')] } });
    expect(await within(quote).findByText('setup.exe', {}, SOON)).toBeInTheDocument();
    fireEvent.click(within(quote).getByRole('button', { name: 'Request Quote' }));
    expect(await within(quote).findByText(GIFM_MESSAGES.attachmentType, {}, SOON)).toBeInTheDocument();
    fireEvent.click(within(quote).getByRole('button', { name: 'Remove setup.exe' }));
    const longName = 'valve-specification-sheet-for-the-maintenance-team.pdf';
    fireEvent.change(picker, { target: { files: [new File(['%PDF'], longName)] } });
    expect(await within(quote).findByText(`${longName.slice(0, 40)}…`, {}, SOON)).toBeInTheDocument();
    fireEvent.click(within(quote).getByRole('button', { name: 'Request Quote' }));
    expect(await screen.findByText('Your quote request 109001-00 has been sent.', {}, SOON)).toBeInTheDocument();
    expect(gifmState.sent).toEqual([
      {
        kind: 'QUOTE',
        purchaseOrderNumber: null,
        comment: null,
        items: [
          {
            manufacturer: 'Acme Valves',
            partNumber: null,
            description: 'Brass ball valve',
            quantity: 3,
            unitOfMeasure: 'BX',
            lastPaid: null,
            siteUrl: null,
            requiredDate: null,
            attachments: [{ fileName: longName, base64: btoa('%PDF') }],
          },
        ],
      },
    ]);
    expect(screen.getByRole('link', { name: 'View 109001-00' })).toHaveAttribute(
      'href',
      '/my-account/review-quote-details/109001-00',
    );
    const row = (await screen.findByRole('rowheader', { name: '109001-00' }, SOON)).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Withdraw 109001-00' }));
    expect(await screen.findByText('Request for 109001-00 was withdrawn.', {}, SOON)).toBeInTheDocument();
  });

  it('does not require the last price on quotes and sends several items', async () => {
    renderApp('/my-account/quote');
    const quote = await form('Request Quote');
    fireEvent.click(within(quote).getByRole('button', { name: 'Add Another Item' }));
    for (const n of [1, 2]) {
      fill(quote, `Manufacturer \\(item ${n}\\)`, `Maker ${n}`);
      fill(quote, `Description \\(item ${n}\\)`, `Thing ${n}`);
      fireEvent.change(within(quote).getByLabelText(`Unit of Measure (item ${n})`), { target: { value: 'EA' } });
    }
    fireEvent.click(within(quote).getByRole('button', { name: 'Request Quote' }));
    await waitFor(() => expect(gifmState.sent).toHaveLength(1), SOON);
    expect(gifmState.sent[0]!.items.map((i) => i.manufacturer)).toEqual(['Maker 1', 'Maker 2']);
  });

  it('answers 404 without the permission and shows Get it for Me in the navigation only with it', async () => {
    gifmState.nonStockOrders = false;
    const { router } = renderApp('/my-account/non-stock');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'), SOON);
    expect(await screen.findByRole('link', { name: 'Get it for Me' }, SOON)).toHaveAttribute(
      'href',
      '/my-account/quote',
    );
  });

  it('hides Get it for Me when neither kind is allowed', async () => {
    gifmState.quotes = false;
    gifmState.nonStockOrders = false;
    const { router } = renderApp('/my-account/quote');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'), SOON);
    expect(screen.queryByRole('link', { name: 'Get it for Me' })).toBeNull();
  });
});
