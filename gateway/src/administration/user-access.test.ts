// The user dialog's departments, catalogs and roles over the typed fake ERP: the department choices
// asked of the ERP, the catalog and super-role refusals for a plain administrator (before the ERP),
// and the administrator role granted, removed and never one's own. Saving departments that the
// user's profile then shows, and a super administrator's catalogs, stay on the stack in
// registration/people.integration.test.ts.
import { describe, expect, it } from 'vitest';
import type { ErpUser } from '../erp/types.ts';
import { erpError } from '../testing/fake-erp.ts';
import { unitGateway, type UnitGateway } from '../testing/unit.ts';
import { erpUser, principalOfUser } from '../testing/erp-answers/account.ts';
import { erpAdmin, erpDepartment, erpGlobexAdmin, erpWorkflow } from '../testing/erp-answers/administration.ts';

const ACCESS = `id isAdmin isSuperAdmin allowAllDepartments departments { key description isDefault } catalogs { name label productCount }`;
const ONE = `query O($id: ID!) { companyUser(id: $id) { ${ACCESS} } }`;
const UPDATE = `mutation U($input: UpdateCompanyUserInput!) { updateCompanyUser(input: $input) { user { ${ACCESS} } userErrors { field message code } } }`;
const CREATE = `mutation C($input: CreateCompanyUserInput!) { createCompanyUser(input: $input) { user { ${ACCESS} } userErrors { field message code } } }`;
const CHOICES = `query D($search: String) { userDepartmentChoices(search: $search) { totalCount nodes { key description } } }`;
const CATALOGS = `query K($search: String) { catalogChoices(search: $search) { name label productCount } }`;

type Errors = { field: string | null; message: string; code: string }[];
type Access = { isAdmin: boolean; isSuperAdmin: boolean; catalogs: { name: string; productCount: number | null }[] };
type Saved = { user: Access | null; userErrors: Errors };

const ROSTER_USER = '1002';

/** Acme's administrator over a roster user the ERP keeps in memory: PUT /user/{id} changes it. */
const dialog = async (): Promise<UnitGateway> => {
  const admin = erpAdmin();
  let roster: ErpUser = erpUser({
    id: 1002,
    username: 'roster002@acme.example',
    name: 'Roster Person',
    catalog_meta_data: [
      { catalog: '2014BSWebCatalog', name: '2014BSWebCatalog' },
      { catalog: 'SafetyCatalog', name: 'SafetyCatalog' },
    ],
  });
  return unitGateway(
    {
      'GET /user/{id}': ({ path }) => (path === `/user/${admin.id}` ? admin : roster),
      'GET /user-approval-workflow/{id}': () => erpWorkflow(true),
      'PUT /user/{id}': ({ body }) => {
        roster = { ...roster, ...(body as Partial<ErpUser>) };
        return roster;
      },
      'GET /department': ({ init }) => {
        const all = [
          erpDepartment({ department_key: 'MAINT', description: 'Maintenance' }),
          erpDepartment({ id: 10001002, department_key: 'SAFETY', description: 'Safety' }),
        ];
        const filter = init.query?.filter?.toLowerCase() ?? '';
        const departments = all.filter((d) => d.department_key.toLowerCase().includes(filter));
        return { departments, meta: { total_items: departments.length, current_items: departments.length } };
      },
    },
    { principal: principalOfUser(admin) },
  );
};
const update = async (gateway: UnitGateway, input: Record<string, unknown>) =>
  (
    await gateway.run<{ updateCompanyUser: Saved }>(UPDATE, {
      input: { name: 'Roster Person', permissions: [], ...input },
    })
  ).data!.updateCompanyUser;

describe('the user dialog’s departments, catalogs and roles', () => {
  it('offers the company’s active departments and searches them', async () => {
    const admin = await dialog();
    const all = (await admin.run<{ userDepartmentChoices: { totalCount: number; nodes: { key: string }[] } }>(CHOICES))
      .data!.userDepartmentChoices;
    expect(all.nodes.map((d) => d.key)).toEqual(['MAINT', 'SAFETY']);
    expect(all.totalCount).toBe(2);
    const found = (
      await admin.run<{ userDepartmentChoices: { nodes: { key: string }[] } }>(CHOICES, { search: 'safe' })
    ).data!.userDepartmentChoices;
    expect(found.nodes.map((d) => d.key)).toEqual(['SAFETY']);
    expect(admin.callsTo('GET /department').map((c) => c.query)).toEqual([
      expect.objectContaining({ customer_number: '10001', active: '1', order_by: 'department_key' }),
      expect.objectContaining({ customer_number: '10001', active: '1', filter: 'safe' }),
    ]);
    expect((await admin.run(CHOICES, { search: 's' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const buyer = await unitGateway({ 'GET /user/{id}': () => erpUser() });
    expect((await buyer.run(CHOICES)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses catalog changes and the super role from a plain administrator, whatever is sent', async () => {
    const admin = await dialog();
    const before = (await admin.run<{ companyUser: Access }>(ONE, { id: ROSTER_USER })).data!.companyUser;
    expect(before.catalogs.map((c) => [c.name, c.productCount])).toEqual([
      ['2014BSWebCatalog', null],
      ['SafetyCatalog', null],
    ]);
    const catalogs = await update(admin, { id: ROSTER_USER, catalogs: ['Custom_Null'] });
    expect(catalogs.userErrors).toEqual([
      { field: 'catalogs', message: 'Only a super administrator may change catalogs.', code: 'FORBIDDEN' },
    ]);
    expect(admin.callsTo('PUT /user/{id}')).toEqual([]);
    const unchanged = await update(admin, { id: ROSTER_USER, catalogs: ['2014BSWebCatalog', 'SafetyCatalog'] });
    expect(unchanged.userErrors).toEqual([]);
    const superRole = await update(admin, { id: ROSTER_USER, isSuperAdmin: true });
    expect(superRole.userErrors[0]).toMatchObject({ field: 'isSuperAdmin', code: 'FORBIDDEN' });
    const created = await admin.run<{ createCompanyUser: Saved }>(CREATE, {
      input: {
        name: 'Cat Sneak',
        username: 'cat.sneak@acme.example',
        password: 'secret1x',
        permissions: [],
        catalogs: ['Custom_Null'],
      },
    });
    expect(created.data!.createCompanyUser.userErrors[0]?.code).toBe('FORBIDDEN');
    expect(admin.callsTo('POST /user')).toEqual([]);
    expect((await admin.run(CATALOGS)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('grants and removes the administrator role, never one’s own', async () => {
    const admin = await dialog();
    const granted = await update(admin, { id: ROSTER_USER, isAdmin: true });
    expect(granted.user).toMatchObject({ isAdmin: true, isSuperAdmin: false });
    expect(admin.callsTo('PUT /user/{id}').at(-1)!.body).toMatchObject({ roles: ['ROLE_USER', 'ROLE_ADMIN'] });
    const removed = await update(admin, { id: ROSTER_USER, isAdmin: false });
    expect(removed.user).toMatchObject({ isAdmin: false });
    const own = await update(admin, { id: '3', name: 'Ada Admin', isAdmin: false });
    expect(own.userErrors).toEqual([
      { field: 'isAdmin', message: 'You cannot remove your own administrator role.', code: 'INVALID_INPUT' },
    ]);
  });

  it('saves Manage users and Manage departments off for a user without the administrator role (issue 32)', async () => {
    const admin = await dialog();
    const permissions = ['MANAGE_USERS', 'MANAGE_DEPARTMENTS', 'ORDER_HISTORY'];
    await update(admin, { id: ROSTER_USER, permissions });
    expect(admin.callsTo('PUT /user/{id}').at(-1)!.body).toMatchObject({
      manage_users: false,
      manage_departments: false,
      order_history: true,
    });
    await update(admin, { id: ROSTER_USER, isAdmin: true, permissions });
    expect(admin.callsTo('PUT /user/{id}').at(-1)!.body).toMatchObject({
      roles: ['ROLE_USER', 'ROLE_ADMIN'],
      manage_users: true,
      manage_departments: true,
    });
  });

  it('another company’s administrator cannot read or set Acme users’ departments', async () => {
    const globex = erpGlobexAdmin();
    // Acme's user reads as missing to Globex's administrator, as the sandbox answers it.
    const gateway = await unitGateway(
      {
        'GET /user/{id}': ({ path }) => {
          if (path === `/user/${globex.id}`) return globex;
          throw erpError(404, 'User not found.');
        },
        'GET /department': () => ({
          departments: [
            erpDepartment({ id: 10004001, customer_number: '10004', department_key: 'OPS', description: 'Operations' }),
          ],
          meta: { total_items: 1, current_items: 1 },
        }),
      },
      { principal: principalOfUser(globex) },
    );
    const change = await update(gateway, {
      id: ROSTER_USER,
      departments: { keys: ['MAINT'], defaultKey: 'MAINT', allowAll: false },
    });
    expect(change.userErrors[0]).toMatchObject({
      code: 'NOT_FOUND',
      message: "Unable to locate the user you're looking for",
    });
    expect(gateway.callsTo('PUT /user/{id}')).toEqual([]);
    const choices = (await gateway.run<{ userDepartmentChoices: { nodes: { key: string }[] } }>(CHOICES)).data!
      .userDepartmentChoices;
    expect(choices.nodes.map((d) => d.key)).not.toContain('MAINT');
    expect(gateway.callsTo('GET /department')[0]!.query).toMatchObject({ customer_number: '10004' });
  });
});
