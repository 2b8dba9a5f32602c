import { describe, expect } from 'vitest';
import { TOOLS_MESSAGES } from '@mro/rules/tools';
import { test as it } from '../testing/fixtures.ts';

const CUSTOMERS =
  'query C($t: String!) { customerLookup(term: $t) { matchCount hits { customerNumber name freightOut } } }';
const CUSTOMER = `query D($n: String!) { customerLookupDetail(customerNumber: $n) { customerNumber name terms averagePayDays
  balance { display } salesYearToDate { value } creditLimit { display } warehouse priceType freightOut
  insideSalesRep { name email } outsideSalesRep { name } } }`;
const VENDORS = 'query V($t: String!) { vendorLookup(term: $t) { matchCount hits { vendorNumber name phone } } }';
const VENDOR = 'query W($n: String!) { vendorLookupDetail(vendorNumber: $n) { vendorNumber name email webpage } }';

type Customers = { customerLookup: { matchCount: number; hits: { customerNumber: string; name: string }[] } };
type Vendors = { vendorLookup: { matchCount: number; hits: { vendorNumber: string; name: string }[] } };

describe('customer and vendor lookups', () => {
  it('caps a customer search at 100 hits of over 150 and opens a customer with its reps', async ({ associate }) => {
    const many = (await associate.gql<Customers>(CUSTOMERS, { t: 'industrial' })).data!.customerLookup;
    expect(many.matchCount).toBeGreaterThan(150);
    expect(many.hits).toHaveLength(100);
    const globex = (await associate.gql<Customers>(CUSTOMERS, { t: 'Globex' })).data!.customerLookup;
    expect(globex.hits.map((h) => [h.customerNumber, h.name])).toEqual([['10004', 'Globex Corporation']]);
    type Detail = {
      customerNumber: string;
      warehouse: string;
      terms: string;
      balance: { display: string };
      insideSalesRep: { name: string; email: string } | null;
      outsideSalesRep: { name: string } | null;
    };
    const detail = (await associate.gql<{ customerLookupDetail: Detail }>(CUSTOMER, { n: '10004' })).data!
      .customerLookupDetail;
    expect([detail.customerNumber, detail.warehouse]).toEqual(['10004', 'DHOU']);
    expect(detail.terms).not.toBe('');
    expect(detail.balance.display).toMatch(/^\$/);
    expect(detail.insideSalesRep?.email).toMatch(/@vallen\.example$/);
    expect(detail.outsideSalesRep?.name).not.toBe('');
    expect(
      (await associate.gql<{ customerLookupDetail: null }>(CUSTOMER, { n: '99999' })).data!.customerLookupDetail,
    ).toBeNull();
    const empty = await associate.gql(CUSTOMERS, { t: '  ' });
    expect(empty.errors?.[0]?.message).toBe(TOOLS_MESSAGES.termRequired);
  });

  it('finds vendors and opens one', async ({ associate }) => {
    const found = (await associate.gql<Vendors>(VENDORS, { t: 'a' })).data!.vendorLookup;
    expect(found.matchCount).toBeGreaterThan(100);
    expect(found.hits).toHaveLength(100);
    const first = found.hits[0]!;
    const one = await associate.gql<{ vendorLookupDetail: Record<string, unknown> }>(VENDOR, { n: first.vendorNumber });
    expect(one.data!.vendorLookupDetail).toMatchObject({ vendorNumber: first.vendorNumber, name: first.name });
    expect((await associate.gql<{ vendorLookupDetail: null }>(VENDOR, { n: '1' })).data!.vendorLookupDetail).toBeNull();
  });

  it('refuses non-staff', async ({ buyer, admin }) => {
    for (const client of [buyer, admin]) {
      expect((await client.gql(CUSTOMERS, { t: 'acme' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await client.gql(CUSTOMER, { n: '10001' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await client.gql(VENDORS, { t: 'a' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});
