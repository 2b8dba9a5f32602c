// The profile over the typed fake ERP: what the page shows of the ERP user (custom fields, the one
// needing approval, the sales contact), the rules' problems by field before the ERP, the default
// department a user with a sales rep must choose, and the refusals. A change waiting for an approver
// and approved follows the sandbox's state in registration/people.integration.test.ts.
import { describe, expect, it } from 'vitest';
import type { components } from '../erp/generated/openapi.ts';
import type { ErpUser } from '../erp/types.ts';
import { erpUserSettings } from '../testing/erp-answers/auth.ts';
import { unitGateway } from '../testing/unit.ts';
import { erpUser, principalOfUser, usersById } from '../testing/erp-answers/account.ts';

const PROFILE = `{ profile { name phone phoneExtension departmentRequired canEdit notificationsAllowed
  departments { key isDefault } customFields { id name value required needsApproval pendingValue }
  notifications { tracking invoice scanToWeb } salesContact { name email } } }`;
const UPDATE = `mutation U($input: UpdateProfileInput!) { updateProfile(input: $input) {
  profile { name customFields { id value pendingValue } } pendingApprovals userErrors { field message code } } }`;
const REQUESTS = `query R($input: ProfileUpdateRequestsInput!) { profileUpdateRequests(input: $input) { totalCount } }`;

type Schemas = components['schemas'];
type Field = { id: string; name: string; value: string; pendingValue: string | null; needsApproval: boolean };
type ProfileAnswer = {
  profile: {
    departmentRequired: boolean;
    canEdit: boolean;
    departments: { key: string; isDefault: boolean }[];
    customFields: Field[];
    salesContact: { name: string; email: string } | null;
  };
};
type Update = { updateProfile: { userErrors: { field: string | null; message: string; code: string }[] } };

// Uma of Northwind (a units customer) as the sandbox seeds her (erp-sandbox/src/data/personas.ts).
const uma = (overrides: Partial<ErpUser> = {}) =>
  erpUser({
    id: 6,
    username: 'units@northwind.example',
    name: 'Uma Units',
    customer_number: '10002',
    default_customer_number: '10002',
    customer_name: 'Northwind',
    workflow_currency: 'units',
    phone: '555-0106',
    site_csr: { name: 'Casey Rep', email: 'csr@vallen.example' },
    cdf: [
      { cdfId: 201, name: 'Cost Center', value: 'CC-100', defaultValue: '', required: true, needsApproval: true },
      { cdfId: 202, name: 'Shift', value: '', defaultValue: '', required: false, needsApproval: false },
    ],
    ...overrides,
  });

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

type CdfField = Schemas['CdfField'];
type CdfRequest = Schemas['CdfRequest'];

/** Northwind's active, editable fields as GET /customer-defined-fields/10002?active=1&editable=1 answers them. */
const NORTHWIND_FIELDS: CdfField[] = [
  {
    cdfId: 201,
    name: 'Cost Center',
    defaultValue: 'CC-100',
    required: true,
    needsApproval: true,
    active: true,
    editable: true,
  },
  { cdfId: 202, name: 'Shift', defaultValue: '', required: false, needsApproval: false, active: true, editable: true },
];
const request = (id: number, cdfValue: string, status: CdfRequest['status']): CdfRequest => ({
  id,
  userName: 'Uma Units',
  userEmail: 'units@northwind.example',
  cdfId: 201,
  cdfName: 'Cost Center',
  cdfValue,
  created: `2026-11-${10 + (id % 10)}T10:00:00Z`,
  status,
  customer_number: '10002',
  user_id: 6,
  approver_id: 56,
  resolved: status === 'Pending' ? null : '2026-11-20T10:00:00Z',
});

/** The user's profile over the fake ERP: their settings say whether the company uses custom fields. */
const as = (user: ErpUser, { useCdf = true, fields = NORTHWIND_FIELDS, requests = [] as CdfRequest[] } = {}) =>
  unitGateway(
    {
      'GET /user/{id}': usersById(user),
      'GET /user/settings/{id}/{customerNumber}': () => erpUserSettings(user, { use_cdf: useCdf }),
      'GET /customer-defined-fields/{customer}': () => fields,
      'GET /customer-defined-fields/requests/user/{id}': () => requests,
    },
    { principal: principalOfUser(user) },
  );

describe('the profile', () => {
  it('shows the custom fields, the one that needs approval, and the sales contact', async () => {
    const profile = (await (await as(uma())).run<ProfileAnswer>(PROFILE)).data!.profile;
    expect(profile.customFields.map((f) => [f.name, f.value, f.needsApproval])).toEqual([
      ['Cost Center', 'CC-100', true],
      ['Shift', '', false],
    ]);
    expect(profile.salesContact).toEqual({ name: 'Casey Rep', email: 'csr@vallen.example' });
    expect(profile.canEdit).toBe(true);
  });

  it('shows the customer’s active, editable fields with the user’s values and the latest change waiting for approval', async () => {
    const gateway = await as(
      uma({
        cdf: [{ cdfId: 202, name: 'Shift', value: 'Nights', defaultValue: '', required: false, needsApproval: false }],
      }),
      {
        requests: [
          request(9300, 'CC-300', 'Pending'),
          request(9200, 'CC-200', 'Pending'),
          request(9100, 'CC-150', 'Approved'),
        ],
      },
    );
    const profile = (await gateway.run<ProfileAnswer>(PROFILE)).data!.profile;
    expect(profile.customFields.map((f) => [f.name, f.value, f.pendingValue])).toEqual([
      ['Cost Center', 'CC-100', 'CC-300'],
      ['Shift', 'Nights', null],
    ]);
    expect(gateway.callsTo('GET /customer-defined-fields/{customer}')[0]).toMatchObject({
      path: '/customer-defined-fields/10002',
      query: { active: '1', editable: '1' },
    });
    expect(gateway.callsTo('GET /customer-defined-fields/requests/user/{id}')[0]!.path).toBe(
      '/customer-defined-fields/requests/user/6',
    );
  });

  it('shows no custom fields, and asks for none, when the company does not use them (use_cdf off)', async () => {
    const gateway = await as(uma(), { useCdf: false });
    expect((await gateway.run<ProfileAnswer>(PROFILE)).data!.profile.customFields).toEqual([]);
    expect(gateway.callsTo('GET /customer-defined-fields/{customer}')).toEqual([]);
    expect(gateway.callsTo('GET /customer-defined-fields/requests/user/{id}')).toEqual([]);
    const saved = await gateway.run<Update>(UPDATE, { input: draft({ customFields: [{ id: '201', value: 'CC-9' }] }) });
    expect(saved.data!.updateProfile.userErrors).toEqual([
      { field: 'customFields.201', message: 'Not a field of your profile.', code: 'INVALID_INPUT' },
    ]);
  });

  it('shows no sales contact to an express user (§6: only when a CSR e-mail exists and not express)', async () => {
    const express = erpUser({
      id: 8,
      username: 'express@acme.example',
      user_type: 'express',
      express_checkout: true,
      site_csr: { name: 'Casey Rep', email: 'csr@vallen.example' },
    });
    const profile = (await (await as(express)).run<ProfileAnswer>(PROFILE)).data!.profile;
    expect(profile.salesContact).toBeNull();
    const flags = await (await as(express)).run<{ viewer: { csrEmail: string | null } }>('{ viewer { csrEmail } }');
    expect(flags.data!.viewer.csrEmail).toBeNull();
  });

  it('lists the rules’ problems and the server’s by field', async () => {
    const units = await as(uma());
    const bad = await units.run<Update>(UPDATE, {
      input: draft({ name: '', phoneExtension: 'x', customFields: [{ id: '201', value: '' }] }),
    });
    expect(bad.data!.updateProfile.userErrors.map((e) => [e.field, e.message])).toEqual([
      ['name', 'Name is required.'],
      ['phoneExtension', 'An extension is digits only.'],
      ['customFields.201', 'Cost Center is required.'],
    ]);
    expect(units.callsTo('PUT /user/{id}')).toEqual([]);
    // Dana of Stark has a sales rep and departments: she must choose a default one.
    let dana = erpUser({
      id: 83,
      username: 'buyer@stark.example',
      name: 'Dana Department',
      customer_number: '10007',
      sales_rep_id: 'R7',
      departments: [
        { department_key: 'ASSEMBLY', description: 'Assembly', is_default: false },
        { department_key: 'MACHINING', description: 'Machining', is_default: false },
      ],
    });
    const stark = await unitGateway(
      {
        'GET /user/{id}': () => dana,
        'GET /user/settings/{id}/{customerNumber}': () => erpUserSettings(dana),
        'PUT /user/{id}': ({ init }) => {
          const chosen = (init.body as { default_department?: string }).default_department;
          dana = {
            ...dana,
            departments: dana.departments!.map((d) => ({ ...d, is_default: d.department_key === chosen })),
          };
          return dana;
        },
      },
      { principal: principalOfUser(dana) },
    );
    expect((await stark.run<ProfileAnswer>(PROFILE)).data!.profile.departmentRequired).toBe(true);
    const noDepartment = await stark.run<Update>(UPDATE, {
      input: draft({ name: 'Dana Department', customFields: [] }),
    });
    expect(noDepartment.data!.updateProfile.userErrors).toEqual([
      { field: 'defaultDepartment', message: 'Department is required.', code: 'INVALID_INPUT' },
    ]);
    const settingsReads = () => stark.callsTo('GET /user/settings/{id}/{customerNumber}').length;
    const readsBefore = settingsReads();
    const withDepartment = await stark.run<Update>(UPDATE, {
      input: draft({ name: 'Dana Department', customFields: [], defaultDepartment: 'MACHINING' }),
    });
    expect(withDepartment.data!.updateProfile.userErrors).toEqual([]);
    // The save checks the fields before and shows them after: the settings are read once for both.
    expect(settingsReads() - readsBefore).toBe(1);
    expect((await stark.run<ProfileAnswer>(PROFILE)).data!.profile.departments.find((d) => d.isDefault)?.key).toBe(
      'MACHINING',
    );
  });

  it('refuses punch-out users and non-approvers', async () => {
    const punchout = await as(erpUser({ id: 7, username: 'punchout@acme.example', user_type: 'punchout' }));
    const refused = await punchout.run<Update>(UPDATE, { input: draft() });
    expect(refused.data!.updateProfile.userErrors).toEqual([
      { field: null, message: 'Your profile cannot be changed in a punch-out session.', code: 'FORBIDDEN' },
    ]);
    expect((await punchout.run<ProfileAnswer>(PROFILE)).data!.profile.canEdit).toBe(false);
    // A buyer, an approver of a currency customer, and a units buyer who approves nothing.
    const buyer = erpUser();
    const approver = erpUser({ id: 2, username: 'approver@acme.example', is_supervisor: true });
    for (const user of [buyer, approver, uma()])
      expect((await (await as(user)).run(REQUESTS, { input: {} })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
