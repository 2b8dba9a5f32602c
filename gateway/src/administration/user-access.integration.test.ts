import { describe, expect } from 'vitest';
import { ADMIN_MESSAGES, USER_DIALOG_MESSAGES } from '@mro/rules/administration';
import { test as it } from '../testing/fixtures.ts';
import type { TestClient } from '../testing/stack.ts';

const ACCESS = `id isAdmin isSuperAdmin allowAllDepartments departments { key description isDefault } catalogs { name label productCount }`;
const ONE = `query O($id: ID!) { companyUser(id: $id) { ${ACCESS} } }`;
const UPDATE = `mutation U($input: UpdateCompanyUserInput!) { updateCompanyUser(input: $input) { user { ${ACCESS} } userErrors { field message code } } }`;
const CREATE = `mutation C($input: CreateCompanyUserInput!) { createCompanyUser(input: $input) { user { ${ACCESS} } userErrors { field message code } } }`;
const CHOICES = `query D($search: String) { userDepartmentChoices(search: $search) { totalCount nodes { key description } } }`;
const CATALOGS = `query K($search: String) { catalogChoices(search: $search) { name label productCount } }`;

type Errors = { field: string | null; message: string; code: string }[];
type Access = {
  id: string;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  allowAllDepartments: boolean;
  departments: { key: string; description: string; isDefault: boolean }[];
  catalogs: { name: string; label: string; productCount: number | null }[];
};
type Saved = { user: Access | null; userErrors: Errors };

const ROSTER_USER = '1002';

const read = async (client: TestClient, id: string) =>
  (await client.gql<{ companyUser: Access }>(ONE, { id })).data!.companyUser;
const update = async (client: TestClient, input: Record<string, unknown>) =>
  (
    await client.gql<{ updateCompanyUser: Saved }>(UPDATE, {
      input: { name: 'Roster Person', permissions: [], ...input },
    })
  ).data!.updateCompanyUser;

describe('the user dialog’s departments, catalogs and roles', () => {
  it('offers the company’s active departments and searches them', async ({ admin, buyer }) => {
    const all = (await admin.gql<{ userDepartmentChoices: { totalCount: number; nodes: { key: string }[] } }>(CHOICES))
      .data!.userDepartmentChoices;
    expect(all.nodes.map((d) => d.key)).toEqual(['MAINT', 'SAFETY']);
    expect(all.totalCount).toBe(2);
    const found = (
      await admin.gql<{ userDepartmentChoices: { nodes: { key: string }[] } }>(CHOICES, { search: 'safe' })
    ).data!.userDepartmentChoices;
    expect(found.nodes.map((d) => d.key)).toEqual(['SAFETY']);
    expect((await admin.gql(CHOICES, { search: 's' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await buyer.gql(CHOICES)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('saves a user’s departments and default, which the user’s profile then shows', async ({ admin, stack }) => {
    const wrong = await update(admin, {
      id: ROSTER_USER,
      departments: { keys: ['MAINT'], defaultKey: 'SAFETY', allowAll: false },
    });
    expect(wrong.userErrors).toEqual([
      { field: 'departments.defaultKey', message: USER_DIALOG_MESSAGES.defaultNotAssigned, code: 'INVALID_INPUT' },
    ]);
    const saved = await update(admin, {
      id: ROSTER_USER,
      departments: { keys: ['MAINT', 'SAFETY'], defaultKey: 'SAFETY', allowAll: false },
    });
    expect(saved.userErrors).toEqual([]);
    expect(saved.user!.departments).toEqual([
      { key: 'MAINT', description: 'Maintenance', isDefault: false },
      { key: 'SAFETY', description: 'Safety', isDefault: true },
    ]);
    const unknown = await update(admin, { id: ROSTER_USER, departments: { keys: ['NOPE'], allowAll: false } });
    expect(unknown.userErrors[0]?.message).toMatch(/NOPE is not an active department/);
    const { username } = (
      await admin.gql<{ companyUser: { username: string } }>(`query { companyUser(id: "${ROSTER_USER}") { username } }`)
    ).data!.companyUser;
    const user = await stack.clientAs(username);
    const profile = await user.gql<{ profile: { departments: { key: string; isDefault: boolean }[] } }>(
      '{ profile { departments { key isDefault } } }',
    );
    expect(profile.data!.profile.departments).toEqual([
      { key: 'MAINT', isDefault: false },
      { key: 'SAFETY', isDefault: true },
    ]);
  });

  it('refuses catalog changes and the super role from a plain administrator, whatever is sent', async ({ admin }) => {
    const before = await read(admin, ROSTER_USER);
    expect(before.catalogs.map((c) => [c.name, c.productCount])).toEqual([
      ['2014BSWebCatalog', null],
      ['SafetyCatalog', null],
    ]);
    const catalogs = await update(admin, { id: ROSTER_USER, catalogs: ['Custom_Null'] });
    expect(catalogs.userErrors).toEqual([
      { field: 'catalogs', message: USER_DIALOG_MESSAGES.catalogsSuperOnly, code: 'FORBIDDEN' },
    ]);
    const unchanged = await update(admin, { id: ROSTER_USER, catalogs: ['2014BSWebCatalog', 'SafetyCatalog'] });
    expect(unchanged.userErrors).toEqual([]);
    const superRole = await update(admin, { id: ROSTER_USER, isSuperAdmin: true });
    expect(superRole.userErrors[0]).toMatchObject({ field: 'isSuperAdmin', code: 'FORBIDDEN' });
    const created = await admin.gql<{ createCompanyUser: Saved }>(CREATE, {
      input: {
        name: 'Cat Sneak',
        username: 'cat.sneak@acme.example',
        password: 'secret1x',
        permissions: [],
        catalogs: ['Custom_Null'],
      },
    });
    expect(created.data!.createCompanyUser.userErrors[0]?.code).toBe('FORBIDDEN');
    expect((await admin.gql(CATALOGS)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('grants and removes the administrator role, never one’s own', async ({ admin }) => {
    const granted = await update(admin, { id: ROSTER_USER, isAdmin: true });
    expect(granted.user).toMatchObject({ isAdmin: true, isSuperAdmin: false });
    const removed = await update(admin, { id: ROSTER_USER, isAdmin: false });
    expect(removed.user).toMatchObject({ isAdmin: false });
    const own = await update(admin, { id: '3', name: 'Ada Admin', isAdmin: false });
    expect(own.userErrors).toEqual([
      { field: 'isAdmin', message: USER_DIALOG_MESSAGES.ownAdminRole, code: 'INVALID_INPUT' },
    ]);
  });

  it('lets a super administrator search catalogs and give a user Custom_Null only, or the super role', async ({
    superadmin,
    admin,
  }) => {
    const all = (await superadmin.gql<{ catalogChoices: Access['catalogs'] }>(CATALOGS)).data!.catalogChoices;
    expect(all.map((c) => c.name)).toEqual(['2014BSWebCatalog', 'Custom_Null', 'SafetyCatalog']);
    expect(all.every((c) => typeof c.productCount === 'number')).toBe(true);
    const safety = (await superadmin.gql<{ catalogChoices: Access['catalogs'] }>(CATALOGS, { search: 'safety' })).data!
      .catalogChoices;
    expect(safety.map((c) => c.label)).toEqual(['Safety Catalog']);
    const counted = await read(superadmin, ROSTER_USER);
    expect(counted.catalogs.every((c) => (c.productCount ?? 0) > 0)).toBe(true);
    const nulled = await update(superadmin, { id: ROSTER_USER, catalogs: ['Custom_Null'] });
    expect(nulled.user!.catalogs).toEqual([{ name: 'Custom_Null', label: 'Custom_Null', productCount: 0 }]);
    const none = await update(superadmin, { id: ROSTER_USER, catalogs: [] });
    expect(none.userErrors[0]?.message).toBe(USER_DIALOG_MESSAGES.catalogRequired);
    const promoted = await update(superadmin, { id: ROSTER_USER, isSuperAdmin: true });
    expect(promoted.user).toMatchObject({ isAdmin: true, isSuperAdmin: true });
    // A plain administrator cannot take it back.
    expect((await update(admin, { id: ROSTER_USER, isSuperAdmin: false })).userErrors[0]?.code).toBe('FORBIDDEN');
  });

  it('another company’s administrator cannot read or set Acme users’ departments', async ({ stack }) => {
    const globex = await stack.clientAs('admin@globex.example');
    const change = await update(globex, {
      id: ROSTER_USER,
      departments: { keys: ['MAINT'], defaultKey: 'MAINT', allowAll: false },
    });
    expect(change.userErrors[0]).toMatchObject({ code: 'NOT_FOUND', message: ADMIN_MESSAGES.userNotFound });
    const choices = (await globex.gql<{ userDepartmentChoices: { nodes: { key: string }[] } }>(CHOICES)).data!
      .userDepartmentChoices;
    expect(choices.nodes.map((d) => d.key)).not.toContain('MAINT');
  });
});
