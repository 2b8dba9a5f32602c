import { describe, expect, it } from 'vitest';
import { reportableVariables } from './client-errors.ts';

describe('client error reports', () => {
  it('carry no variables of an order submission', () => {
    for (const operation of [
      'PlaceOrder',
      'PlaceExpressOrder',
      'PlaceGuestOrder',
      'SelectPayment',
      'SubmitGetItForMeRequest',
    ])
      expect(reportableVariables(operation, { input: { idempotencyKey: 'k', token: 't' } }), operation).toBeNull();
  });

  it('remove card data, addresses and contact details from other operations', () => {
    expect(
      reportableVariables('UpdateCheckoutDetails', {
        input: { shipToId: '0001', contactName: 'Bianca', contactEmail: 'b@acme.example', purchaseOrderNumber: 'PO-1' },
        page: 2,
        newShipTo: { line1: '1 Main St', city: 'Houston', zip: '77001' },
      }),
    ).toEqual({
      input: {
        shipToId: '0001',
        contactName: '[removed]',
        contactEmail: '[removed]',
        purchaseOrderNumber: '[removed]',
      },
      page: 2,
      newShipTo: { line1: '[removed]', city: '[removed]', zip: '[removed]' },
    });
  });

  it('carry nothing for an anonymous operation or variables that are not an object', () => {
    expect(reportableVariables(null, { page: 1 })).toBeNull();
    expect(reportableVariables('Cart', [1, 2])).toBeNull();
  });
});
