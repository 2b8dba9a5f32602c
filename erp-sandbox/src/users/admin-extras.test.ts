import { describe, expect } from 'vitest';
import { test as it } from '../testing.ts';
import { OTHER_ADMIN } from '../data/roster.ts';

type Department = { department_key: string; description: string; is_default: boolean };
type User = {
  id: number;
  username: string;
  roles: string[];
  catalog: string[];
  catalog_meta_data: { catalog: string; name: string }[];
  departments: Department[];
  allow_all_departments?: boolean;
};

// Roster users of Acme (active: ids 1000 to 1005).
const ROSTER_USER = 1001;

describe('the user dialog’s departments, catalogs and roles', () => {
  it('gives a user departments and a default that their own profile then shows; allow all lists every active one', async ({
    t,
    admin,
  }) => {
    const saved = await t.call('PUT', `/user/${ROSTER_USER}`, {
      token: admin,
      body: { departments: [{ department_key: 'SAFETY', is_default: true }, { department_key: 'MAINT' }] },
    });
    expect(saved.status).toBe(200);
    const user = (await t.call('GET', `/user/${ROSTER_USER}`, { token: admin })).body as User;
    const own = await t.login(user.username);
    const profile = (await t.call('GET', `/user/${ROSTER_USER}`, { token: own })).body as User;
    expect(profile.departments.map((d) => [d.department_key, d.is_default])).toEqual([
      ['MAINT', false],
      ['SAFETY', true],
    ]);
    const members = (await t.call('GET', `/department?user_id=${ROSTER_USER}&active=1`, { token: admin })).body as {
      departments: { department_key: string }[];
    };
    expect(members.departments.map((d) => d.department_key)).toEqual(['MAINT', 'SAFETY']);

    await t.call('PUT', `/user/${ROSTER_USER}`, {
      token: admin,
      body: { departments: [], allow_all_departments: true },
    });
    const all = (await t.call('GET', `/user/${ROSTER_USER}`, { token: own })).body as User;
    expect(all.allow_all_departments).toBe(true);
    expect(all.departments.map((d) => [d.department_key, d.is_default])).toEqual([
      ['MAINT', false],
      ['SAFETY', false],
    ]);
  });

  it('refuses unknown, inactive and doubled departments and two defaults', async ({ t, admin }) => {
    const put = (departments: unknown) =>
      t.call('PUT', `/user/${ROSTER_USER}`, { token: admin, body: { departments } });
    expect((await put([{ department_key: 'NOPE' }])).status).toBe(400);
    expect((await put([{ department_key: 'CC001' }])).status).toBe(400);
    expect((await put([{ department_key: 'MAINT' }, { department_key: 'MAINT' }])).status).toBe(400);
    expect(
      (
        await put([
          { department_key: 'MAINT', is_default: true },
          { department_key: 'SAFETY', is_default: true },
        ])
      ).status,
    ).toBe(400);
    expect((await put('MAINT')).status).toBe(400);
  });

  it('lists the catalogs with their product counts to a super administrator only', async ({
    t,
    superadmin,
    admin,
    buyer,
  }) => {
    const answer = await t.call('GET', '/catalogs', { token: superadmin });
    expect(answer.status).toBe(200);
    const catalogs = answer.body.catalogs;
    expect(catalogs.map((c) => c.catalog_name)).toEqual(['2014BSWebCatalog', 'Custom_Null', 'SafetyCatalog']);
    expect(catalogs.find((c) => c.catalog_name === 'Custom_Null')?.product_count).toBe(0);
    expect(catalogs.find((c) => c.catalog_name === '2014BSWebCatalog')?.product_count).toBeGreaterThan(100);
    const safety = (await t.call('GET', '/catalogs?filter=safety', { token: superadmin })).body;
    expect(safety.catalogs.map((c) => c.label)).toEqual(['Safety Catalog']);
    expect((await t.call('GET', `/catalogs?filter=${'x'.repeat(101)}`, { token: superadmin })).status).toBe(400);
    expect((await t.call('GET', '/catalogs', { token: admin })).status).toBe(403);
    expect((await t.call('GET', '/catalogs', { token: buyer })).status).toBe(403);
  });

  it('lets a super administrator set a user’s catalogs, down to Custom_Null; a plain administrator gets 403', async ({
    t,
    superadmin,
    admin,
  }) => {
    const put = (token: string, catalog: unknown) =>
      t.call('PUT', `/user/${ROSTER_USER}`, { token, body: { catalog } });
    expect((await put(admin, ['SafetyCatalog'])).status).toBe(403);
    expect((await put(superadmin, ['SafetyCatalog', '2014BSWebCatalog'])).status).toBe(200);
    const user = (await t.call('GET', `/user/${ROSTER_USER}`, { token: admin })).body as User;
    expect(user.catalog).toEqual(['SafetyCatalog', '2014BSWebCatalog']);
    expect(user.catalog_meta_data.map((c) => c.name)).toEqual(['Safety Catalog', 'Standard Catalog']);
    // Sending the catalogs unchanged is no change.
    expect((await put(admin, ['SafetyCatalog', '2014BSWebCatalog'])).status).toBe(200);
    expect((await put(superadmin, ['Custom_Null'])).status).toBe(200);
    expect(((await t.call('GET', `/user/${ROSTER_USER}`, { token: admin })).body as User).catalog).toEqual([
      'Custom_Null',
    ]);
    expect((await put(superadmin, [])).status).toBe(400);
    expect((await put(superadmin, ['NoSuchCatalog'])).status).toBe(400);
    expect((await put(superadmin, ['Custom_Null', 'Custom_Null'])).status).toBe(400);
  });

  it('grants and removes the administrator role; ROLE_SUPERADMIN only from a super administrator; never one’s own admin role', async ({
    t,
    superadmin,
    admin,
  }) => {
    const put = (token: string, id: number, roles: unknown) => t.call('PUT', `/user/${id}`, { token, body: { roles } });
    expect((await put(admin, ROSTER_USER, ['ROLE_USER', 'ROLE_ADMIN'])).status).toBe(200);
    expect(((await t.call('GET', `/user/${ROSTER_USER}`, { token: admin })).body as User).roles).toEqual([
      'ROLE_USER',
      'ROLE_ADMIN',
    ]);
    expect((await put(admin, ROSTER_USER, ['ROLE_USER'])).status).toBe(200);
    expect((await put(admin, ROSTER_USER, ['ROLE_USER', 'ROLE_SUPERADMIN'])).status).toBe(403);
    expect((await put(admin, 3, ['ROLE_USER'])).status).toBe(400);
    expect((await put(admin, ROSTER_USER, ['ROLE_OWNER'])).status).toBe(400);
    expect((await put(superadmin, ROSTER_USER, ['ROLE_USER', 'ROLE_SUPERADMIN'])).status).toBe(200);
    expect(((await t.call('GET', `/user/${ROSTER_USER}`, { token: admin })).body as User).roles).toEqual([
      'ROLE_USER',
      'ROLE_ADMIN',
      'ROLE_SUPERADMIN',
    ]);
    // Nor may a plain administrator take it away again.
    expect((await put(admin, ROSTER_USER, ['ROLE_USER'])).status).toBe(403);
    expect((await put(superadmin, ROSTER_USER, ['ROLE_USER'])).status).toBe(200);
    const globexAdmin = await t.login(OTHER_ADMIN.username);
    expect((await put(globexAdmin, ROSTER_USER, ['ROLE_USER', 'ROLE_ADMIN'])).status).toBe(404);
  });

  it('sets a user’s custom fields, which the editable-fields call then answers; only active, editable fields of 100 characters', async ({
    t,
    admin,
  }) => {
    const put = (cdf: unknown) => t.call('PUT', `/user/${ROSTER_USER}`, { token: admin, body: { cdf } });
    expect((await put([{ cdfId: 101, value: ' E-4711 ' }])).status).toBe(200);
    const fields = (
      await t.call('GET', `/customer-defined-fields/editable/${ROSTER_USER}/10001?active=1`, { token: admin })
    ).body as { cdfId: number; value: string }[];
    expect(fields.map((f) => [f.cdfId, f.value])).toEqual([[101, 'E-4711']]);
    // Locker (103) is not editable, Badge Color (102) inactive.
    for (const cdfId of [102, 103]) expect((await put([{ cdfId, value: 'x' }])).status).toBe(400);
    const long = await put([{ cdfId: 101, value: 'x'.repeat(101) }]);
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('cdf.101: Employee ID has at most 100 characters.');
  });

  it('keeps the brand site domain an administrator sends; refuses one that is no site domain', async ({ t, admin }) => {
    const put = (domain: unknown) => t.call('PUT', `/user/${ROSTER_USER}`, { token: admin, body: { domain } });
    expect((await put('www.rvsupply.example')).status).toBe(200);
    const user = (await t.call('GET', `/user/${ROSTER_USER}`, { token: admin })).body as { domain: string };
    expect(user.domain).toBe('www.rvsupply.example');
    for (const bad of ['not a domain', 'localhost', 7]) expect((await put(bad)).status).toBe(400);
    expect((await put('www.vallen.example')).status).toBe(200);
  });
});
