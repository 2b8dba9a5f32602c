// The associates' tools over the typed fake ERP: refused to non-staff before any ERP call. The
// lookups themselves (the hosted index, a customer's settings and reps, prices per customer) run on
// the shared stack in administration/accounts.integration.test.ts.
import { describe, expect, it } from 'vitest';
import { TOOLS_MESSAGES } from '@mro/rules/tools';
import type { ErpUser } from '../erp/types.ts';
import { unitGateway } from '../testing/unit.ts';
import { PERSONA_USERS, principalOfUser } from '../testing/erp-answers/account.ts';

const CUSTOMERS = 'query C($t: String!) { customerLookup(term: $t) { matchCount hits { customerNumber name } } }';
const CUSTOMER = 'query D($n: String!) { customerLookupDetail(customerNumber: $n) { customerNumber name } }';
const VENDORS = 'query V($t: String!) { vendorLookup(term: $t) { matchCount hits { vendorNumber name phone } } }';
const LOOKUP = `query P($p: String!, $c: String!) { productLookup(partNumber: $p, customerNumber: $c) {
  customerNumber customerName warehouse item { erp price { value display } } } }`;

const APPLICATIONS =
  'query L($input: CustomerApplicationsInput!) { customerApplications(input: $input) { totalCount } }';
const UPDATE_APPLICATION = `mutation U($input: UpdateCustomerApplicationInput!) { updateCustomerApplication(input: $input) {
  message userErrors { field message code } } }`;

const as = (user: ErpUser) => unitGateway({ 'GET /user/{id}': () => user }, { principal: principalOfUser(user) });

describe('customer and vendor lookups', () => {
  it('refuses non-staff', async () => {
    for (const user of [PERSONA_USERS.buyer(), PERSONA_USERS.admin()]) {
      const gateway = await as(user);
      expect((await gateway.run(CUSTOMERS, { t: 'acme' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await gateway.run(CUSTOMER, { n: '10001' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await gateway.run(VENDORS, { t: 'a' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(gateway.calls.every((call) => call.route === 'GET /user/{id}')).toBe(true);
    }
  });
});

describe('product lookup', () => {
  it('refuses non-staff', async () => {
    const gateway = await as(PERSONA_USERS.buyer());
    const refused = await gateway.run(LOOKUP, { p: '100001', c: '10004' });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(gateway.calls.every((call) => call.route === 'GET /user/{id}')).toBe(true);
  });
});

describe('customer applications review', () => {
  it('refuses buyers and staff without the permission', async () => {
    const buyer = await as(PERSONA_USERS.buyer());
    const superadmin = await as(PERSONA_USERS.superadmin());
    for (const gateway of [buyer, superadmin]) {
      const list = await gateway.run(APPLICATIONS, { input: {} });
      expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const update = await gateway.run(UPDATE_APPLICATION, {
        input: { id: '1', status: 'WON', segment: 'TBD', bdmProspect: false },
      });
      expect(update.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(gateway.calls.every((call) => call.route === 'GET /user/{id}')).toBe(true);
    }
    expect((await buyer.run(APPLICATIONS, { input: {} })).errors?.[0]?.message).toBe(TOOLS_MESSAGES.staffOnly);
    expect((await superadmin.run(APPLICATIONS, { input: {} })).errors?.[0]?.message).toBe(
      TOOLS_MESSAGES.applicationsOnly,
    );
  });
});
