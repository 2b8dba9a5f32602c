import { describe, expect } from 'vitest';
import { test as it } from '../testing.ts';

type UserBody = {
  name: string;
  phone: string | null;
  email_invoice: boolean;
  cdf: { cdfId: number; name: string; value: string; needsApproval: boolean }[];
  cdf_pending: { cdfId: number; value: string }[];
  cdf_requests?: { cdfName: string; status: string }[];
  departments: { department_key: string; is_default: boolean }[];
};
type RequestBody = { id: number; status: string; cdfValue: string; userEmail: string };

describe('the profile', () => {
  it('saves name, phone and notifications, and lists the customer’s active editable fields', async ({ t, buyer }) => {
    const saved = await t.call('PUT', '/user/1', {
      token: buyer,
      body: {
        name: 'Bianca B. Buyer',
        phone: '(412) 555-0101',
        phone_extension: '7',
        email_invoice: true,
        cdf: [{ cdfId: 101, value: 'E-778' }],
      },
    });
    expect(saved.status).toBe(200);
    const user = (await t.call('GET', '/user/1', { token: buyer })).body as unknown as UserBody;
    expect(user).toMatchObject({ name: 'Bianca B. Buyer', phone: '(412) 555-0101', email_invoice: true });
    expect(user.cdf.map((f) => [f.name, f.value])).toEqual([['Employee ID', 'E-778']]);
    const fields = await t.call('GET', '/customer-defined-fields/10001?active=1&editable=1', { token: buyer });
    expect((fields.body as { name: string }[]).map((f) => f.name)).toEqual(['Employee ID']);
    expect((await t.call('GET', '/customer-defined-fields/10002', { token: buyer })).status).toBe(403);
  });

  it('lets an administrator read the fields of a company they administer (Add User), no other', async ({
    t,
    admin,
    superadmin,
  }) => {
    const own = await t.call('GET', '/customer-defined-fields/10001?active=1&editable=1', { token: admin });
    expect((own.body as { name: string }[]).map((f) => f.name)).toEqual(['Employee ID']);
    expect((await t.call('GET', '/customer-defined-fields/10002', { token: admin })).status).toBe(403);
    const other = await t.call('GET', '/customer-defined-fields/10002?active=1&editable=1', { token: superadmin });
    expect((other.body as { name: string }[]).map((f) => f.name)).toEqual(['Cost Center', 'Shift']);
  });

  it('answers every field problem as one 400 and refuses punch-out users', async ({ t, buyer, punchout }) => {
    const bad = await t.call('PUT', '/user/1', {
      token: buyer,
      body: { name: ' ', phone_extension: 'x1', cdf: [{ cdfId: 201, value: 'CC-1' }] },
    });
    expect(bad.status).toBe(400);
    expect((bad.body as unknown as { message: string }).message.split('\n')).toEqual([
      'name: Name is required.',
      'phone_extension: digits only.',
      'cdf[0].cdfId: not a field of your profile.',
    ]);
    expect((await t.call('PUT', '/user/7', { token: punchout, body: { name: 'Pat' } })).status).toBe(403);
    expect((await t.call('PUT', '/user/2', { token: buyer, body: { name: 'Alan' } })).status).toBe(403);
  });

  it('needs a default department for a user with a sales rep', async ({ t, stark }) => {
    const missing = await t.call('PUT', '/user/83', { token: stark, body: { name: 'Dana Department' } });
    expect((missing.body as unknown as { message: string }).message).toBe(
      'default_department: Department is required.',
    );
    expect((await t.call('PUT', '/user/83', { token: stark, body: { default_department: 'QA' } })).status).toBe(200);
    const user = (await t.call('GET', '/user/83', { token: stark })).body as unknown as UserBody;
    expect(user.departments.filter((d) => d.is_default).map((d) => d.department_key)).toEqual(['QA']);
  });

  it('changes the password with the current one, after which only the new one logs in', async ({ t, express }) => {
    const wrong = await t.call('PUT', '/user/8', {
      token: express,
      body: { current_password: 'nope', password: 'Better#2026' },
    });
    expect((wrong.body as unknown as { message: string }).message).toBe(
      'current_password: The current password is not correct.',
    );
    const weak = await t.call('PUT', '/user/8', {
      token: express,
      body: { current_password: 'Demo1234!', password: 'better2026' },
    });
    expect(weak.status).toBe(400);
    expect(
      (
        await t.call('PUT', '/user/8', {
          token: express,
          body: { current_password: 'Demo1234!', password: 'Better#2026' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await t.call('POST', '/login_check', { body: { _username: 'express@acme.example', _password: 'Demo1234!' } }))
        .status,
    ).toBe(401);
    expect(await t.login('express@acme.example', 'Better#2026')).toMatch(/\./);
  });
});

describe('profile update requests', () => {
  it('keeps a field that needs approval until its approver approves, then the user sees the new value', async ({
    t,
    units,
    unitsAdmin,
  }) => {
    const saved = (
      await t.call('PUT', '/user/6', {
        token: units,
        body: {
          cdf: [
            { cdfId: 201, value: 'CC-777' },
            { cdfId: 202, value: 'Night' },
          ],
        },
      })
    ).body as unknown as UserBody;
    expect(saved.cdf_requests).toEqual([{ active: true, status: 'Pending', cdfName: 'Cost Center' }]);
    expect(saved.cdf.map((f) => f.value)).toEqual(['CC-100', 'Night']);
    expect(saved.cdf_pending).toMatchObject([{ cdfId: 201, value: 'CC-777' }]);
    const mine = (await t.call('GET', '/customer-defined-fields/requests/user/6', { token: units }))
      .body as unknown as RequestBody[];
    expect(mine).toMatchObject([{ status: 'Pending', cdfValue: 'CC-777' }]);
    // The user is not the approver: their own request is not theirs to resolve.
    expect(
      (
        await t.call('PUT', `/customer-defined-fields/requests/6/${mine[0]!.id}`, {
          token: units,
          body: { status: 'Approved' },
        })
      ).status,
    ).toBe(404);
    const totals = (await t.call('GET', '/customer-defined-fields/requests/56/totals', { token: unitsAdmin }))
      .body as unknown as Record<string, number>;
    expect(totals.Pending).toBe(21);
    expect(totals.total).toBe(141);
    const page = (await t.call('GET', '/customer-defined-fields/requests/56?limit=25&offset=0', { token: unitsAdmin }))
      .body as unknown as {
      requests: RequestBody[];
      meta: { total_items: number };
    };
    expect(page.meta.total_items).toBe(141);
    expect(page.requests[0]).toMatchObject({ userEmail: 'units@northwind.example', status: 'Pending' });
    const last = (
      await t.call('GET', '/customer-defined-fields/requests/56?limit=25&offset=125', { token: unitsAdmin })
    ).body as unknown as {
      requests: RequestBody[];
    };
    expect(last.requests).toHaveLength(16);
    expect((await t.call('GET', '/customer-defined-fields/requests/56', { token: units })).status).toBe(403);
    const approved = await t.call('PUT', `/customer-defined-fields/requests/56/${mine[0]!.id}`, {
      token: unitsAdmin,
      body: { status: 'Approved' },
    });
    expect(approved.body).toMatchObject({ status: 'Approved' });
    expect(
      (
        await t.call('PUT', `/customer-defined-fields/requests/56/${mine[0]!.id}`, {
          token: unitsAdmin,
          body: { status: 'Rejected' },
        })
      ).status,
    ).toBe(409);
    const user = (await t.call('GET', '/user/6', { token: units })).body as unknown as UserBody;
    expect(user.cdf[0]!.value).toBe('CC-777');
    expect(user.cdf_pending).toEqual([]);
    expect((await t.call('GET', `/customer-defined-fields/request/${mine[0]!.id}`, { token: units })).status).toBe(200);
    expect((await t.call('GET', '/customer-defined-fields/request/9001', { token: units })).status).toBe(404);
    expect(
      (
        await t.call('PUT', '/customer-defined-fields/requests/56/9004', {
          token: unitsAdmin,
          body: { status: 'Maybe' },
        })
      ).status,
    ).toBe(400);
  });

  it('shows an administrator one of their users’ editable fields with that user’s values', async ({
    t,
    buyer,
    admin,
    globex,
  }) => {
    await t.call('PUT', '/user/1', {
      token: buyer,
      body: { name: 'Bianca Buyer', cdf: [{ cdfId: 101, value: 'E-900' }] },
    });
    const fields = await t.call('GET', '/customer-defined-fields/editable/1/10001?active=1', { token: admin });
    expect(fields.status).toBe(200);
    // Acme's Employee ID with Bianca's value, Locker is not editable, Badge Color not active.
    expect((fields.body as unknown as { name: string; value: string }[]).map((f) => [f.name, f.value])).toEqual([
      ['Employee ID', 'E-900'],
    ]);
    const all = await t.call('GET', '/customer-defined-fields/editable/1/10001', { token: admin });
    expect((all.body as unknown as { name: string }[]).map((f) => f.name)).toEqual(['Employee ID', 'Badge Color']);
    expect((await t.call('GET', '/customer-defined-fields/editable/1/10004', { token: admin })).status).toBe(404);
    expect((await t.call('GET', '/customer-defined-fields/editable/10/10004', { token: admin })).status).toBe(404);
    expect((await t.call('GET', '/customer-defined-fields/editable/1/10001', { token: globex })).status).toBe(403);
    expect((await t.call('GET', '/customer-defined-fields/editable/1/10001?active=x', { token: admin })).status).toBe(
      400,
    );
  });
});
