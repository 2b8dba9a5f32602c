// The profile over the shared stack: these tests change only Uma's custom fields (approved through
// the approver) and Dana's default department. Changing a password is in password.test.ts.
import { describe, expect } from 'vitest';
import { PROFILE_MESSAGES } from '@mro/rules/profile';
import { test as it } from '../testing/fixtures.ts';

const PROFILE = `{ profile { name phone phoneExtension departmentRequired canEdit notificationsAllowed
  departments { key isDefault } customFields { id name value required needsApproval pendingValue }
  notifications { tracking invoice scanToWeb } salesContact { name email } } }`;
const UPDATE = `mutation U($input: UpdateProfileInput!) { updateProfile(input: $input) {
  profile { name customFields { id value pendingValue } } pendingApprovals userErrors { field message code } } }`;
const REQUESTS = `query R($input: ProfileUpdateRequestsInput!) { profileUpdateRequests(input: $input) {
  totalCount page pageSize pendingCount nodes { id userName userEmail cdfName cdfValue status canResolve } } }`;
const RESOLVE = `mutation X($input: ResolveProfileUpdateRequestInput!) { resolveProfileUpdateRequest(input: $input) {
  request { id status canResolve } userErrors { field message } } }`;

type Field = { id: string; name: string; value: string; pendingValue: string | null; needsApproval: boolean };
type ProfileAnswer = {
  profile: {
    name: string;
    departmentRequired: boolean;
    canEdit: boolean;
    departments: { key: string; isDefault: boolean }[];
    customFields: Field[];
    salesContact: { email: string } | null;
  };
};
type Update = {
  updateProfile: {
    profile: { name: string; customFields: Field[] } | null;
    pendingApprovals: string[];
    userErrors: { field: string | null; message: string; code: string }[];
  };
};
type Requests = {
  profileUpdateRequests: {
    totalCount: number;
    pendingCount: number;
    nodes: { id: string; userEmail: string; cdfValue: string; status: string; canResolve: boolean }[];
  };
};

const draft = (overrides: Record<string, unknown> = {}) => ({
  name: 'Uma Units',
  phone: '555-0106',
  phoneExtension: '',
  defaultDepartment: null,
  customFields: [
    { id: '201', value: 'CC-100' },
    { id: '202', value: '' },
  ],
  notifyTracking: true,
  notifyInvoice: false,
  notifyScanToWeb: false,
  ...overrides,
});

describe('the profile', () => {
  it('shows the custom fields, the one that needs approval, and the sales contact', async ({ units }) => {
    const profile = (await units.gql<ProfileAnswer>(PROFILE)).data!.profile;
    expect(profile.customFields.map((f) => [f.name, f.value, f.needsApproval])).toEqual([
      ['Cost Center', 'CC-100', true],
      ['Shift', '', false],
    ]);
    expect(profile.salesContact).toEqual({ name: 'Casey Rep', email: 'csr@vallen.example' });
    expect(profile.canEdit).toBe(true);
  });

  it('saves a change that needs approval as pending, which the approver approves', async ({ units, unitsAdmin }) => {
    const saved = await units.gql<Update>(UPDATE, {
      input: draft({
        customFields: [
          { id: '201', value: 'CC-555' },
          { id: '202', value: 'Day' },
        ],
      }),
    });
    expect(saved.data!.updateProfile.userErrors).toEqual([]);
    expect(saved.data!.updateProfile.pendingApprovals).toEqual(['Cost Center']);
    expect(saved.data!.updateProfile.profile!.customFields).toEqual([
      { id: '201', value: 'CC-100', pendingValue: 'CC-555' },
      { id: '202', value: 'Day', pendingValue: null },
    ]);
    // Saving again without touching it keeps the change waiting.
    const again = await units.gql<Update>(UPDATE, {
      input: draft({
        customFields: [
          { id: '201', value: 'CC-100' },
          { id: '202', value: 'Day' },
        ],
      }),
    });
    expect(again.data!.updateProfile.pendingApprovals).toEqual([]);
    expect(again.data!.updateProfile.profile!.customFields[0]!.pendingValue).toBe('CC-555');

    const list = (await unitsAdmin.gql<Requests>(REQUESTS, { input: { page: 1, pageSize: 25 } })).data!
      .profileUpdateRequests;
    expect(list.totalCount).toBe(141);
    expect(list.pendingCount).toBe(21);
    const mine = list.nodes[0]!;
    expect(mine).toMatchObject({
      userEmail: 'units@northwind.example',
      cdfValue: 'CC-555',
      status: 'PENDING',
      canResolve: true,
    });
    const last = (await unitsAdmin.gql<Requests>(REQUESTS, { input: { page: 6, pageSize: 25 } })).data!
      .profileUpdateRequests;
    expect(last.nodes).toHaveLength(16);
    expect(last.nodes.every((n) => n.status !== 'PENDING' && !n.canResolve)).toBe(true);

    const approved = await unitsAdmin.gql(RESOLVE, { input: { id: mine.id, decision: 'APPROVE' } });
    expect(approved.data).toEqual({
      resolveProfileUpdateRequest: { request: { id: mine.id, status: 'APPROVED', canResolve: false }, userErrors: [] },
    });
    const twice = await unitsAdmin.gql(RESOLVE, { input: { id: mine.id, decision: 'REJECT' } });
    expect(twice.data).toEqual({
      resolveProfileUpdateRequest: {
        request: null,
        userErrors: [{ field: 'id', message: PROFILE_MESSAGES.resolveFailed }],
      },
    });
    const after = (await units.gql<ProfileAnswer>(PROFILE)).data!.profile.customFields[0]!;
    expect(after).toMatchObject({ value: 'CC-555', pendingValue: null });
  });

  it('lists the rules’ problems and the server’s by field', async ({ units, stark }) => {
    const bad = await units.gql<Update>(UPDATE, {
      input: draft({ name: '', phoneExtension: 'x', customFields: [{ id: '201', value: '' }] }),
    });
    expect(bad.data!.updateProfile.userErrors.map((e) => [e.field, e.message])).toEqual([
      ['name', 'Name is required.'],
      ['phoneExtension', 'An extension is digits only.'],
      ['customFields.201', 'Cost Center is required.'],
    ]);
    const dana = (await stark.gql<ProfileAnswer>(PROFILE)).data!.profile;
    expect(dana.departmentRequired).toBe(true);
    const noDepartment = await stark.gql<Update>(UPDATE, {
      input: draft({ name: 'Dana Department', customFields: [] }),
    });
    expect(noDepartment.data!.updateProfile.userErrors).toEqual([
      { field: 'defaultDepartment', message: PROFILE_MESSAGES.departmentRequired, code: 'INVALID_INPUT' },
    ]);
    const withDepartment = await stark.gql<Update>(UPDATE, {
      input: draft({ name: 'Dana Department', customFields: [], defaultDepartment: 'MACHINING' }),
    });
    expect(withDepartment.data!.updateProfile.userErrors).toEqual([]);
    expect((await stark.gql<ProfileAnswer>(PROFILE)).data!.profile.departments.find((d) => d.isDefault)?.key).toBe(
      'MACHINING',
    );
  });

  it('refuses punch-out users and non-approvers', async ({ punchout, buyer, approver, units }) => {
    const refused = await punchout.gql<Update>(UPDATE, { input: draft() });
    expect(refused.data!.updateProfile.userErrors).toEqual([
      { field: null, message: PROFILE_MESSAGES.punchOut, code: 'FORBIDDEN' },
    ]);
    expect((await punchout.gql<ProfileAnswer>(PROFILE)).data!.profile.canEdit).toBe(false);
    for (const client of [buyer, approver, units])
      expect((await client.gql(REQUESTS, { input: {} })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
