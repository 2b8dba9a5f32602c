import { describe, expect } from 'vitest';
import { test as it } from '../testing.ts';
import { SEEDED_APPLICATIONS } from '../data/applications.ts';

type Application = { id: number; status: string; customer_type: string; created: string };
type Page = { applications: Application[]; meta: { total_items: number } };

describe('customer applications review', () => {
  it('pages every application newest first, to the last page, and filters them', async ({ t, associate }) => {
    const first = await t.call('GET', '/customer-applications?_format=json&limit=25&offset=0&order_direction=DESC', {
      token: associate,
    });
    expect(first.status).toBe(200);
    const page = first.body as Page;
    expect(page.meta.total_items).toBe(SEEDED_APPLICATIONS);
    expect(page.applications).toHaveLength(25);
    const dates = page.applications.map((a) => a.created);
    expect([...dates].sort().reverse()).toEqual(dates);
    const last = (await t.call('GET', '/customer-applications?limit=25&offset=50', { token: associate })).body as Page;
    expect(last.applications).toHaveLength(SEEDED_APPLICATIONS - 50);
    const pending = (
      await t.call('GET', '/customer-applications?status=Pending&customer_type=New&limit=100', {
        token: associate,
      })
    ).body as Page;
    expect(pending.meta.total_items).toBeGreaterThan(25);
    expect(pending.applications.every((a) => a.status === 'Pending' && a.customer_type === 'New')).toBe(true);
    const prospects = (await t.call('GET', '/customer-applications?bdm_prospect=1&limit=100', { token: associate }))
      .body as { applications: { bdm_prospect: boolean }[] };
    expect(prospects.applications.every((a) => a.bdm_prospect)).toBe(true);
    const byId = (await t.call('GET', '/customer-applications?filter=72', { token: associate })).body as Page;
    expect(byId.applications.map((a) => a.id)).toContain(72);
    expect((await t.call('GET', '/customer-applications?status=Maybe', { token: associate })).status).toBe(400);
    expect((await t.call('GET', '/customer-applications?limit=101', { token: associate })).status).toBe(400);
    expect((await t.call('GET', `/customer-applications?filter=${'x'.repeat(101)}`, { token: associate })).status).toBe(
      400,
    );
  });

  it('refuses everyone but staff with manage_customer_apps', async ({ t, buyer, admin, superadmin }) => {
    for (const token of [buyer, admin, superadmin]) {
      expect((await t.call('GET', '/customer-applications', { token })).status).toBe(403);
      expect((await t.call('GET', '/customer-application/1', { token })).status).toBe(403);
      expect((await t.call('PUT', '/customer-application/1', { token, body: { note: 'x' } })).status).toBe(403);
    }
    expect((await t.call('GET', '/customer-applications')).status).toBe(401);
  });

  it('shows a submitted application, saves a review with a note and keeps an approved one final', async ({
    t,
    associate,
  }) => {
    const submitted = await t.call('POST', '/customer-application', {
      body: {
        customer_type: 'New',
        company_name: 'Fresh Start Welding',
        company_dba: 'Fresh Start',
        city: 'Tulsa',
        state: 'OK',
        company_phone: '555-000-1111',
        services: ['MROP'],
        name: 'Frank Fresh',
        email: 'frank@freshstart.example',
      },
    });
    expect(submitted.status).toBe(201);
    const id = (submitted.body as { id: number }).id;
    expect(id).toBe(SEEDED_APPLICATIONS + 1);
    const newest = (
      await t.call('GET', '/customer-applications?status=Pending&customer_type=New&limit=10', {
        token: associate,
      })
    ).body as Page;
    expect(newest.applications[0]?.id).toBe(id);
    const read = await t.call('GET', `/customer-application/${id}`, { token: associate });
    expect(read.body).toMatchObject({
      company_name: 'Fresh Start Welding',
      status: 'Pending',
      segment: 'TBD',
      submission: 1,
    });
    expect(
      (await t.call('PUT', `/customer-application/${id}`, { token: associate, body: { segment: 'Other' } })).status,
    ).toBe(400);
    expect((await t.call('PUT', `/customer-application/${id}`, { token: associate, body: { note: ' ' } })).status).toBe(
      400,
    );
    expect((await t.call('PUT', `/customer-application/${id}`, { token: associate, body: {} })).status).toBe(400);
    const approved = await t.call('PUT', `/customer-application/${id}`, {
      token: associate,
      body: { status: 'Approved', segment: 'Direct', customer_number: '20500', bdm_prospect: true },
    });
    expect(approved.body).toMatchObject({ status: 'Approved', segment: 'Direct', updated_by: 'Val Associate' });
    const noted = await t.call('PUT', `/customer-application/${id}`, {
      token: associate,
      body: { note: 'Welcome call made.' },
    });
    const notes = (noted.body as { notes: { description: string; updated_by: string }[] }).notes;
    expect(notes.map((n) => [n.description, n.updated_by])).toEqual([['Welcome call made.', 'Val Associate']]);
    const again = await t.call('PUT', `/customer-application/${id}`, { token: associate, body: { status: 'Pending' } });
    expect(again.status).toBe(409);
    expect((await t.call('GET', '/customer-application/99999', { token: associate })).body).toMatchObject({
      message: 'Unable to locate application',
    });
  });
});
