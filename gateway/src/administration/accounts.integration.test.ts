// The real path of the account domains over the shared stack: what follows state across requests
// and ERP calls the sandbox keeps (a customer switch carried by the new session cookie). Their rules,
// mappings and error paths are unit tests beside each domain; these tests change only what they
// restore or make themselves.
import { describe, expect } from 'vitest';
import { MAIN_CATALOG, getDataset } from '@mro/erp-sandbox';
import { test as it } from '../testing/fixtures.ts';
import type { TestClient } from '../testing/stack.ts';

const VIEWER = '{ viewer { customerNumber defaultCustomerNumber canSwitchCustomer } }';
const CHOICES =
  'query C($s: String) { customerChoices(search: $s) { mode matchCount choices { customerNumber name } } }';
const SWITCH = `mutation S($n: String!) { switchCustomer(input: { customerNumber: $n }) { viewer { customerNumber } userErrors { field message code } } }`;

type Viewer = { viewer: { customerNumber: string; defaultCustomerNumber: string; canSwitchCustomer: boolean } };
type Choices = { customerChoices: { mode: string; matchCount: number; choices: { customerNumber: string }[] } };
type Switched = { switchCustomer: { viewer: { customerNumber: string } | null; userErrors: { message: string }[] } };

describe('multiview', () => {
  it('lets the associate search customers and switch to one, whose scans are then their own, and back', async ({
    associate,
  }) => {
    expect((await associate.gql<Viewer>(VIEWER)).data!.viewer).toEqual({
      customerNumber: '10000',
      defaultCustomerNumber: '10000',
      canSwitchCustomer: true,
    });
    expect((await associate.gql<Choices>(CHOICES, { s: 'a' })).data!.customerChoices).toEqual({
      mode: 'SEARCH',
      matchCount: 0,
      choices: [],
    });
    const found = (await associate.gql<Choices>(CHOICES, { s: 'globex' })).data!.customerChoices;
    expect(found.choices.map((c) => c.customerNumber)).toEqual(['10004']);
    const scanBefore = await associate.gql<{ scans: { totalCount: number } }>(
      '{ scans(input: { status: ACTIVE }) { totalCount } }',
    );
    expect(scanBefore.data!.scans.totalCount).toBe(0);
    const switched = await associate.gql<Switched>(SWITCH, { n: '10004' });
    expect(switched.data!.switchCustomer).toEqual({ viewer: { customerNumber: '10004' }, userErrors: [] });
    // The new session cookie carries the switch: the next request buys for 10004.
    expect((await associate.gql<Viewer>(VIEWER)).data!.viewer.customerNumber).toBe('10004');
    const scans = await associate.gql<{ scans: { nodes: { ownCustomer: boolean }[] } }>(
      '{ scans(input: { status: ACTIVE }) { nodes { ownCustomer } } }',
    );
    expect(scans.data!.scans.nodes).toEqual([{ ownCustomer: true }, { ownCustomer: true }]);
    const back = await associate.gql<Switched>(SWITCH, { n: '10000' });
    expect(back.data!.switchCustomer.viewer).toEqual({ customerNumber: '10000' });
    expect((await associate.gql<Viewer>(VIEWER)).data!.viewer.customerNumber).toBe('10000');
    const excluded = await associate.gql<Switched>(SWITCH, { n: '90001' });
    expect(excluded.data!.switchCustomer.userErrors[0]!.message).toBe('Unable to set allowed company');
  });
});

// The associates' tools: the hosted customer and vendor index, a customer's settings and reps, prices per customer.
const CUSTOMERS =
  'query C($t: String!) { customerLookup(term: $t) { matchCount hits { customerNumber name freightOut } } }';
const CUSTOMER = `query D($n: String!) { customerLookupDetail(customerNumber: $n) { customerNumber name terms averagePayDays
  balance { display } salesYearToDate { value } creditLimit { display } warehouse priceType freightOut
  insideSalesRep { name email } outsideSalesRep { name } } }`;
const VENDORS = 'query V($t: String!) { vendorLookup(term: $t) { matchCount hits { vendorNumber name phone } } }';
const VENDOR = 'query W($n: String!) { vendorLookupDetail(vendorNumber: $n) { vendorNumber name email webpage } }';

type Customers = { customerLookup: { matchCount: number; hits: { customerNumber: string; name: string }[] } };
type Vendors = { vendorLookup: { matchCount: number; hits: { vendorNumber: string; name: string }[] } };

const LOOKUP = `query P($p: String!, $c: String!) { productLookup(partNumber: $p, customerNumber: $c) {
  customerNumber customerName warehouse item { erp productName unitOfMeasure quantityAvailable price { value display } } } }`;

type Lookup = {
  productLookup: {
    customerNumber: string;
    customerName: string;
    warehouse: string;
    item: { erp: string; quantityAvailable: number; price: { value: number } | null } | null;
  } | null;
};

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
    expect(empty.errors?.[0]?.message).toBe('Please enter a search term.');
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
});

describe('product lookup', () => {
  it('shows one part priced for two customers, each in its own warehouse', async ({ associate }) => {
    const erp = getDataset().products.find((p) => p.active && p.catalogs.includes(MAIN_CATALOG))!.items[0]!.erp;
    const acme = (await associate.gql<Lookup>(LOOKUP, { p: erp, c: '10001' })).data!.productLookup!;
    const globex = (await associate.gql<Lookup>(LOOKUP, { p: erp, c: '10004' })).data!.productLookup!;
    expect([acme.customerName, acme.warehouse]).toEqual(['Acme Fabrication', 'DBEL']);
    expect([globex.customerName, globex.warehouse]).toEqual(['Globex Corporation', 'DHOU']);
    expect(acme.item?.erp).toBe(erp);
    expect(globex.item?.erp).toBe(erp);
    expect(acme.item?.price?.value).not.toBe(globex.item?.price?.value);
    const missing = (await associate.gql<Lookup>(LOOKUP, { p: 'NO-SUCH-PART', c: '10001' })).data!.productLookup!;
    expect(missing.item).toBeNull();
    expect((await associate.gql<Lookup>(LOOKUP, { p: erp, c: '99999' })).data!.productLookup).toBeNull();
    const blank = await associate.gql(LOOKUP, { p: ' ', c: '10001' });
    expect(blank.errors?.[0]?.message).toBe('Please enter a search term.');
  });
});

// The account overview: the sandbox's figures for a dollars and a units customer.
const SUMMARY = `{ accountSummary { companyName address lastSaleDate lastPaymentDate
  salesYearToDate { value display } salesLastYear { value } openOrderValue { value } futureInvoiceBalance { value }
  agingBalances { bucket label balance { value display mode } } totalBalance { value } } }`;

type Summary = {
  accountSummary: {
    companyName: string;
    address: string;
    lastSaleDate: string | null;
    salesYearToDate: { value: number; display: string };
    agingBalances: { bucket: string; label: string; balance: { value: number; display: string; mode: string } }[];
    totalBalance: { value: number };
  };
};

describe('the account overview', () => {
  it('shows the buyer’s company with a balance in each of the five buckets', async ({ buyer }) => {
    const answer = await buyer.gql<Summary>(SUMMARY);
    expect(answer.errors).toBeUndefined();
    const summary = answer.data!.accountSummary;
    expect(summary.companyName).toBe('Acme Fabrication');
    expect(summary.address).toMatch(/, [A-Z]{2} \d{5}$/);
    expect(summary.lastSaleDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(summary.salesYearToDate.display).toMatch(/^\$[\d,]+\.\d{2}$/);
    expect(summary.agingBalances.map((b) => b.label)).toEqual([
      'Current',
      'Over 30 days',
      'Over 60 days',
      'Over 90 days',
      'Over 120 days',
    ]);
    expect(summary.agingBalances.every((b) => b.balance.value > 0 && b.balance.mode === 'CURRENCY')).toBe(true);
    const sum = summary.agingBalances.reduce((s, b) => s + b.balance.value, 0);
    expect(summary.totalBalance.value).toBeCloseTo(sum, 2);
  });

  it('shows a units customer its amounts in units', async ({ units }) => {
    const summary = (await units.gql<Summary>(SUMMARY)).data!.accountSummary;
    expect(summary.companyName).toBe('Northwind Maintenance');
    expect(summary.agingBalances[0]!.balance.display).toMatch(/units?$/);
  });
});

// Shipping addresses: the sandbox's saved addresses, created, changed and deleted, the viewer refreshed.
const ADDRESS = 'id shipToId companyName isDefault address { name line1 line2 city state zip }';
const ADDRESSES = `{ shippingAddresses { ${ADDRESS} } }`;
const ADDRESS_PAYLOAD = `shippingAddress { ${ADDRESS} } shippingAddresses { id } viewer { defaultShipToId } userErrors { field message code }`;
const CREATE_ADDRESS = `mutation C($input: CreateShippingAddressInput!) { createShippingAddress(input: $input) { ${ADDRESS_PAYLOAD} } }`;
const UPDATE_ADDRESS = `mutation U($input: UpdateShippingAddressInput!) { updateShippingAddress(input: $input) { ${ADDRESS_PAYLOAD} } }`;
const DELETE_ADDRESS = `mutation D($input: DeleteShippingAddressInput!) { deleteShippingAddress(input: $input) { ${ADDRESS_PAYLOAD} } }`;

type Address = { id: string; shipToId: string; isDefault: boolean; address: { city: string; zip: string } };
type AddressPayload = {
  shippingAddress: Address | null;
  shippingAddresses: { id: string }[] | null;
  viewer: { defaultShipToId: string | null } | null;
  userErrors: { field: string | null; message: string; code: string }[];
};

const addressFields = {
  companyName: 'Tyrell Annex',
  line1: '9 Dock Rd',
  city: 'Ottawa',
  state: 'on',
  zip: 'k1a 0b1',
  isDefault: false,
};
const addresses = async (client: TestClient) =>
  (await client.gql<{ shippingAddresses: Address[] }>(ADDRESSES)).data!.shippingAddresses;
const createAddress = async (client: TestClient, input: Record<string, unknown>) =>
  (await client.gql<{ createShippingAddress: AddressPayload }>(CREATE_ADDRESS, { input })).data!.createShippingAddress;

describe('shipping addresses', () => {
  it('lists the seeded addresses and creates, changes and deletes one, refreshing the viewer', async ({ tyrell }) => {
    const before = await addresses(tyrell);
    // The 20 seeded, and any another test left on the shared stack.
    expect(before.length).toBeGreaterThanOrEqual(20);
    const created = await createAddress(tyrell, addressFields);
    expect(created.userErrors).toEqual([]);
    expect(created.shippingAddress).toMatchObject({ address: { city: 'Ottawa', zip: 'K1A 0B1' }, isDefault: false });
    expect(created.shippingAddresses).toHaveLength(before.length + 1);
    const id = created.shippingAddress!.id;
    const shipTos = (await tyrell.gql<{ shipTos: { id: string }[] }>('{ shipTos { id } }')).data!.shipTos;
    expect(shipTos.map((s) => s.id)).toContain(created.shippingAddress!.shipToId);

    const changed = (
      await tyrell.gql<{ updateShippingAddress: AddressPayload }>(UPDATE_ADDRESS, {
        input: { ...addressFields, id, city: 'Canton', state: 'oh', zip: '44702-1234', isDefault: true },
      })
    ).data!.updateShippingAddress;
    expect(changed.userErrors).toEqual([]);
    expect(changed.shippingAddress).toMatchObject({ isDefault: true, address: { city: 'Canton', zip: '44702-1234' } });
    expect(changed.viewer?.defaultShipToId).toBe(created.shippingAddress!.shipToId);

    const deleted = (await tyrell.gql<{ deleteShippingAddress: AddressPayload }>(DELETE_ADDRESS, { input: { id } }))
      .data!.deleteShippingAddress;
    expect(deleted.userErrors).toEqual([]);
    expect(deleted.shippingAddresses!.map((a) => a.id)).not.toContain(id);
    expect(deleted.viewer?.defaultShipToId).not.toBe(created.shippingAddress!.shipToId);
    const again = (await tyrell.gql<{ deleteShippingAddress: AddressPayload }>(DELETE_ADDRESS, { input: { id } })).data!
      .deleteShippingAddress;
    expect(again.userErrors).toEqual([
      { field: 'id', message: 'That shipping address was not found.', code: 'NOT_FOUND' },
    ]);
  });
});

// The customer applications review: pending applications paged, a fresh one reviewed and kept final.
const APPLICATIONS = `query L($input: CustomerApplicationsInput!) { customerApplications(input: $input) {
  totalCount page pageSize nodes { id companyName status customerType created bdmProspect editable } } }`;
const APPLICATION = `query A($id: ID!) { customerApplication(id: $id) {
  id companyName status segment customerNumber bdmProspect editable updatedBy notes { description updatedBy } } }`;
const UPDATE_APPLICATION = `mutation U($input: UpdateCustomerApplicationInput!) { updateCustomerApplication(input: $input) {
  message customerApplication { status segment customerNumber editable } userErrors { field message code } } }`;
const APPLICATION_NOTE = `mutation N($input: AddCustomerApplicationNoteInput!) { addCustomerApplicationNote(input: $input) {
  message customerApplication { notes { description updatedBy } } userErrors { field message code } } }`;
const SUBMIT_APPLICATION = `mutation S($input: SubmitCustomerApplicationInput!) { submitCustomerApplication(input: $input) {
  applicationId userErrors { message } } }`;

type ApplicationNode = { id: string; companyName: string; status: string; customerType: string; created: string };
type Applications = {
  customerApplications: { totalCount: number; page: number; pageSize: number; nodes: ApplicationNode[] };
};
type ApplicationPayload = {
  message: string | null;
  customerApplication: Record<string, unknown> | null;
  userErrors: { field: string | null; message: string; code: string }[];
};

describe('customer applications review', () => {
  it('pages the pending new applications newest first to the last page at every page size', async ({ associate }) => {
    const all = await associate.gql<Applications>(APPLICATIONS, { input: { pageSize: 100 } });
    const total = all.data!.customerApplications.totalCount;
    expect(total).toBeGreaterThan(60);
    for (const pageSize of [10, 25, 50]) {
      const lastPage = Math.ceil(total / pageSize);
      const last = await associate.gql<Applications>(APPLICATIONS, { input: { pageSize, page: lastPage } });
      expect(last.data!.customerApplications.nodes).toHaveLength(total - (lastPage - 1) * pageSize);
    }
    const pending = await associate.gql<Applications>(APPLICATIONS, {
      input: { status: 'PENDING', customerType: 'NEW' },
    });
    const page = pending.data!.customerApplications;
    expect(page.pageSize).toBe(25);
    expect(page.nodes.every((n) => n.status === 'PENDING' && n.customerType === 'NEW')).toBe(true);
    const dates = page.nodes.map((n) => n.created);
    expect([...dates].sort().reverse()).toEqual(dates);
    const bad = await associate.gql(APPLICATIONS, { input: { pageSize: 30 } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('finds a freshly submitted application, saves its review and a note, then keeps it final', async ({
    stack,
    associate,
  }) => {
    const submitted = await stack
      .client()
      .gql<{ submitCustomerApplication: { applicationId: string } }>(SUBMIT_APPLICATION, {
        input: {
          customerType: 'NEW',
          email: 'owner@brandnew.example',
          name: 'Nina New',
          companyName: 'Brand New Machining',
          companyDba: 'Brand New',
          city: 'Tulsa',
          state: 'OK',
          companyPhone: '555-010-2020',
        },
      });
    const id = submitted.data!.submitCustomerApplication.applicationId;
    const found = await associate.gql<Applications>(APPLICATIONS, {
      input: { status: 'PENDING', customerType: 'NEW', filter: 'brand new' },
    });
    expect(found.data!.customerApplications.nodes.map((n) => n.id)).toEqual([id]);

    const missing = await associate.gql<{ updateCustomerApplication: ApplicationPayload }>(UPDATE_APPLICATION, {
      input: { id, status: 'WON', segment: 'DIRECT', customerNumber: 'ABC', bdmProspect: false },
    });
    expect(missing.data!.updateCustomerApplication.userErrors).toEqual([
      { field: 'customerNumber', message: 'The customer number is up to 10 digits.', code: 'INVALID_INPUT' },
    ]);
    const empty = await associate.gql<{ addCustomerApplicationNote: ApplicationPayload }>(APPLICATION_NOTE, {
      input: { id, note: '  ' },
    });
    expect(empty.data!.addCustomerApplicationNote.userErrors[0]?.message).toBe('Note is required.');

    const approved = await associate.gql<{ updateCustomerApplication: ApplicationPayload }>(UPDATE_APPLICATION, {
      input: { id, status: 'APPROVED', segment: 'DIRECT', customerNumber: '20777', bdmProspect: true },
    });
    expect(approved.data!.updateCustomerApplication).toEqual({
      message: 'Customer Application updated successfully',
      customerApplication: { status: 'APPROVED', segment: 'DIRECT', customerNumber: '20777', editable: false },
      userErrors: [],
    });
    const noted = await associate.gql<{ addCustomerApplicationNote: ApplicationPayload }>(APPLICATION_NOTE, {
      input: { id, note: 'Welcome call made.' },
    });
    expect(noted.data!.addCustomerApplicationNote).toEqual({
      message: 'Note added successfully',
      customerApplication: { notes: [{ description: 'Welcome call made.', updatedBy: 'Val Associate' }] },
      userErrors: [],
    });
    const again = await associate.gql<{ updateCustomerApplication: ApplicationPayload }>(UPDATE_APPLICATION, {
      input: { id, status: 'PENDING', segment: 'TBD', bdmProspect: false },
    });
    expect(again.data!.updateCustomerApplication.userErrors).toEqual([
      {
        field: 'status',
        message: 'This application has been Approved or Rejected and can no longer be changed.',
        code: 'REJECTED',
      },
    ]);
    const read = await associate.gql<{ customerApplication: Record<string, unknown> }>(APPLICATION, { id });
    expect(read.data!.customerApplication).toMatchObject({
      status: 'APPROVED',
      editable: false,
      updatedBy: 'Val Associate',
    });
    expect(
      (await associate.gql<{ customerApplication: null }>(APPLICATION, { id: '99999' })).data!.customerApplication,
    ).toBeNull();
  });
});
