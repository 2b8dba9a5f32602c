// Finding 5: registrationCustomer gave any visitor a company's name and bill-to address for short
// sequential customer numbers. Fails if the street or ZIP come back unmasked, or if a walk over
// numbers gets more than a handful of answers from one address.
import { describe, expect } from 'vitest';
import { it } from '../../testing/fixtures.ts';
import { callsOf } from '../../testing/stack.ts';

const LOOKUP =
  'query ($n: String!) { registrationCustomer(customerNumber: $n) { customer { customerNumber name address { line1 line2 city state zip } } userErrors { code message retryAfterSeconds } } }';
type Lookup = {
  registrationCustomer: {
    customer: {
      name: string;
      address: { line1: string; line2: string | null; city: string; state: string; zip: string };
    } | null;
    userErrors: { code: string; message: string; retryAfterSeconds: number | null }[];
  };
};

describe('finding 5: the registration lookup hands out little, and rarely', () => {
  it('shows the name, city and state to confirm with, the street and ZIP masked', async ({ stack }) => {
    const result = await stack.client().gql<Lookup>(LOOKUP, { n: '10001' });
    const customer = result.data?.registrationCustomer.customer;
    expect(customer?.name).toBe('Acme Fabrication');
    expect(customer?.address.line1).toMatch(/^(\S•*)( \S•*)*$/);
    expect(customer?.address.line1).not.toMatch(/[^\s•]{2}/);
    expect(customer?.address.line2).toBeNull();
    expect(customer?.address.zip).toMatch(/^.{3}•+$/);
    expect(customer?.address.city.length).toBeGreaterThan(0);
  });

  it('answers a walk over sequential numbers 10 times an hour per address, then THROTTLED', async ({ stack }) => {
    await stack.resetErpCalls();
    const walker = stack.client();
    const codes: string[] = [];
    for (let n = 10000; n < 10030; n += 1) {
      const result = await walker.gql<Lookup>(LOOKUP, { n: String(n) }, { 'x-forwarded-for': '198.51.100.50' });
      expect(result.status).toBe(200);
      codes.push(result.data?.registrationCustomer.userErrors[0]?.code ?? 'FOUND');
    }
    expect(codes.slice(10)).toEqual(Array.from({ length: 20 }, () => 'THROTTLED'));
    expect(callsOf(await stack.erpCalls(), 'GET /customer/master/{customerNumber}')).toBeLessThanOrEqual(10);
  });
});
