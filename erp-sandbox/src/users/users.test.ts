import { describe, expect } from 'vitest';
import { test as it } from '../testing.ts';
import { OTHER_ADMIN, ROSTER_INACTIVE_EVERY, ROSTER_SIZE } from '../data/roster.ts';

type Row = { id: number; username: string; name: string; active: boolean; customer_number: string };
type List = { users: Row[]; meta: { total_items: number; current_items: number } };

// Acme's personas (15 of them, one deactivated) and its roster of 300 (every seventh deactivated).
const ACME_PERSONAS = 15;
const ACME_TOTAL = ACME_PERSONAS + ROSTER_SIZE;
const ACME_INACTIVE = 1 + Math.floor(ROSTER_SIZE / ROSTER_INACTIVE_EVERY);

describe('users administration', () => {
  it('pages the company’s users by username to the last page, filters them and the active ones', async ({
    t,
    admin,
  }) => {
    const first = await t.call('GET', '/users?_format=json&limit=10&offset=0&order_by=username', { token: admin });
    expect(first.status).toBe(200);
    const page1 = first.body as List;
    expect(page1.meta.total_items).toBe(ACME_TOTAL);
    const names = page1.users.map((u) => u.username);
    expect(names).toEqual([...names].sort());
    expect(page1.users.every((u) => u.customer_number === '10001')).toBe(true);
    const lastOffset = Math.floor((ACME_TOTAL - 1) / 10) * 10;
    const last = (await t.call('GET', `/users?limit=10&offset=${lastOffset}`, { token: admin })).body as List;
    expect(last.users).toHaveLength(ACME_TOTAL - lastOffset);
    const active = (await t.call('GET', '/users?active=1&limit=5', { token: admin })).body as List;
    expect(active.meta.total_items).toBe(ACME_TOTAL - ACME_INACTIVE);
    const filtered = (await t.call('GET', '/users?filter=Bianca', { token: admin })).body as List;
    expect(filtered.users.map((u) => u.username)).toEqual(['buyer@acme.example']);
    expect((await t.call('GET', '/users?limit=101', { token: admin })).status).toBe(400);
    expect((await t.call('GET', `/users?filter=${'x'.repeat(101)}`, { token: admin })).status).toBe(400);
    expect((await t.call('GET', '/users?order_by=password', { token: admin })).status).toBe(400);
  });

  it('filters by role (super administrators count as administrators) and by e-mail domain', async ({ t, admin }) => {
    type Roled = { users: (Row & { roles: string[] })[]; meta: List['meta'] };
    const admins = (await t.call('GET', '/users?has_role=ROLE_ADMIN&limit=100', { token: admin })).body as Roled;
    expect(admins.users.map((u) => u.username)).toContain('admin@acme.example');
    expect(admins.users.every((u) => u.roles.some((r) => r === 'ROLE_ADMIN' || r === 'ROLE_SUPERADMIN'))).toBe(true);
    expect(admins.meta.total_items).toBeLessThan(ACME_TOTAL);
    const everyone = (await t.call('GET', '/users?has_role=ROLE_USER&limit=1', { token: admin })).body as List;
    expect(everyone.meta.total_items).toBe(ACME_TOTAL);
    const atAcme = (await t.call('GET', '/users?domain=ACME.example&limit=100', { token: admin })).body as List;
    expect(atAcme.users.length).toBeGreaterThan(0);
    expect(atAcme.users.every((u) => u.username.endsWith('@acme.example'))).toBe(true);
    const nowhere = (await t.call('GET', '/users?domain=nowhere.example', { token: admin })).body as List;
    expect(nowhere.meta.total_items).toBe(0);
    expect((await t.call('GET', '/users?has_role=ROLE_ROOT', { token: admin })).status).toBe(400);
    expect((await t.call('GET', '/users?domain=not%20a%20domain', { token: admin })).status).toBe(400);
  });

  it('refuses other companies, buyers and supervisors; another company’s user reads as missing', async ({
    t,
    admin,
    buyer,
    approver,
  }) => {
    expect((await t.call('GET', '/users?customer_numbers=10004', { token: admin })).status).toBe(403);
    expect((await t.call('GET', '/users', { token: buyer })).status).toBe(403);
    expect((await t.call('GET', '/users', { token: approver })).status).toBe(403);
    const globexAdmin = await t.login(OTHER_ADMIN.username);
    const own = (await t.call('GET', '/users', { token: globexAdmin })).body as List;
    expect(own.users.every((u) => u.customer_number === '10004')).toBe(true);
    expect((await t.call('GET', '/user/1', { token: globexAdmin })).status).toBe(404);
    expect((await t.call('PUT', '/user/1', { token: globexAdmin, body: { name: 'Hijacked' } })).status).toBe(404);
    expect((await t.call('DELETE', '/user/1', { token: globexAdmin })).status).toBe(404);
    expect((await t.call('GET', '/user-approval-workflow/1', { token: globexAdmin })).status).toBe(404);
    expect((await t.call('PUT', '/user/3', { token: buyer, body: { name: 'Not mine' } })).status).toBe(403);
    expect(
      (
        await t.call('POST', '/user', {
          token: globexAdmin,
          body: { customer_number: '10001', username: 'x@y.example' },
        })
      ).status,
    ).toBe(403);
  });

  it('gives a buyer their own company’s active users by name and e-mail only (invoice e-mail recipients)', async ({
    t,
    buyer,
  }) => {
    const own = await t.call('GET', '/users/10001', { token: buyer });
    expect(own.status).toBe(200);
    const rows = (own.body as List).users;
    expect(rows).toHaveLength(ACME_TOTAL - ACME_INACTIVE);
    expect(rows.map((u) => u.username)).toContain('approver@acme.example');
    expect(rows.every((u) => u.active && u.customer_number === '10001')).toBe(true);
    expect(rows.find((u) => u.username === 'admin@acme.example')).toMatchObject({ phone: null, roles: ['ROLE_USER'] });
    expect((await t.call('GET', '/users/10004', { token: buyer })).status).toBe(403);
  });

  it('creates a user who logs in, whose limit the approval flow applies, deactivates and reactivates them', async ({
    t,
    admin,
  }) => {
    const created = await t.call('POST', '/user', {
      token: admin,
      body: { username: 'New.Hire@acme.example', name: 'Nia Hire', password: 'secret1x', can_submit_orders: true },
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    const token = await t.login('new.hire@acme.example', 'secret1x');
    const check = (amount: number) =>
      t.call('POST', `/user-approval-workflow/check-limit/${id}/10001`, {
        token,
        body: { sub_totals: [{ unit_type: 'Tools', amount }], cartTotal: amount, department: null },
      });
    expect(((await check(500)).body as { approval_required: boolean }).approval_required).toBe(false);
    const workflow = (await t.call('GET', `/user-approval-workflow/${id}`, { token: admin })).body as {
      rows: { unit_type: string; spend_limit: number }[];
    };
    expect(workflow.rows.map((r) => r.unit_type)).toEqual(['Consumables', 'PPE', 'Tooling', 'Tools']);
    const supervisors = (await t.call('GET', `/user/${id}/supervisors?filter=alan`, { token: admin })).body as {
      supervisors: { id: number }[];
    };
    expect(supervisors.supervisors.map((s) => s.id)).toEqual([2]);
    const rows = workflow.rows.map((r) => ({
      unit_type: r.unit_type,
      spend_limit: 100,
      max_limit: -1,
      supervisors: [2],
    }));
    expect((await t.call('PUT', `/user/${id}`, { token: admin, body: { approval_workflow: rows } })).status).toBe(200);
    const lowered = (await check(500)).body as { approval_required: boolean; approvers: { id: number }[] };
    expect(lowered.approval_required).toBe(true);
    expect(lowered.approvers.map((a) => a.id)).toEqual([2]);
    const raised = rows.map((r) => ({ ...r, spend_limit: 1000 }));
    await t.call('PUT', `/user/${id}`, { token: admin, body: { approval_workflow: raised } });
    expect(((await check(500)).body as { approval_required: boolean }).approval_required).toBe(false);

    expect((await t.call('DELETE', `/user/${id}`, { token: admin })).status).toBe(200);
    const refused = await t.call('POST', '/login_check', {
      body: { _username: 'new.hire@acme.example', _password: 'secret1x' },
    });
    expect(refused.status).toBe(403);
    expect((await t.call('PUT', `/user/${id}`, { token: admin, body: { active: true } })).status).toBe(200);
    expect(await t.login('new.hire@acme.example', 'secret1x')).toBeTruthy();
    expect((await t.call('DELETE', '/user/3', { token: admin })).status).toBe(400);
  });

  it('refuses payloads that break the rules', async ({ t, admin }) => {
    const put = (body: unknown) => t.call('PUT', '/user/1', { token: admin, body });
    expect((await put({ can_submit_orders: false, require_cc: true })).status).toBe(400);
    expect((await put({ require_cc: true, disable_cc: true })).status).toBe(400);
    expect((await put({ name: 'x'.repeat(101) })).status).toBe(400);
    expect((await put({ can_multiview: true })).status).toBe(403);
    expect((await put({ approval_workflow: [{ unit_type: 'Tools', is_master: true }] })).status).toBe(400);
    expect((await put({ approval_workflow: [{ unit_type: 'Gadgets' }] })).status).toBe(400);
    expect((await put({ approval_workflow: [{ unit_type: 'Tools', spend_limit: -5 }] })).status).toBe(400);
    expect((await put({ approval_workflow: [{ unit_type: 'Tools', supervisors: [10] }] })).status).toBe(400);
    const weak = await t.call('POST', '/user', {
      token: admin,
      body: { username: 'weak@acme.example', name: 'Weak', password: 'short' },
    });
    expect(weak.status).toBe(400);
    const taken = await t.call('POST', '/user', {
      token: admin,
      body: { username: 'buyer@acme.example', name: 'Dup', password: 'secret1x' },
    });
    expect(taken.status).toBe(409);
    expect((await t.call('GET', '/user/1/supervisors?filter=a', { token: admin })).status).toBe(400);
    expect((await t.call('GET', '/cart/1/supervisors?filter=al', { token: admin })).status).toBe(400);
  });

  it('lets a user with user_setup search only their own company’s supervisors', async ({ t, admin, buyer, tyrell }) => {
    type Found = { supervisors: { id: number; username: string }[] };
    const own = await t.call('GET', '/user/0/supervisors?filter=rachael', { token: tyrell });
    expect((own.body as Found).supervisors.map((s) => s.username)).toEqual(['rachael@tyrell.example']);
    expect((await t.call('GET', '/user/0/supervisors?filter=alan', { token: buyer })).status).toBe(403);
    // A buyer given user_setup (not an administrator) searches their company, and no other.
    const created = await t.call('POST', '/user', {
      token: admin,
      body: { username: 'setup@acme.example', name: 'Sid Setup', password: 'secret1x', user_setup: true },
    });
    expect(created.status).toBe(201);
    const setup = await t.login('setup@acme.example', 'secret1x');
    const acme = (await t.call('GET', '/user/0/supervisors?filter=alan', { token: setup })).body as Found;
    expect(acme.supervisors.map((s) => s.id)).toEqual([2]);
    const other = await t.call('GET', '/user/0/supervisors?filter=rachael&customer_number=10010', { token: setup });
    expect(other.status).toBe(403);
  });
});
