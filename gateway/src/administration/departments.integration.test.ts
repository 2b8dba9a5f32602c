import { describe, expect } from 'vitest';
import { DEPARTMENT_MESSAGES } from '@mro/rules/administration';
import { test as it } from '../testing/fixtures.ts';

const PAGE = `query P($input: CompanyDepartmentsInput!) { companyDepartments(input: $input) { totalCount page pageSize limitsByDepartment nodes { id key userCount } } }`;
const ONE = `query O($id: ID!) { companyDepartment(id: $id) { id key description spendLimit users { id } } }`;
const PAYLOAD = `department { id key description spendLimit userCount } userErrors { field message code }`;
const CREATE = `mutation C($input: CreateCompanyDepartmentInput!) { createCompanyDepartment(input: $input) { ${PAYLOAD} } }`;
const UPDATE = `mutation U($input: UpdateCompanyDepartmentInput!) { updateCompanyDepartment(input: $input) { ${PAYLOAD} } }`;
const DELETE = `mutation D($id: ID!) { deleteCompanyDepartment(input: { id: $id }) { deletedId userErrors { message code } } }`;

type Page = { totalCount: number; pageSize: number; limitsByDepartment: boolean; nodes: { id: string; key: string }[] };
type Errors = { field: string | null; message: string; code: string }[];
type Dept = { id: string; key: string; spendLimit: number | null; userCount: number };

describe('manage departments', () => {
  it('pages the departments by code, 25 a page, to the last page; limits are by department for Acme', async ({
    admin,
  }) => {
    const first = (await admin.gql<{ companyDepartments: Page }>(PAGE, { input: {} })).data!.companyDepartments;
    expect(first).toMatchObject({ pageSize: 25, limitsByDepartment: true });
    expect(first.totalCount).toBe(40);
    const keys = first.nodes.map((n) => n.key);
    expect(keys).toEqual([...keys].sort());
    const last = (await admin.gql<{ companyDepartments: Page }>(PAGE, { input: { page: 2 } })).data!.companyDepartments;
    expect(last.nodes).toHaveLength(15);
  });

  it('adds, changes and deletes a department with the form’s rules; one with users stays', async ({ admin }) => {
    const bad = await admin.gql<{ createCompanyDepartment: { userErrors: Errors } }>(CREATE, {
      input: { key: 'X'.repeat(21), description: '', noSpendLimit: false, spendLimit: 'abc' },
    });
    expect(bad.data!.createCompanyDepartment.userErrors.map((e) => e.field)).toEqual([
      'key',
      'description',
      'spendLimit',
    ]);
    const created = await admin.gql<{ createCompanyDepartment: { department: Dept } }>(CREATE, {
      input: { key: 'paint', description: 'Paint shop', spendLimit: '750', noSpendLimit: false, userIds: ['1'] },
    });
    const dept = created.data!.createCompanyDepartment.department;
    expect(dept).toMatchObject({ key: 'PAINT', spendLimit: 750, userCount: 1 });
    const again = await admin.gql<{ createCompanyDepartment: { userErrors: Errors } }>(CREATE, {
      input: { key: 'PAINT', description: 'Again' },
    });
    expect(again.data!.createCompanyDepartment.userErrors[0]?.message).toBe(DEPARTMENT_MESSAGES.exists('PAINT'));
    const refused = await admin.gql<{ deleteCompanyDepartment: { userErrors: Errors } }>(DELETE, { id: dept.id });
    expect(refused.data!.deleteCompanyDepartment.userErrors[0]?.message).toBe(DEPARTMENT_MESSAGES.hasUsers);
    const emptied = await admin.gql<{ updateCompanyDepartment: { department: Dept } }>(UPDATE, {
      input: { id: dept.id, key: 'PAINT', description: 'Paint shop', noSpendLimit: true, userIds: [] },
    });
    expect(emptied.data!.updateCompanyDepartment.department).toMatchObject({ spendLimit: null, userCount: 0 });
    const deleted = await admin.gql<{ deleteCompanyDepartment: { deletedId: string } }>(DELETE, { id: dept.id });
    expect(deleted.data!.deleteCompanyDepartment.deletedId).toBe(dept.id);
  });

  it('another company’s administrator cannot read or change Acme’s departments', async ({ stack }) => {
    const globex = await stack.clientAs('admin@globex.example');
    const read = await globex.gql(ONE, { id: '10001001' });
    expect(read.errors?.[0]).toMatchObject({
      message: DEPARTMENT_MESSAGES.notFound,
      extensions: { code: 'NOT_FOUND' },
    });
    const change = await globex.gql<{ updateCompanyDepartment: { userErrors: Errors } }>(UPDATE, {
      input: { id: '10001002', key: 'SAFETY', description: 'Hijack', userIds: [] },
    });
    expect(change.data!.updateCompanyDepartment.userErrors[0]?.code).toBe('NOT_FOUND');
  });
});
