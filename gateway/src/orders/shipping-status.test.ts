import { describe, expect, it } from 'vitest';
import { FREIGHT_CARRIERS, shippingStatusText, trackingLink } from './shipping-status.ts';

describe('shipping status', () => {
  it('links UPS by 1Z number or carrier name, FedEx, and the seven freight carriers; no link otherwise', () => {
    expect(trackingLink('Best Way', '1Z999AA10123456784')).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    expect(trackingLink('UPS Ground', '123')).toBe('https://www.ups.com/track?tracknum=123');
    expect(trackingLink('FedEx Ground', '771234567890')).toBe('https://www.fedex.com/fedextrack/?trknbr=771234567890');
    expect(FREIGHT_CARRIERS).toEqual([
      'AAA-Coop PPD',
      'Dayton-PPD',
      'Estes-PPD',
      'Peninsula Trucking',
      'S.EasternPPD',
      'SAIA Prepaid',
      'Ylw-Rdwy-PPD',
    ]);
    for (const carrier of FREIGHT_CARRIERS)
      expect(trackingLink(carrier, '123456789')).toMatch(/^https:\/\/.*123456789/);
    expect(trackingLink('Will Call', '123456789')).toBeNull();
    expect(trackingLink('UPS Ground', null)).toBeNull();
  });

  it('shows the pro number, else the stage text', () => {
    expect(shippingStatusText(4, ' 123456 ')).toBe('123456');
    expect(shippingStatusText(null, null)).toBe('Preparing shipment');
    expect(shippingStatusText(2, null)).toBe('Preparing shipment');
    expect([3, 4, 5].map((s) => shippingStatusText(s, null))).toEqual(['Shipped', 'Shipped', 'Shipped']);
    expect(shippingStatusText(9, null)).toBe('N/A');
  });
});
