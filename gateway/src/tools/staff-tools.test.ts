// The associates' tools over the typed fake ERP: refused to non-staff before any ERP call. The
// lookups themselves (the hosted index, a customer's settings and reps, prices per customer) run on
// the shared stack in administration/accounts.integration.test.ts.
import { describe, expect, it } from 'vitest';
import type { ErpUser } from '../erp/types.ts';
import type { components } from '../erp/generated/openapi.ts';
import { erpError } from '../testing/fake-erp.ts';
import { refusalMessage } from '../erp/errors.ts';
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

type OrderStatusAnswer = components['schemas']['OrderStatus'];

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

describe('order status lookup', () => {
  const ORDER_STATUS = `query O($n: String!) { orderStatusLookup(orderNumber: $n) {
    orderNumber customerNumber stageLabel trackingUrl proNumber } }`;
  const answer = (trackingUrl: string | null): OrderStatusAnswer => ({
    orderno: 1000123,
    ordersuf: 1,
    custno: '10004',
    header: { trackingUrl, proNumber: '1Z999', orderStatus: 3 },
    conversionStatus: 'idle' as const,
    newOrderNumber: null,
  });
  const staff = (route: () => OrderStatusAnswer) =>
    unitGateway(
      { 'GET /user/{id}': () => PERSONA_USERS.associate(), 'GET /order/{id}/order-status': route },
      { principal: principalOfUser(PERSONA_USERS.associate()) },
    );

  it('summarises any customer’s order for staff, by a padded order number', async () => {
    const gateway = await staff(() => answer('https://www.ups.com/track?tracknum=1Z999'));
    const found = await gateway.run(ORDER_STATUS, { n: ' 1000123-1 ' });
    expect(found.data).toEqual({
      orderStatusLookup: {
        orderNumber: '1000123-01',
        customerNumber: '10004',
        stageLabel: 'Shipped',
        trackingUrl: 'https://www.ups.com/track?tracknum=1Z999',
        proNumber: '1Z999',
      },
    });
    expect(gateway.callsTo('GET /order/{id}/order-status')[0]).toMatchObject({
      path: '/order/1000123-01/order-status',
    });
  });

  it('links only https tracking pages, says null for an unknown order and refuses a malformed number', async () => {
    const unsafe = await staff(() => answer('javascript:alert(1)'));
    const shown = await unsafe.run<{ orderStatusLookup: { trackingUrl: string | null } }>(ORDER_STATUS, {
      n: '1000123',
    });
    expect(shown.data!.orderStatusLookup.trackingUrl).toBeNull();
    const missing = await staff(() => {
      throw erpError(404, 'Order not found.');
    });
    expect((await missing.run(ORDER_STATUS, { n: '9999999-00' })).data).toEqual({ orderStatusLookup: null });
    const bad = await missing.run(ORDER_STATUS, { n: '12-34' });
    expect(bad.errors?.[0]?.message).toBe('Please enter an order number like 1234567-00.');
    expect(missing.callsTo('GET /order/{id}/order-status')).toHaveLength(1);
  });

  it('refuses non-staff before any order call', async () => {
    const gateway = await as(PERSONA_USERS.buyer());
    const refused = await gateway.run(ORDER_STATUS, { n: '1000123-00' });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(gateway.calls.every((call) => call.route === 'GET /user/{id}')).toBe(true);
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
    expect((await buyer.run(APPLICATIONS, { input: {} })).errors?.[0]?.message).toBe(
      'The supplier tools are for Vallen associates only.',
    );
    expect((await superadmin.run(APPLICATIONS, { input: {} })).errors?.[0]?.message).toBe(
      'Reviewing customer applications needs the customer applications permission.',
    );
  });
});

describe('customer application writes', () => {
  const update = async (answer: () => Promise<never>) => {
    const associate = PERSONA_USERS.associate();
    const gateway = await unitGateway(
      { 'GET /user/{id}': () => associate, 'PUT /customer-application/{id}': answer },
      { principal: principalOfUser(associate) },
    );
    const result = await gateway.run<{
      updateCustomerApplication: { userErrors: { field: string | null; message: string; code: string }[] };
    }>(UPDATE_APPLICATION, { input: { id: '7', status: 'WON', segment: 'TBD', bdmProspect: false } });
    return result.data!.updateCustomerApplication.userErrors;
  };

  it("says 'Request failed' with the status when the ERP refuses without a reason", async () => {
    const userErrors = await update(() => Promise.reject(erpError(400, refusalMessage(400, {}))));
    expect(userErrors).toEqual([{ field: null, message: 'Request failed with status 400', code: 'REJECTED' }]);
  });

  it("says 'Error saving customer application' when the ERP fails", async () => {
    const userErrors = await update(() => Promise.reject(erpError(500, 'Internal error.')));
    expect(userErrors).toEqual([
      { field: null, message: 'Error saving customer application', code: 'UPSTREAM_UNAVAILABLE' },
    ]);
  });
});
