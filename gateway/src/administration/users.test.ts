// Manage users over the typed fake ERP: the page, sort, filter and active-only sent to the ERP and
// the page arithmetic, and another company's administrator refused Acme's users (the ERP answers
// them as missing). Creating a user who then logs in, and deactivating one, stay on the stack in
// registration/people.integration.test.ts.
import { describe, expect, it } from 'vitest';
import type { components } from '../erp/generated/openapi.ts';
import { erpError } from '../testing/fake-erp.ts';
import { unitGateway } from '../testing/unit.ts';
import { PERSONA_USERS, principalOfUser, usersById } from '../testing/erp-answers/account.ts';
import { erpAdmin, erpGlobexAdmin, erpWorkflow } from '../testing/erp-answers/administration.ts';

const PAGE = `query P($input: CompanyUsersInput!) { companyUsers(input: $input) { totalCount page pageSize nodes { id username active isViewer } } }`;
const ONE = `query O($id: ID!) { companyUser(id: $id) { id username } }`;
const PAYLOAD = `user { id } userErrors { field message code }`;
const UPDATE = `mutation U($input: UpdateCompanyUserInput!) { updateCompanyUser(input: $input) { ${PAYLOAD} } }`;
const DEACTIVATE = `mutation D($id: ID!) { deactivateCompanyUser(input: { id: $id }) { ${PAYLOAD} } }`;

type Errors = { field: string | null; message: string; code: string }[];
type Page = { totalCount: number; page: number; pageSize: number; nodes: { username: string; active: boolean }[] };
type Row = components['schemas']['UserListRow'];

const row = (id: number, username: string, active = true, roles: Row['roles'] = ['ROLE_USER']): Row => ({
  id,
  username,
  name: username === 'buyer@acme.example' ? 'Bianca Buyer' : `User ${id}`,
  phone: null,
  customer_number: '10001',
  customer_name: 'Acme Manufacturing',
  roles,
  is_supervisor: false,
  active,
  created: null,
});

// Acme's roster as the sandbox seeds it: over 300 users, some inactive (erp-sandbox/src/data/roster.ts).
const ROSTER = [
  row(1, 'buyer@acme.example'),
  row(3, 'admin@acme.example', true, ['ROLE_USER', 'ROLE_ADMIN']),
  ...Array.from({ length: 320 }, (_, i) =>
    row(1000 + i, `roster${String(i).padStart(3, '0')}@acme.example`, i % 7 !== 0),
  ),
].sort((a, b) => a.username.localeCompare(b.username));

describe('manage users', () => {
  it('pages the company’s users by username to the last page, filtered and active only', async () => {
    const admin = erpAdmin();
    const gateway = await unitGateway(
      {
        'GET /user/{id}': usersById(admin),
        // The ERP filters, sorts and pages as the sandbox does; the gateway asks and maps.
        'GET /users': ({ init }) => {
          const { filter, active, has_role: role, limit = 10, offset = 0 } = init.query ?? {};
          const matching = ROSTER.filter(
            (u) =>
              (!filter || `${u.name} ${u.username}`.toLowerCase().includes(filter.toLowerCase())) &&
              (active !== '1' || u.active) &&
              (!role || u.roles.includes(role)),
          );
          const users = matching.slice(offset, offset + limit);
          return { users, meta: { total_items: matching.length, current_items: users.length } };
        },
      },
      { principal: principalOfUser(admin) },
    );
    const page = async (input: Record<string, unknown>) =>
      (await gateway.run<{ companyUsers: Page }>(PAGE, { input })).data!.companyUsers;
    const first = await page({});
    expect(first).toMatchObject({ page: 1, pageSize: 10 });
    expect(first.totalCount).toBeGreaterThan(300);
    const names = first.nodes.map((n) => n.username);
    expect(names).toEqual([...names].sort());
    const lastPage = Math.ceil(first.totalCount / 100);
    const last = await page({ page: lastPage, pageSize: 100 });
    expect(last.nodes).toHaveLength(first.totalCount - (lastPage - 1) * 100);
    const active = await page({ activeOnly: true, pageSize: 100 });
    expect(active.totalCount).toBeLessThan(first.totalCount);
    expect(active.nodes.every((n) => n.active)).toBe(true);
    expect((await page({ filter: 'bianca' })).nodes.map((n) => n.username)).toEqual(['buyer@acme.example']);
    expect(gateway.callsTo('GET /users').map((c) => c.query)).toEqual([
      {
        _format: 'json',
        customer_numbers: '10001',
        order_by: 'username',
        order_direction: 'asc',
        limit: 10,
        offset: 0,
      },
      {
        _format: 'json',
        customer_numbers: '10001',
        order_by: 'username',
        order_direction: 'asc',
        limit: 100,
        offset: (lastPage - 1) * 100,
      },
      {
        _format: 'json',
        customer_numbers: '10001',
        order_by: 'username',
        order_direction: 'asc',
        limit: 100,
        offset: 0,
        active: '1',
      },
      {
        _format: 'json',
        customer_numbers: '10001',
        order_by: 'username',
        order_direction: 'asc',
        limit: 10,
        offset: 0,
        filter: 'bianca',
      },
    ]);
    // The Role filter asks the ERP for has_role (super administrators count as administrators there).
    expect((await page({ role: 'ADMIN' })).nodes.map((n) => n.username)).toEqual(['admin@acme.example']);
    expect((await page({ role: 'SUPER_ADMIN' })).totalCount).toBe(0);
    expect(
      gateway
        .callsTo('GET /users')
        .slice(4)
        .map((c) => c.query?.has_role),
    ).toEqual(['ROLE_ADMIN', 'ROLE_SUPERADMIN']);
    const bad = await gateway.run(PAGE, { input: { pageSize: 7 } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(gateway.callsTo('GET /users')).toHaveLength(6);
  });

  it('nulls the workflow settings of a units company’s user when workflow approval is off, and only then', async () => {
    const admin = erpAdmin();
    const buyer = PERSONA_USERS.buyer();
    const sent = async (workflow: { workflow_approval: boolean; workflow_currency: 'units' | 'dollars' }) => {
      const gateway = await unitGateway(
        {
          'GET /user/{id}': usersById(admin, buyer),
          'GET /user-approval-workflow/{id}': () => ({ ...erpWorkflow(false), ...workflow }),
          // The answer is not the point: what was sent is.
          'PUT /user/{id}': () => {
            throw erpError(500, 'Stopped here.');
          },
        },
        { principal: principalOfUser(admin) },
      );
      await gateway.run(UPDATE, {
        input: { id: String(buyer.id), name: 'Bianca Buyer', permissions: [], limits: null },
      });
      return gateway.callsTo('PUT /user/{id}').map((c) => c.body as Record<string, unknown>);
    };
    const [units] = await sent({ workflow_approval: false, workflow_currency: 'units' });
    expect(units).toHaveProperty('approval_workflow', null);
    const [dollars] = await sent({ workflow_approval: false, workflow_currency: 'dollars' });
    expect(dollars).not.toHaveProperty('approval_workflow');
  });

  it('reads the workflow once for the save of an administrator’s own limits, and afresh for the answer', async () => {
    const admin = erpAdmin();
    const gateway = await unitGateway(
      {
        'GET /user/{id}': usersById(admin),
        'GET /user-approval-workflow/{id}': () => erpWorkflow(false),
        'PUT /user/{id}': () => admin,
      },
      { principal: principalOfUser(admin) },
    );
    const saved = await gateway.run<{ updateCompanyUser: { userErrors: Errors } }>(UPDATE, {
      input: { id: String(admin.id), name: admin.name, permissions: [], limits: [] },
    });
    expect(saved.data!.updateCompanyUser.userErrors).toEqual([]);
    // One read checks the save (the user's limits and the company's settings are the same answer), one after it.
    expect(gateway.callsTo('GET /user-approval-workflow/{id}')).toHaveLength(2);
  });

  it('shows a user’s editable custom fields and saves the changed ones with the user, required ones filled', async () => {
    const admin = erpAdmin();
    const buyer = PERSONA_USERS.buyer();
    const gateway = await unitGateway(
      {
        'GET /user/{id}': usersById(admin, buyer),
        'GET /user-approval-workflow/{id}': () => ({ ...erpWorkflow(false), use_cdf: true }),
        'GET /customer-defined-fields/editable/{id}/{customer}': () => [
          { cdfId: 101, name: 'Employee ID', value: 'E-1', defaultValue: '', required: false, needsApproval: false },
          {
            cdfId: 201,
            name: 'Cost Center',
            value: 'CC-100',
            defaultValue: 'CC-100',
            required: true,
            needsApproval: true,
          },
        ],
        'PUT /user/{id}': () => buyer,
      },
      { principal: principalOfUser(admin) },
    );
    const read = await gateway.run<{ companyUser: { customFields: { id: string; name: string; value: string }[] } }>(
      `query O($id: ID!) { companyUser(id: $id) { customFields { id name value required needsApproval } } }`,
      { id: String(buyer.id) },
    );
    expect(read.data!.companyUser.customFields).toEqual([
      { id: '101', name: 'Employee ID', value: 'E-1', required: false, needsApproval: false },
      { id: '201', name: 'Cost Center', value: 'CC-100', required: true, needsApproval: true },
    ]);
    expect(gateway.callsTo('GET /customer-defined-fields/editable/{id}/{customer}')[0]).toMatchObject({
      path: `/customer-defined-fields/editable/${buyer.id}/10001`,
      query: { active: '1' },
    });
    const save = (customFields: { id: string; value: string }[]) =>
      gateway.run<{ updateCompanyUser: { userErrors: Errors } }>(UPDATE, {
        input: { id: String(buyer.id), name: 'Bianca Buyer', permissions: [], customFields },
      });
    const empty = await save([{ id: '201', value: ' ' }]);
    expect(empty.data!.updateCompanyUser.userErrors).toEqual([
      { field: 'customFields.201', message: 'Cost Center is required.', code: 'INVALID_INPUT' },
    ]);
    expect(gateway.callsTo('PUT /user/{id}')).toEqual([]);
    const saved = await save([
      { id: '101', value: 'E-1' },
      { id: '201', value: ' CC-205 ' },
    ]);
    expect(saved.data!.updateCompanyUser.userErrors).toEqual([]);
    // Only the changed field is sent.
    expect((gateway.callsTo('PUT /user/{id}')[0]!.body as { cdf: unknown }).cdf).toEqual([
      { cdfId: 201, value: 'CC-205' },
    ]);
  });

  it('offers Add User the company’s editable custom fields at their defaults, and creates with the values, required ones filled', async () => {
    const admin = erpAdmin();
    const gateway = await unitGateway(
      {
        'GET /user/{id}': usersById(admin),
        'GET /user-approval-workflow/{id}': () => ({ ...erpWorkflow(false), use_cdf: true }),
        'GET /customer-defined-fields/{customer}': () => [
          {
            cdfId: 101,
            name: 'Employee ID',
            defaultValue: '',
            required: true,
            needsApproval: false,
            active: true,
            editable: true,
          },
          {
            cdfId: 201,
            name: 'Cost Center',
            defaultValue: 'CC-100',
            required: false,
            needsApproval: true,
            active: true,
            editable: true,
          },
        ],
        'POST /user': () => {
          throw erpError(500, 'Stopped here.');
        },
      },
      { principal: principalOfUser(admin) },
    );
    const offered = await gateway.run<{ newUserCustomFields: { id: string; value: string }[] }>(
      '{ newUserCustomFields { id name value required } }',
    );
    expect(offered.data!.newUserCustomFields).toEqual([
      { id: '101', name: 'Employee ID', value: '', required: true },
      { id: '201', name: 'Cost Center', value: 'CC-100', required: false },
    ]);
    expect(gateway.callsTo('GET /customer-defined-fields/{customer}')[0]).toMatchObject({
      path: '/customer-defined-fields/10001',
      query: { active: '1', editable: '1' },
    });
    const create = (customFields?: { id: string; value: string }[]) =>
      gateway.run<{ createCompanyUser: { userErrors: Errors } }>(
        `mutation C($input: CreateCompanyUserInput!) { createCompanyUser(input: $input) { ${PAYLOAD} } }`,
        {
          input: {
            name: 'New Person',
            username: 'new.person@acme.example',
            password: 'secret1',
            permissions: [],
            ...(customFields ? { customFields } : {}),
          },
        },
      );
    expect((await create()).data!.createCompanyUser.userErrors).toEqual([
      { field: 'customFields.101', message: 'Employee ID is required.', code: 'INVALID_INPUT' },
    ]);
    expect((await create([{ id: '999', value: 'x' }])).data!.createCompanyUser.userErrors[0]).toMatchObject({
      field: 'customFields.999',
    });
    expect(gateway.callsTo('POST /user')).toEqual([]);
    await create([{ id: '101', value: ' E-42 ' }]);
    // The default of a field not given goes with the typed ones.
    expect((gateway.callsTo('POST /user')[0]!.body as { cdf: unknown }).cdf).toEqual([
      { cdfId: 101, value: 'E-42' },
      { cdfId: 201, value: 'CC-100' },
    ]);
  });

  it('sends the administrator’s brand site domain for a new user and for a user without one', async () => {
    const admin = { ...erpAdmin(), domain: 'www.rvsupply.example' };
    const buyer = { ...PERSONA_USERS.buyer(), domain: '' };
    const quoter = { ...PERSONA_USERS.buyer(), id: 4, domain: 'www.vallen.example' };
    const stopped = () => {
      throw erpError(500, 'Stopped here.');
    };
    const gateway = await unitGateway(
      {
        'GET /user/{id}': usersById(admin, buyer, quoter),
        'GET /user-approval-workflow/{id}': () => erpWorkflow(false),
        'POST /user': stopped,
        'PUT /user/{id}': stopped,
      },
      { principal: principalOfUser(admin) },
    );
    await gateway.run(
      `mutation C($input: CreateCompanyUserInput!) { createCompanyUser(input: $input) { ${PAYLOAD} } }`,
      { input: { name: 'New Person', username: 'new.person@acme.example', password: 'secret1', permissions: [] } },
    );
    expect(gateway.callsTo('POST /user')[0]!.body).toMatchObject({ domain: 'www.rvsupply.example' });
    for (const user of [buyer, quoter])
      await gateway.run(UPDATE, { input: { id: String(user.id), name: user.name, permissions: [] } });
    const [withoutDomain, withDomain] = gateway.callsTo('PUT /user/{id}').map((c) => c.body as Record<string, unknown>);
    expect(withoutDomain).toMatchObject({ domain: 'www.rvsupply.example' });
    expect(withDomain).not.toHaveProperty('domain');
  });

  it('another company’s administrator cannot read or change Acme’s users', async () => {
    const globex = erpGlobexAdmin();
    const missing = () => {
      throw erpError(404, 'User not found.');
    };
    const gateway = await unitGateway(
      {
        // Acme's user 1 reads as missing to Globex's administrator, as the sandbox answers it.
        'GET /user/{id}': ({ path }) => (path === `/user/${globex.id}` ? globex : missing()),
        'GET /user-approval-workflow/{id}': missing,
        'DELETE /user/{id}': missing,
        'GET /users': ({ init }) => ({
          users:
            init.query?.customer_numbers === '10004'
              ? [{ ...row(11, 'admin@globex.example'), customer_number: '10004' }]
              : ROSTER,
          meta: { total_items: 1, current_items: 1 },
        }),
      },
      { principal: principalOfUser(globex) },
    );
    const own = (await gateway.run<{ companyUsers: Page }>(PAGE, { input: {} })).data!.companyUsers;
    expect(own.nodes.every((n) => !n.username.endsWith('@acme.example'))).toBe(true);
    const read = await gateway.run(ONE, { id: '1' });
    expect(read.errors?.[0]).toMatchObject({
      message: "Unable to locate the user you're looking for",
      extensions: { code: 'NOT_FOUND' },
    });
    const change = await gateway.run<{ updateCompanyUser: { userErrors: Errors } }>(UPDATE, {
      input: { id: '1', name: 'Hijack', permissions: [] },
    });
    expect(change.data!.updateCompanyUser.userErrors[0]?.code).toBe('NOT_FOUND');
    const off = await gateway.run<{ deactivateCompanyUser: { userErrors: Errors } }>(DEACTIVATE, { id: '1' });
    expect(off.data!.deactivateCompanyUser.userErrors[0]?.code).toBe('NOT_FOUND');
    expect(gateway.callsTo('PUT /user/{id}')).toEqual([]);
  });
});
