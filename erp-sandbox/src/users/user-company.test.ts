import { describe, expect } from 'vitest';
import { test as it } from '../testing.ts';
import { EXCLUDED_CUSTOMER } from '../account/multiview.ts';

type Company = { id: number; customerNumber: string; customerName: string };
type UserBody = { allowedCompanies: Company[] };
type List = { users: { customer_number: string }[]; meta: { total_items: number } };

describe('allowed companies and administering across companies', () => {
  it('a super admin adds a company the user may then switch to, and removing it takes it away', async ({
    t,
    superadmin,
    buyer,
  }) => {
    const add = (body: unknown) => t.call('POST', '/user-company', { token: superadmin, body });
    const created = await add({ user_id: 1, customer_number: '10002' });
    expect(created.status).toBe(201);
    const record = created.body as Company & { user_id: number };
    expect(record).toMatchObject({ user_id: 1, customerNumber: '10002' });
    expect(record.customerName).toBeTruthy();
    const user = (await t.call('GET', '/user/1', { token: superadmin })).body as UserBody;
    expect(user.allowedCompanies.map((c) => c.customerNumber)).toEqual(['10001', '10002']);

    expect((await add({ user_id: 1, customer_number: '10002' })).status).toBe(409);
    expect((await add({ user_id: 1, customer_number: '10001' })).status).toBe(409);
    expect((await add({ user_id: 1, customer_number: EXCLUDED_CUSTOMER })).status).toBe(403);
    expect((await add({ user_id: 1, customer_number: '99999' })).status).toBe(404);
    expect((await add({ user_id: 999_999, customer_number: '10002' })).status).toBe(404);
    expect((await add({ user_id: '1', customer_number: '10002' })).status).toBe(400);
    expect((await add({ user_id: 1, customer_number: 'ten' })).status).toBe(400);

    // The buyer's switcher reads the same list once they may multiview.
    expect((await t.call('PUT', '/user/1', { token: superadmin, body: { can_multiview: true } })).status).toBe(200);
    const own = (await t.call('GET', '/user/1', { token: buyer })).body as UserBody;
    expect(own.allowedCompanies.map((c) => c.customerNumber)).toContain('10002');
    const switched = await t.call('PUT', '/user/1', { token: buyer, body: { customer_number: '10002' } });
    expect(switched.status).toBe(200);
    await t.call('PUT', '/user/1', { token: buyer, body: { customer_number: '10001' } });

    expect((await t.call('DELETE', '/user-company/1', { token: superadmin })).status).toBe(409);
    expect((await t.call('DELETE', `/user-company/${record.id}`, { token: superadmin })).status).toBe(200);
    expect((await t.call('DELETE', `/user-company/${record.id}`, { token: superadmin })).status).toBe(404);
    const after = (await t.call('GET', '/user/1', { token: superadmin })).body as UserBody;
    expect(after.allowedCompanies.map((c) => c.customerNumber)).toEqual(['10001']);
    expect((await t.call('PUT', '/user/1', { token: buyer, body: { customer_number: '10002' } })).status).toBe(403);
  });

  it('a plain admin grants only companies it reaches, to users it manages; others are refused', async ({
    t,
    superadmin,
    admin,
    unitsAdmin,
    buyer,
  }) => {
    const add = (token: string, body: unknown) => t.call('POST', '/user-company', { token, body });
    expect((await add(admin, { user_id: 1, customer_number: '10002' })).status).toBe(403);
    expect((await add(admin, { user_id: 6, customer_number: '10001' })).status).toBe(404);
    expect((await add(buyer, { user_id: 1, customer_number: '10001' })).status).toBe(403);
    expect((await t.call('GET', '/users?customer_numbers=10002', { token: admin })).status).toBe(403);
    const byNorthwind = await add(unitsAdmin, { user_id: 6, customer_number: '10004' });
    expect(byNorthwind.status).toBe(403);

    // Once Acme's admin may reach Northwind, it administers Northwind's users and may grant it.
    expect((await add(superadmin, { user_id: 3, customer_number: '10002' })).status).toBe(201);
    const northwind = (await t.call('GET', '/users?customer_numbers=10002', { token: admin })).body as List;
    expect(northwind.meta.total_items).toBeGreaterThan(0);
    expect(northwind.users.every((u) => u.customer_number === '10002')).toBe(true);
    const granted = await add(admin, { user_id: 1, customer_number: '10002' });
    expect(granted.status).toBe(201);
    expect((await add(admin, { user_id: 6, customer_number: '10001' })).status).toBe(201);
    expect((await add(admin, { user_id: 1, customer_number: '10004' })).status).toBe(403);
    expect((await t.call('GET', '/users?customer_numbers=10004', { token: admin })).status).toBe(403);
    // Northwind's own admin does not manage Acme's users: Acme's record reads as missing.
    const record = (granted.body as Company).id;
    expect((await t.call('DELETE', `/user-company/${record}`, { token: unitsAdmin })).status).toBe(404);
    expect((await t.call('DELETE', `/user-company/${record}`, { token: buyer })).status).toBe(403);
    expect((await t.call('GET', '/users?customer_numbers=10004', { token: superadmin })).status).toBe(200);
  });

  it('a super admin reads any company’s departments, workflow and customers; a plain admin does not', async ({
    t,
    superadmin,
    globex,
    unitsAdmin,
  }) => {
    // Acme's seeded departments by id, and a department the super admin adds to Northwind.
    const acme = (await t.call('GET', '/department?customer_number=10001', { token: superadmin })).body as {
      departments: { id: number; customer_number: string }[];
    };
    const seeded = acme.departments[0]!;
    expect(seeded.customer_number).toBe('10001');
    expect((await t.call('GET', `/department/${seeded.id}`, { token: superadmin })).status).toBe(200);
    expect((await t.call('GET', `/department/${seeded.id}`, { token: unitsAdmin })).status).toBe(404);
    const created = await t.call('POST', '/department', {
      token: superadmin,
      body: { customer_number: '10002', department_key: 'DOCK', description: 'Loading dock' },
    });
    expect(created.status).toBe(201);
    const dock = created.body as { id: number; customer_number: string };
    expect(dock.customer_number).toBe('10002');
    expect((await t.call('GET', `/department/${dock.id}`, { token: superadmin })).status).toBe(200);
    expect((await t.call('GET', `/department/${dock.id}`, { token: unitsAdmin })).status).toBe(200);
    const northwind = (await t.call('GET', '/department?customer_number=10002', { token: unitsAdmin })).body as {
      departments: { department_key: string }[];
    };
    expect(northwind.departments.map((d) => d.department_key)).toEqual(['DOCK']);
    expect((await t.call('GET', '/department/999999001', { token: superadmin })).status).toBe(404);

    const workflow = await t.call('GET', '/user-approval-workflow/0/10002', { token: superadmin });
    expect(workflow.status).toBe(200);
    expect((workflow.body as { workflow_currency: string }).workflow_currency).toBe('units');
    expect((await t.call('GET', '/user-approval-workflow/0/10001', { token: unitsAdmin })).status).toBe(403);
    expect((await t.call('GET', '/user-approval-workflow/6/10002', { token: superadmin })).status).toBe(400);
    expect((await t.call('GET', '/user-approval-workflow/0/99999', { token: superadmin })).status).toBe(404);

    const found = await t.call('GET', '/customers/search?term=north', { token: superadmin });
    expect(found.status).toBe(200);
    expect(
      (found.body as { customers: { customer_number: string }[] }).customers.map((c) => c.customer_number),
    ).toContain('10002');
    expect((await t.call('GET', '/customers/search?term=north', { token: unitsAdmin })).status).toBe(403);
    expect((await t.call('GET', '/customers/search?term=north', { token: globex })).status).toBe(403);
  });
});
