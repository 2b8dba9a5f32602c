import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerMutation, api } from '../../testing/api';
import { scanOf, scanQueryOf } from '../../testing/factories/scans';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { submitValue } from '../../testing/steps';
import {
  ScanDocument,
  UpdateScanDocument,
  type ScanDetailFragment,
  type UpdateScanMutationVariables,
} from './ScanDetail.generated';
import { ScanDetailPage } from './ScanDetailPage';

/** Opens scan 5001 as the gateway answers it; returns the updates the page sent. */
const open = (scan: ScanDetailFragment = scanOf(), canSwitch = false) => {
  const updates: UpdateScanMutationVariables['input'][] = [];
  server.use(
    api.query(ScanDocument, () => HttpResponse.json({ data: scanQueryOf(scan, canSwitch) })),
    answerMutation(UpdateScanDocument, ({ variables }) => {
      updates.push(variables.input);
      const saved = {
        ...scan,
        items: scan.items.map((item) => (item.erp === '100' ? { ...item, quantity: 6 } : item)),
      };
      return { updateScan: { __typename: 'ScanPayload', scan: saved, userErrors: [] } };
    }),
  );
  renderRoute(<ScanDetailPage />, { path: '/my-account/scan-to-web/:id', at: '/my-account/scan-to-web/5001?status=1' });
  return updates;
};

/** Opens the scan once ACME-100's quantity can be typed. */
const openQuantities = async () => {
  const updates = open();
  const quantity = await screen.findByRole('textbox', { name: 'Quantity for ACME-100' });
  return { updates, quantity };
};

describe('a scan', () => {
  it('resets a quantity under 1 to 1 with the spec’s message and sends nothing until it is saved again', async () => {
    const { updates, quantity } = await openQuantities();
    expect(screen.getByText('Item 200 is not available for purchase.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Customer PO' })).toBeRequired();
    await submitValue(quantity, '0', 'Save Changes', 'Quantity required. If no quantity, please remove item.');
    expect(quantity).toHaveValue('1');
    expect(updates).toEqual([]);
    await submitValue(quantity, '6', 'Save Changes', 'Scan updated');
    expect(updates).toEqual([
      {
        id: '5001',
        quantities: [{ erp: '100', quantity: 6 }],
        purchaseOrderNumber: null,
        headerProperties: null,
        lineProperties: null,
      },
    ]);
  });

  it('refuses a quantity over the line limit (999) without cutting it', async () => {
    const { updates, quantity } = await openQuantities();
    await submitValue(quantity, '1000', 'Save Changes', 'Quantity may be at most 999.');
    expect(quantity).toHaveValue('1000');
    expect(updates).toEqual([]);
  });

  it('shows another customer’s scan to a multiview user without the actions, asking to switch first', async () => {
    open(scanOf({ customerNumber: '10004', ownCustomer: false }), true);
    expect(
      await screen.findByText('This scan was made for customer 10004. Switch to that customer to release or merge it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to customer 10004' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Release as Order' })).not.toBeInTheDocument());
    expect(screen.queryByRole('textbox', { name: 'Quantity for ACME-100' })).not.toBeInTheDocument();
  });
});
