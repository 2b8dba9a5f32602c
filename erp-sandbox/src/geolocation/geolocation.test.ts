import { describe, expect } from 'vitest';
import { test as it } from '../testing.ts';

describe('the IP-geolocation service the sandbox plays', () => {
  it('places the documentation networks in Canada, Mexico and the US, anyone else in the US, without a token', async ({
    t,
  }) => {
    const country = async (address: string) => {
      const res = await fetch(`${t.sandbox.url}/ip-geolocation/${encodeURIComponent(address)}`);
      return { status: res.status, body: (await res.json()) as { ip?: string; country_code?: string } };
    };
    expect(await country('203.0.113.7')).toEqual({ status: 200, body: { ip: '203.0.113.7', country_code: 'CA' } });
    expect((await country('198.51.100.20')).body.country_code).toBe('MX');
    expect((await country('192.0.2.1')).body.country_code).toBe('US');
    expect((await country('2001:db8::1')).body.country_code).toBe('US');
    expect((await country('not-an-address')).status).toBe(400);
  });
});
