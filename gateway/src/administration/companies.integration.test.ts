import { describe, expect, onTestFinished } from 'vitest';
import { test as it } from '../testing/fixtures.ts';
import { NOT_ADMINISTERED } from './administered-company.ts';
import { alreadyAllowed } from './user-companies-provider.ts';

const COMPANIES =
  'query C($s: String) { administrableCompanies(search: $s) { mode matchCount choices { customerNumber name } } }';
const USERS = `query P($input: CompanyUsersInput!) { companyUsers(input: $input) { totalCount nodes { id username } } }`;
const ALLOWED = 'allowedCompanies { id customerNumber customerName }';
const USER = `query O($id: ID!) { companyUser(id: $id) { id customerNumber ${ALLOWED} } }`;
const PERMISSIONS = 'query O($id: ID!) { companyUser(id: $id) { name permissions } }';
const UPDATE_USER =
  'mutation U($input: UpdateCompanyUserInput!) { updateCompanyUser(input: $input) { userErrors { message } } }';
const PAYLOAD = `user { id ${ALLOWED} } userErrors { field message code }`;
const ADD = `mutation A($input: AddAllowedCompanyInput!) { addAllowedCompany(input: $input) { ${PAYLOAD} } }`;
const REMOVE = `mutation R($input: RemoveAllowedCompanyInput!) { removeAllowedCompany(input: $input) { ${PAYLOAD} } }`;
const DEPARTMENTS = `query D($input: CompanyDepartmentsInput!) { companyDepartments(input: $input) { totalCount nodes { id key } } }`;
const CREATE_DEPARTMENT = `mutation CD($input: CreateCompanyDepartmentInput!) { createCompanyDepartment(input: $input) { department { id key } userErrors { code message } } }`;
const CREATE_USER = `mutation CU($input: CreateCompanyUserInput!) { createCompanyUser(input: $input) { user { id customerNumber } userErrors { code message field } } }`;
const CHOICES = '{ customerChoices { mode choices { customerNumber } } }';

type Company = { id: string; customerNumber: string; customerName: string };
type Payload = {
  user: { id: string; allowedCompanies: Company[] } | null;
  userErrors: { code: string; message: string }[];
};
type Choices = { mode: string; matchCount: number; choices: { customerNumber: string; name: string }[] };
type Users = { companyUsers: { totalCount: number; nodes: { id: string; username: string }[] } };

const codeOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.code;

describe('administering across companies', () => {
  it('lets the super admin pick any company, manage its users and departments, and grant companies', async ({
    superadmin,
    units,
  }) => {
    const none = (await superadmin.gql<{ administrableCompanies: Choices }>(COMPANIES, { s: 'n' })).data!;
    expect(none.administrableCompanies).toEqual({ mode: 'SEARCH', matchCount: 0, choices: [] });
    const found = (await superadmin.gql<{ administrableCompanies: Choices }>(COMPANIES, { s: 'northwind' })).data!;
    expect(found.administrableCompanies.choices.map((c) => c.customerNumber)).toContain('10002');

    const northwind = (await superadmin.gql<Users>(USERS, { input: { customerNumber: '10002', pageSize: 100 } })).data!;
    expect(northwind.companyUsers.nodes.map((n) => n.username)).toContain('units@northwind.example');
    const uma = northwind.companyUsers.nodes.find((n) => n.username === 'units@northwind.example')!;

    const created = await superadmin.gql<{ createCompanyUser: { user: { customerNumber: string } | null } }>(
      CREATE_USER,
      {
        input: {
          customerNumber: '10002',
          name: 'Nell New',
          username: 'nell.new@northwind.example',
          password: 'secret1x',
          permissions: ['CAN_SUBMIT_ORDERS'],
        },
      },
    );
    expect(created.data!.createCompanyUser.user).toEqual(expect.objectContaining({ customerNumber: '10002' }));
    const department = await superadmin.gql<{ createCompanyDepartment: { department: { key: string } | null } }>(
      CREATE_DEPARTMENT,
      { input: { customerNumber: '10002', key: 'yard', description: 'Yard' } },
    );
    expect(department.data!.createCompanyDepartment.department).toEqual(expect.objectContaining({ key: 'YARD' }));
    const departments = await superadmin.gql<{ companyDepartments: { nodes: { key: string }[] } }>(DEPARTMENTS, {
      input: { customerNumber: '10002' },
    });
    expect(departments.data!.companyDepartments.nodes.map((d) => d.key)).toEqual(['YARD']);
    // The user dialog's Departments tab offers the administered company's departments, not the viewer's.
    const choices = await superadmin.gql<{ userDepartmentChoices: { nodes: { key: string }[] } }>(
      '{ userDepartmentChoices(customerNumber: "10002") { totalCount nodes { key } } }',
    );
    expect(choices.data!.userDepartmentChoices.nodes.map((d) => d.key)).toEqual(['YARD']);

    // Uma may multiview once allowed Globex; the switcher offers it, and not after it is removed.
    // The stack is shared: her own permissions (the account overview among them) come back afterwards.
    const before = (
      await superadmin.gql<{ companyUser: { name: string; permissions: string[] } }>(PERMISSIONS, { id: uma.id })
    ).data!.companyUser;
    onTestFinished(async () => {
      const restored = await superadmin.gql<{ updateCompanyUser: { userErrors: unknown[] } }>(UPDATE_USER, {
        input: { id: uma.id, ...before },
      });
      expect(restored.data!.updateCompanyUser.userErrors).toEqual([]);
    });
    await superadmin.gql(UPDATE_USER, {
      input: { id: uma.id, name: 'Uma Units', permissions: ['CAN_SUBMIT_ORDERS', 'CAN_MULTIVIEW'] },
    });
    const added = (
      await superadmin.gql<{ addAllowedCompany: Payload }>(ADD, {
        input: { userId: uma.id, customerNumber: '10004' },
      })
    ).data!.addAllowedCompany;
    expect(added.userErrors).toEqual([]);
    expect(added.user!.allowedCompanies.map((c) => c.customerNumber)).toEqual(['10004']);
    const again = (
      await superadmin.gql<{ addAllowedCompany: Payload }>(ADD, {
        input: { userId: uma.id, customerNumber: '10004' },
      })
    ).data!.addAllowedCompany;
    expect(again.userErrors[0]).toEqual(
      expect.objectContaining({ code: 'INVALID_INPUT', message: alreadyAllowed('10004') }),
    );
    const excluded = (
      await superadmin.gql<{ addAllowedCompany: Payload }>(ADD, {
        input: { userId: uma.id, customerNumber: '90001' },
      })
    ).data!.addAllowedCompany;
    expect(excluded.userErrors[0]!.message).toBe('Unable to set allowed company');

    const offered = await units.gql<{ customerChoices: { choices: { customerNumber: string }[] } }>(CHOICES);
    expect(offered.data!.customerChoices.choices.map((c) => c.customerNumber)).toEqual(['10002', '10004']);
    const removed = (
      await superadmin.gql<{ removeAllowedCompany: Payload }>(REMOVE, {
        input: { userId: uma.id, allowedCompanyId: added.user!.allowedCompanies[0]!.id },
      })
    ).data!.removeAllowedCompany;
    expect(removed).toEqual({ user: { id: uma.id, allowedCompanies: [] }, userErrors: [] });
    expect(codeOf(await units.gql(CHOICES))).toBe('FORBIDDEN');
  });

  it('keeps a plain admin to its own and allowed companies, whatever customer number it sends', async ({
    admin,
    superadmin,
    buyer,
  }) => {
    const own = (await admin.gql<{ administrableCompanies: Choices }>(COMPANIES)).data!.administrableCompanies;
    expect(own).toEqual({
      mode: 'SELECT',
      matchCount: 1,
      choices: [expect.objectContaining({ customerNumber: '10001' })],
    });
    // Forged customer numbers: Northwind's users, workflow, departments and a new user there.
    expect(codeOf(await admin.gql(USERS, { input: { customerNumber: '10002' } }))).toBe('FORBIDDEN');
    const forgedUser = await admin.gql(USERS, { input: { customerNumber: '10002' } });
    expect(forgedUser.errors![0]!.message).toBe(NOT_ADMINISTERED);
    expect(codeOf(await admin.gql('{ companyWorkflow(customerNumber: "10002") { inUnits } }'))).toBe('FORBIDDEN');
    expect(codeOf(await admin.gql(DEPARTMENTS, { input: { customerNumber: '10002' } }))).toBe('FORBIDDEN');
    expect(codeOf(await admin.gql('{ departmentUserCandidates(search: "uma", customerNumber: "10002") { id } }'))).toBe(
      'FORBIDDEN',
    );
    expect(
      codeOf(await admin.gql('{ userDepartmentChoices(customerNumber: "10002") { totalCount nodes { key } } }')),
    ).toBe('FORBIDDEN');
    expect(
      codeOf(
        await admin.gql(CREATE_USER, {
          input: {
            customerNumber: '10002',
            name: 'X',
            username: 'x@northwind.example',
            password: 'secret1x',
            permissions: [],
          },
        }),
      ),
    ).toBe('FORBIDDEN');
    expect(
      codeOf(await admin.gql(CREATE_DEPARTMENT, { input: { customerNumber: '10002', key: 'X', description: 'X' } })),
    ).toBe('FORBIDDEN');
    expect(codeOf(await admin.gql('{ companyUser(id: "6") { id } }'))).toBe('NOT_FOUND');
    const grant = (
      await admin.gql<{ addAllowedCompany: Payload }>(ADD, {
        input: { userId: '1', customerNumber: '10002' },
      })
    ).data!.addAllowedCompany;
    expect(grant.userErrors[0]).toEqual(expect.objectContaining({ code: 'FORBIDDEN', message: NOT_ADMINISTERED }));
    expect(codeOf(await buyer.gql(COMPANIES))).toBe('FORBIDDEN');

    // Allowed Northwind, Acme's admin chooses it from a list and administers it.
    const me = (await admin.gql<{ viewer: { id: string } }>('{ viewer { id } }')).data!.viewer.id;
    const allowed = (
      await superadmin.gql<{ addAllowedCompany: Payload }>(ADD, {
        input: { userId: me, customerNumber: '10002' },
      })
    ).data!.addAllowedCompany;
    expect(allowed.userErrors).toEqual([]);
    const list = (await admin.gql<{ administrableCompanies: Choices }>(COMPANIES)).data!.administrableCompanies;
    expect(list.choices.map((c) => c.customerNumber)).toEqual(['10001', '10002']);
    const theirs = (await admin.gql<Users>(USERS, { input: { customerNumber: '10002' } })).data!;
    expect(theirs.companyUsers.totalCount).toBeGreaterThan(0);
    expect(codeOf(await admin.gql(USERS, { input: { customerNumber: '10004' } }))).toBe('FORBIDDEN');
    const granted = (
      await admin.gql<{ addAllowedCompany: Payload }>(ADD, {
        input: { userId: '1', customerNumber: '10002' },
      })
    ).data!.addAllowedCompany;
    expect(granted.user!.allowedCompanies.map((c) => c.customerNumber)).toEqual(['10002']);
    const user = await admin.gql<{ companyUser: { allowedCompanies: Company[] } }>(USER, { id: '1' });
    expect(user.data!.companyUser.allowedCompanies.map((c) => c.customerNumber)).toEqual(['10002']);
  });
});
