import { describe, expect } from 'vitest';
import { TOOLS_MESSAGES } from '@mro/rules/tools';
import { test as it } from '../testing/fixtures.ts';

const LIST = `query L($input: CustomerApplicationsInput!) { customerApplications(input: $input) {
  totalCount page pageSize nodes { id companyName status customerType created bdmProspect editable } } }`;
const ONE = `query A($id: ID!) { customerApplication(id: $id) {
  id companyName status segment customerNumber bdmProspect editable updatedBy notes { description updatedBy } } }`;
const UPDATE = `mutation U($input: UpdateCustomerApplicationInput!) { updateCustomerApplication(input: $input) {
  message customerApplication { status segment customerNumber editable } userErrors { field message code } } }`;
const NOTE = `mutation N($input: AddCustomerApplicationNoteInput!) { addCustomerApplicationNote(input: $input) {
  message customerApplication { notes { description updatedBy } } userErrors { field message code } } }`;
const SUBMIT = `mutation S($input: SubmitCustomerApplicationInput!) { submitCustomerApplication(input: $input) {
  applicationId userErrors { message } } }`;

type Node = { id: string; companyName: string; status: string; customerType: string; created: string };
type List = { customerApplications: { totalCount: number; page: number; pageSize: number; nodes: Node[] } };
type Payload = {
  message: string | null;
  customerApplication: Record<string, unknown> | null;
  userErrors: { field: string | null; message: string; code: string }[];
};

describe('customer applications review', () => {
  it('pages the pending new applications newest first to the last page at every page size', async ({ associate }) => {
    const all = await associate.gql<List>(LIST, { input: { pageSize: 100 } });
    const total = all.data!.customerApplications.totalCount;
    expect(total).toBeGreaterThan(60);
    for (const pageSize of [10, 25, 50]) {
      const lastPage = Math.ceil(total / pageSize);
      const last = await associate.gql<List>(LIST, { input: { pageSize, page: lastPage } });
      expect(last.data!.customerApplications.nodes).toHaveLength(total - (lastPage - 1) * pageSize);
    }
    const pending = await associate.gql<List>(LIST, { input: { status: 'PENDING', customerType: 'NEW' } });
    const page = pending.data!.customerApplications;
    expect(page.pageSize).toBe(25);
    expect(page.nodes.every((n) => n.status === 'PENDING' && n.customerType === 'NEW')).toBe(true);
    const dates = page.nodes.map((n) => n.created);
    expect([...dates].sort().reverse()).toEqual(dates);
    const bad = await associate.gql(LIST, { input: { pageSize: 30 } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('finds a freshly submitted application, saves its review and a note, then keeps it final', async ({
    stack,
    associate,
  }) => {
    const submitted = await stack.client().gql<{ submitCustomerApplication: { applicationId: string } }>(SUBMIT, {
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
    const found = await associate.gql<List>(LIST, {
      input: { status: 'PENDING', customerType: 'NEW', filter: 'brand new' },
    });
    expect(found.data!.customerApplications.nodes.map((n) => n.id)).toEqual([id]);

    const missing = await associate.gql<{ updateCustomerApplication: Payload }>(UPDATE, {
      input: { id, status: 'WON', segment: 'DIRECT', customerNumber: 'ABC', bdmProspect: false },
    });
    expect(missing.data!.updateCustomerApplication.userErrors).toEqual([
      { field: 'customerNumber', message: 'The customer number is up to 10 digits.', code: 'INVALID_INPUT' },
    ]);
    const empty = await associate.gql<{ addCustomerApplicationNote: Payload }>(NOTE, { input: { id, note: '  ' } });
    expect(empty.data!.addCustomerApplicationNote.userErrors[0]?.message).toBe('Note is required.');

    const approved = await associate.gql<{ updateCustomerApplication: Payload }>(UPDATE, {
      input: { id, status: 'APPROVED', segment: 'DIRECT', customerNumber: '20777', bdmProspect: true },
    });
    expect(approved.data!.updateCustomerApplication).toEqual({
      message: TOOLS_MESSAGES.updated,
      customerApplication: { status: 'APPROVED', segment: 'DIRECT', customerNumber: '20777', editable: false },
      userErrors: [],
    });
    const noted = await associate.gql<{ addCustomerApplicationNote: Payload }>(NOTE, {
      input: { id, note: 'Welcome call made.' },
    });
    expect(noted.data!.addCustomerApplicationNote).toEqual({
      message: TOOLS_MESSAGES.noteAdded,
      customerApplication: { notes: [{ description: 'Welcome call made.', updatedBy: 'Val Associate' }] },
      userErrors: [],
    });
    const again = await associate.gql<{ updateCustomerApplication: Payload }>(UPDATE, {
      input: { id, status: 'PENDING', segment: 'TBD', bdmProspect: false },
    });
    expect(again.data!.updateCustomerApplication.userErrors).toEqual([
      { field: 'status', message: TOOLS_MESSAGES.final, code: 'REJECTED' },
    ]);
    const read = await associate.gql<{ customerApplication: Record<string, unknown> }>(ONE, { id });
    expect(read.data!.customerApplication).toMatchObject({
      status: 'APPROVED',
      editable: false,
      updatedBy: 'Val Associate',
    });
    expect(
      (await associate.gql<{ customerApplication: null }>(ONE, { id: '99999' })).data!.customerApplication,
    ).toBeNull();
  });
});
