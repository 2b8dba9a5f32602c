import { describe, expect } from 'vitest';
import { test as it } from '../testing.ts';
import { OTHER_ADMIN } from '../data/roster.ts';
import { ACME_EXTRA_DEPARTMENTS } from './store.ts';

type Dept = { id: number; department_key: string; description: string; spend_limit: number; users: number[] };
type List = { departments: Dept[]; meta: { total_items: number } };
const ACME_TOTAL = 2 + ACME_EXTRA_DEPARTMENTS;

describe('departments', () => {
  it('pages Acme’s departments by key, 25 a page, to the last page', async ({ t, admin }) => {
    const first = (await t.call('GET', '/department?customer_number=10001&limit=25', { token: admin })).body as List;
    expect(first.meta.total_items).toBe(ACME_TOTAL);
    const keys = first.departments.map((d) => d.department_key);
    expect(keys).toEqual([...keys].sort());
    const last = (await t.call('GET', '/department?limit=25&offset=25', { token: admin })).body as List;
    expect(last.departments).toHaveLength(ACME_TOTAL - 25);
    expect((await t.call('GET', '/department?limit=1001', { token: admin })).status).toBe(400);
  });

  it('adds, changes and deletes a department; one with users stays; the approval flow applies its limit', async ({
    t,
    admin,
    buyer,
  }) => {
    const added = await t.call('POST', '/department', {
      token: admin,
      body: { department_key: 'tooling', description: 'Tool crib', spend_limit: 50, users: [1] },
    });
    expect(added.status).toBe(201);
    const dept = added.body as Dept;
    expect(dept.department_key).toBe('TOOLING');
    const check = async () =>
      (
        (
          await t.call('POST', '/user-approval-workflow/check-limit/1/10001', {
            token: buyer,
            body: { sub_totals: [{ unit_type: 'Tools', amount: 100 }], cartTotal: 100, department: 'TOOLING' },
          })
        ).body as { approval_required: boolean }
      ).approval_required;
    expect(await check()).toBe(true);
    await t.call('PUT', `/department/${dept.id}`, { token: admin, body: { spend_limit: -1 } });
    expect(await check()).toBe(false);
    expect((await t.call('DELETE', `/department/${dept.id}`, { token: admin })).status).toBe(409);
    await t.call('PUT', `/department/${dept.id}`, { token: admin, body: { users: [] } });
    expect((await t.call('DELETE', `/department/${dept.id}`, { token: admin })).status).toBe(200);
    expect((await t.call('GET', `/department/${dept.id}`, { token: admin })).status).toBe(404);
  });

  it('refuses bad input, buyers and another company’s administrator', async ({ t, admin, buyer }) => {
    const post = (body: unknown) => t.call('POST', '/department', { token: admin, body });
    expect((await post({ department_key: 'x'.repeat(21), description: 'Long' })).status).toBe(400);
    expect((await post({ department_key: 'OK', description: 'x'.repeat(61) })).status).toBe(400);
    expect((await post({ department_key: 'OK2', description: 'Other', users: [10] })).status).toBe(400);
    expect((await post({ department_key: 'MAINT', description: 'Again' })).status).toBe(409);
    expect((await t.call('GET', '/department', { token: buyer })).status).toBe(403);
    const list = (await t.call('GET', '/department', { token: admin })).body as List;
    const globex = await t.login(OTHER_ADMIN.username);
    expect((await t.call('GET', `/department/${list.departments[0]!.id}`, { token: globex })).status).toBe(404);
    expect((await t.call('DELETE', `/department/${list.departments[1]!.id}`, { token: globex })).status).toBe(404);
    expect((await t.call('GET', '/department?customer_number=10001', { token: globex })).status).toBe(403);
  });
});
