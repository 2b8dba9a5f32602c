import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';
import { resetScans, scan, scanHandlers, scanState } from '../../testing/handlers/scans';

beforeEach(() => {
  server.use(...scanHandlers);
  resetScans();
});

describe('a scan', () => {
  it('resets a quantity under 1 to 1 with the spec’s message and sends nothing until it is saved again', async () => {
    renderApp('/my-account/scan-to-web/5001?status=1');
    const quantity = await screen.findByRole('textbox', { name: 'Quantity for ACME-100' });
    expect(screen.getByText('Item 200 is not available for purchase.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Customer PO' })).toBeRequired();
    fireEvent.change(quantity, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Quantity required. If no quantity, please remove item.')).toBeInTheDocument();
    expect(quantity).toHaveValue('1');
    expect(scanState.updates).toEqual([]);
    fireEvent.change(quantity, { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Scan updated')).toBeInTheDocument();
    expect(scanState.updates).toEqual([
      {
        id: '5001',
        quantities: [{ erp: '100', quantity: 6 }],
        purchaseOrderNumber: null,
        headerProperties: null,
        lineProperties: null,
      },
    ]);
  });

  it('refuses a quantity over 999,999 without cutting it', async () => {
    renderApp('/my-account/scan-to-web/5001?status=1');
    const quantity = await screen.findByRole('textbox', { name: 'Quantity for ACME-100' });
    fireEvent.change(quantity, { target: { value: '99999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('A scan quantity is at most 999,999.')).toBeInTheDocument();
    expect(quantity).toHaveValue('99999999');
    expect(scanState.updates).toEqual([]);
  });

  it('shows another customer’s scan to a multiview user without the actions, asking to switch first', async () => {
    resetScans(scan({ customerNumber: '10004', ownCustomer: false }), true);
    renderApp('/my-account/scan-to-web/5001?status=1');
    expect(
      await screen.findByText('This scan was made for customer 10004. Switch to that customer to release or merge it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to customer 10004' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Release as Order' })).not.toBeInTheDocument());
    expect(screen.queryByRole('textbox', { name: 'Quantity for ACME-100' })).not.toBeInTheDocument();
  });
});
