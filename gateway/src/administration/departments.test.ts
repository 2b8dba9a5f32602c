// Manage departments over the typed fake ERP: paging by code, the form's rules before the ERP, the
// ERP's refusals (a duplicate code, a department with users, another company's department) in the
// spec's words, and what is sent to the ERP.
import { describe, expect, it } from 'vitest';
import { erpError } from '../testing/fake-erp.ts';
import { unitGateway } from '../testing/unit.ts';
import { principalOfUser, usersById } from '../testing/erp-answers/account.ts';
import { erpAdmin, erpDepartment, erpGlobexAdmin, erpWorkflow } from '../testing/erp-answers/administration.ts';

const PAGE = `query P($input: CompanyDepartmentsInput!) { companyDepartments(input: $input) { totalCount page pageSize limitsByDepartment nodes { id key userCount } } }`;
const ONE = `query O($id: ID!) { companyDepartment(id: $id) { id key description spendLimit users { id } } }`;
const PAYLOAD = `department { id key description spendLimit userCount } userErrors { field message code }`;
const CREATE = `mutation C($input: CreateCompanyDepartmentInput!) { createCompanyDepartment(input: $input) { ${PAYLOAD} } }`;
const UPDATE = `mutation U($input: UpdateCompanyDepartmentInput!) { updateCompanyDepartment(input: $input) { ${PAYLOAD} } }`;
const ACTIVE = `mutation A($id: ID!) {
  deactivateCompanyDepartment(input: { id: $id }) { department { id active } userErrors { message } }
  reactivateCompanyDepartment(input: { id: $id }) { department { id active } userErrors { message } }
}`;
const DEACTIVATE = `mutation De($id: ID!) { deactivateCompanyDepartment(input: { id: $id }) { department { id active } userErrors { message code } } }`;
const DELETE = `mutation D($id: ID!) { deleteCompanyDepartment(input: { id: $id }) { deletedId userErrors { message code } } }`;

type Page = { totalCount: number; pageSize: number; limitsByDepartment: boolean; nodes: { id: string; key: string }[] };
type Errors = { field: string | null; message: string; code: string }[];
type Dept = { id: string; key: string; spendLimit: number | null; userCount: number };

// Acme's 40 seeded departments (erp-sandbox), sorted by code as the ERP answers them.
const ACME = Array.from({ length: 40 }, (_, i) =>
  erpDepartment({ id: 10001001 + i, department_key: `D${String(i).padStart(2, '0')}`, description: `Dept ${i}` }),
);

const asAdmin = async () => {
  const admin = erpAdmin();
  return unitGateway(
    {
      'GET /user/{id}': usersById(admin),
      'GET /user-approval-workflow/{id}': () => erpWorkflow(true),
    },
    { principal: principalOfUser(admin) },
  );
};

describe('manage departments', () => {
  it('pages the departments by code, 25 a page, to the last page; limits are by department for Acme', async () => {
    const gateway = await asAdmin();
    gateway.answer({
      'GET /department': ({ init }) => {
        const { offset = 0, limit = 25 } = init.query ?? {};
        const departments = ACME.slice(offset, offset + limit);
        return { departments, meta: { total_items: ACME.length, current_items: departments.length } };
      },
    });
    const first = (await gateway.run<{ companyDepartments: Page }>(PAGE, { input: {} })).data!.companyDepartments;
    expect(first).toMatchObject({ pageSize: 25, limitsByDepartment: true });
    expect(first.totalCount).toBe(40);
    const keys = first.nodes.map((n) => n.key);
    expect(keys).toEqual([...keys].sort());
    const last = (await gateway.run<{ companyDepartments: Page }>(PAGE, { input: { page: 2 } })).data!
      .companyDepartments;
    expect(last.nodes).toHaveLength(15);
    expect(gateway.callsTo('GET /department').map((c) => c.query)).toEqual([
      { customer_number: '10001', order_by: 'department_key', order_direction: 'asc', limit: 25, offset: 0 },
      { customer_number: '10001', order_by: 'department_key', order_direction: 'asc', limit: 25, offset: 25 },
    ]);
  });

  it('opens on the active departments and pages them by the chosen size (5, 10, 25, 50 or 100)', async () => {
    const gateway = await asAdmin();
    gateway.answer({
      'GET /department': ({ init }) => {
        const { offset = 0, limit = 25, active } = init.query ?? {};
        const matching = ACME.filter((_, i) => active !== '1' || i < 12);
        const departments = matching.slice(offset, offset + limit);
        return { departments, meta: { total_items: matching.length, current_items: departments.length } };
      },
    });
    const active = (
      await gateway.run<{ companyDepartments: Page }>(PAGE, { input: { activeOnly: true, pageSize: 10, page: 2 } })
    ).data!.companyDepartments;
    expect(active).toMatchObject({ totalCount: 12, pageSize: 10 });
    expect(active.nodes).toHaveLength(2);
    expect(gateway.callsTo('GET /department')[0]!.query).toMatchObject({ active: '1', limit: 10, offset: 10 });
    const odd = await gateway.run(PAGE, { input: { pageSize: 7 } });
    expect(odd.errors?.[0]?.message).toBe('pageSize: one of 5, 10, 25, 50, 100.');
    expect(gateway.callsTo('GET /department')).toHaveLength(1);
  });

  it('deactivates and reactivates a department, sending only its active flag', async () => {
    const gateway = await asAdmin();
    let stored = {
      ...erpDepartment({ id: 10001001, department_key: 'MAINT', description: 'Maintenance' }),
      users: [1],
    };
    gateway.answer({
      'GET /department/{id}': () => stored,
      'GET /department/{id}/users': () => ({ supervisors: [] }),
      'PUT /department/{id}': ({ init }) => (stored = { ...stored, active: init.body?.active ?? stored.active }),
    });
    const done = await gateway.run<Record<string, { department: { active: boolean } }>>(ACTIVE, { id: '10001001' });
    expect(done.data!.deactivateCompanyDepartment!.department.active).toBe(false);
    expect(done.data!.reactivateCompanyDepartment!.department.active).toBe(true);
    expect(gateway.callsTo('PUT /department/{id}').map((c) => c.body)).toEqual([{ active: false }, { active: true }]);
  });

  it('adds, changes and deletes a department with the form’s rules; one with users stays', async () => {
    const gateway = await asAdmin();
    const paint = erpDepartment({ id: 10001041, department_key: 'PAINT', description: 'Paint shop', spend_limit: 750 });
    let stored = { ...paint, users: [1] };
    gateway.answer({
      // The ERP keeps codes unique in a company (409), as the sandbox does.
      'POST /department': () => {
        if (gateway.callsTo('POST /department').length > 1) throw erpError(409, 'department_key: already exists');
        return stored;
      },
      'GET /department/{id}': () => stored,
      'GET /department/{id}/users': () => ({
        supervisors: stored.users.map((id) => ({ id, name: 'Bianca Buyer', username: 'buyer@acme.example' })),
      }),
      'PUT /department/{id}': ({ init }) => {
        stored = {
          ...stored,
          spend_limit: init.body?.spend_limit ?? stored.spend_limit,
          users: init.body?.users ?? [],
        };
        return stored;
      },
      'DELETE /department/{id}': () => {
        if (stored.users.length > 0) throw erpError(409, 'The department has users.');
        return { id: stored.id, deleted: true };
      },
    });
    const bad = await gateway.run<{ createCompanyDepartment: { userErrors: Errors } }>(CREATE, {
      input: { key: 'X'.repeat(21), description: '', noSpendLimit: false, spendLimit: 'abc' },
    });
    expect(bad.data!.createCompanyDepartment.userErrors.map((e) => e.field)).toEqual([
      'key',
      'description',
      'spendLimit',
    ]);
    expect(gateway.callsTo('POST /department')).toEqual([]);
    const created = await gateway.run<{ createCompanyDepartment: { department: Dept } }>(CREATE, {
      input: { key: 'paint', description: 'Paint shop', spendLimit: '750', noSpendLimit: false, userIds: ['1'] },
    });
    const dept = created.data!.createCompanyDepartment.department;
    expect(dept).toMatchObject({ key: 'PAINT', spendLimit: 750, userCount: 1 });
    expect(gateway.callsTo('POST /department')[0]!.body).toEqual({
      department_key: 'paint',
      description: 'Paint shop',
      spend_limit: 750,
      users: [1],
      customer_number: '10001',
    });
    const again = await gateway.run<{ createCompanyDepartment: { userErrors: Errors } }>(CREATE, {
      input: { key: 'PAINT', description: 'Again' },
    });
    expect(again.data!.createCompanyDepartment.userErrors[0]?.message).toBe('Department PAINT already exists.');
    const refused = await gateway.run<{ deleteCompanyDepartment: { userErrors: Errors } }>(DELETE, { id: dept.id });
    expect(refused.data!.deleteCompanyDepartment.userErrors[0]?.message).toBe(
      'A department with users cannot be deleted.',
    );
    const emptied = await gateway.run<{ updateCompanyDepartment: { department: Dept } }>(UPDATE, {
      input: { id: dept.id, key: 'PAINT', description: 'Paint shop', noSpendLimit: true, userIds: [] },
    });
    expect(emptied.data!.updateCompanyDepartment.department).toMatchObject({ spendLimit: null, userCount: 0 });
    expect(gateway.callsTo('PUT /department/{id}')[0]!.body).toMatchObject({ spend_limit: -1, users: [] });
    const deleted = await gateway.run<{ deleteCompanyDepartment: { deletedId: string } }>(DELETE, { id: dept.id });
    expect(deleted.data!.deleteCompanyDepartment.deletedId).toBe(dept.id);
  });

  it('another company’s administrator cannot read or change Acme’s departments', async () => {
    const globex = erpGlobexAdmin();
    // The ERP answers another company's department as missing (404), as the sandbox does.
    const gateway = await unitGateway(
      {
        'GET /user/{id}': usersById(globex),
        'GET /department/{id}': () => {
          throw erpError(404, 'Department not found.');
        },
        'GET /department/{id}/users': () => {
          throw erpError(404, 'Department not found.');
        },
        'PUT /department/{id}': () => {
          throw erpError(404, 'Department not found.');
        },
      },
      { principal: principalOfUser(globex) },
    );
    const read = await gateway.run(ONE, { id: '10001001' });
    expect(read.errors?.[0]).toMatchObject({
      message: "Unable to locate the department you're looking for",
      extensions: { code: 'NOT_FOUND' },
    });
    const change = await gateway.run<{ updateCompanyDepartment: { userErrors: Errors } }>(UPDATE, {
      input: { id: '10001002', key: 'SAFETY', description: 'Hijack', userIds: [] },
    });
    expect(change.data!.updateCompanyDepartment.userErrors[0]?.code).toBe('NOT_FOUND');
    expect(gateway.callsTo('PUT /department/{id}')).toEqual([]);
    const retire = await gateway.run<{ deactivateCompanyDepartment: { userErrors: Errors } }>(DEACTIVATE, {
      id: '10001002',
    });
    expect(retire.data!.deactivateCompanyDepartment.userErrors[0]?.code).toBe('NOT_FOUND');
  });
});

describe('one department’s supervisors and history', () => {
  it('names its active supervisors and says who created and last changed it, and when', async () => {
    const gateway = await asAdmin();
    const colleague = (id: number, name: string) => ({
      id,
      username: `${name.split(' ')[0]!.toLowerCase()}@acme.example`,
      name,
      phone: null,
      customer_number: '10001',
      customer_name: 'Acme Manufacturing',
      roles: ['ROLE_USER' as const],
      is_supervisor: true,
      active: true,
      created: null,
    });
    gateway.answer({
      // Supervisor 99 was deactivated: the company's active users no longer list them.
      'GET /department/{id}': () =>
        erpDepartment({
          id: 10001002,
          department_key: 'SAFETY',
          supervisors: [2, 99],
          created_by: 'system',
          created_date: '2025-01-15',
          updated_by: 'admin@acme.example',
          updated_date: '2026-11-20T10:04:00Z',
        }),
      'GET /department/{id}/users': () => ({ supervisors: [] }),
      'GET /users/{customerNumber}': () => ({
        users: [colleague(2, 'Alan Approver'), colleague(1, 'Bianca Buyer')],
        meta: { total_items: 2, current_items: 2 },
      }),
    });
    const read = await gateway.run<{ companyDepartment: Record<string, unknown> }>(
      `query O($id: ID!) { companyDepartment(id: $id) {
        supervisorCount supervisors { id name } createdBy createdOn lastChangedBy lastChangedOn } }`,
      { id: '10001002' },
    );
    expect(read.data!.companyDepartment).toEqual({
      supervisorCount: 2,
      supervisors: [{ id: '2', name: 'Alan Approver' }],
      createdBy: 'system',
      createdOn: '2025-01-15',
      lastChangedBy: 'admin@acme.example',
      lastChangedOn: '2026-11-20',
    });
    expect(gateway.callsTo('GET /users/{customerNumber}').map((c) => c.path)).toEqual(['/users/10001']);
  });
});
