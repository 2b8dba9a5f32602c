import { describe, expect } from 'vitest';
import { it, type TestClient } from '../testing.ts';
import { PERSONAS } from '../data/personas.ts';
import { RESET_EXPIRED } from './registration-routes.ts';

const registration = (username: string) => ({
  regType: 'new',
  customer_number: '10005',
  username,
  name: 'Nora New',
  phone: '555-0100',
  phone_extension: null,
  password: 'abc123',
  confirm_password: 'abc123',
  user_type: 'Customer',
});

describe('customer lookups', () => {
  it('answers a customer master record, its segment and 404 for an unknown number', async ({ t }) => {
    const res = await t.call('GET', '/customer/master/10001');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ customerNumber: '10001', customerName: 'Acme Fabrication' });
    expect(res.body.zipcd).toMatch(/^\d{5}$/);
    expect((await t.call('GET', '/customer/master/55555')).status).toBe(404);
    expect((await t.call('GET', '/customer-segment/10008')).body).toEqual({ id: '10008', segment: 'COD' });
    expect((await t.call('GET', '/customer-segment/10001')).body).toEqual({ id: '10001', segment: 'STANDARD' });
  });

  it('knows associates by e-mail: seeded staff and HR-only staff', async ({ t }) => {
    expect((await t.call('GET', `/associate/status/${PERSONAS.associate.username}`)).body).toMatchObject({
      name: 'Val Associate',
    });
    expect((await t.call('GET', '/associate/status/riley.rep@vallen.example')).status).toBe(200);
    expect((await t.call('GET', '/associate/status/nobody@vallen.example')).status).toBe(404);
    expect((await t.call('GET', `/associate/status/${PERSONAS.buyer.username}`)).status).toBe(404);
  });
});

describe('registration', () => {
  it('creates an inactive (pending) account that cannot log in yet, and refuses a duplicate', async ({ t }) => {
    const res = await t.call('POST', '/user', { body: registration('Nora@Initech.example') });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: 'nora@initech.example', active: false });
    expect((await t.call('GET', '/user/status/nora@initech.example')).body).toMatchObject({ active: false });
    const login = await t.call('POST', '/login_check', {
      body: { _username: 'nora@initech.example', _password: 'abc123' },
    });
    expect(login.status).toBe(403);
    const again = await t.call('POST', '/user', { body: registration('nora@initech.example') });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'There is already an account for nora@initech.example' },
    });
  });
});

describe('password recovery and reset', () => {
  const requestLink = async (t: TestClient, username: string) => {
    const res = await t.call('PUT', `/user/${encodeURIComponent(username)}/hash`, {
      body: { callback: 'http://store.example/reset' },
    });
    expect(res).toMatchObject({ status: 200, body: { sent: true } });
    const mail = await t.call('GET', '/__sandbox/mail');
    const sent = (mail.body as { to: string; link: string }[]).find((m) => m.to === username);
    const url = new URL(sent!.link);
    return { h: url.searchParams.get('h')!, u: url.searchParams.get('u')!, i: url.searchParams.get('i') };
  };

  it('mails a link, resets the password once, and the new password logs in', async ({ t }) => {
    const link = await requestLink(t, PERSONAS.units.username);
    expect(link).toMatchObject({ u: PERSONAS.units.username, i: String(PERSONAS.units.id) });
    const reset = await t.call('PUT', `/user/${link.u}/hash/${link.h}`, { body: { password: 'newpass1' } });
    expect(reset).toMatchObject({ status: 200, body: { message: 'Password successfully updated.' } });
    expect((await t.call('POST', '/login_check', { body: { _username: link.u, _password: 'newpass1' } })).status).toBe(
      200,
    );
    expect((await t.call('POST', '/login_check', { body: { _username: link.u, _password: 'Demo1234!' } })).status).toBe(
      401,
    );
    const reused = await t.call('PUT', `/user/${link.u}/hash/${link.h}`, { body: { password: 'other1' } });
    expect(reused).toMatchObject({ status: 410, body: { message: RESET_EXPIRED } });
  });

  it('voids a link once a newer one is issued', async ({ t }) => {
    const older = await requestLink(t, PERSONAS.express.username);
    const newer = await requestLink(t, PERSONAS.express.username);
    const stale = await t.call('PUT', `/user/${older.u}/hash/${older.h}`, { body: { password: 'newpass1' } });
    expect(stale).toMatchObject({ status: 410, body: { message: RESET_EXPIRED } });
    const fresh = await t.call('PUT', `/user/${newer.u}/hash/${newer.h}`, { body: { password: 'newpass1' } });
    expect(fresh.status).toBe(200);
  });

  it('refuses an expired link and an unknown user', async ({ t }) => {
    const link = await requestLink(t, PERSONAS.globex.username);
    expect((await t.call('POST', '/__sandbox/reset-links/expire')).status).toBe(204);
    const res = await t.call('PUT', `/user/${link.u}/hash/${link.h}`, { body: { password: 'newpass1' } });
    expect(res).toMatchObject({ status: 410, body: { message: RESET_EXPIRED } });
    const unknown = await t.call('PUT', '/user/nobody@x.example/hash', {
      body: { callback: 'http://store.example/reset' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('applications and support mail', () => {
  it('accepts a customer application as Pending and a support message with a base64 file', async ({ t }) => {
    const app = await t.call('POST', '/customer-application', {
      body: {
        customer_type: 'New',
        company_name: 'Dunder Paper',
        company_dba: 'Dunder',
        city: 'Scranton',
        state: 'PA',
        company_phone: '555-0101',
        name: 'Mike',
        email: 'mike@dunder.example',
      },
    });
    expect(app).toMatchObject({ status: 201, body: { status: 'Pending' } });
    const support = await t.call('POST', '/support', {
      body: {
        mail_inquiry: 'quote',
        mail_name: 'Mike',
        mail_from: 'mike@dunder.example',
        mail_city: 'Scranton',
        mail_state: 'PA',
        mail_message: 'Need gloves',
        file: { filename: 'list.txt', data: Buffer.from('gloves x 10').toString('base64') },
      },
    });
    expect(support.status).toBe(201);
    const missing = await t.call('POST', '/support', { body: { mail_inquiry: 'quote' } });
    expect(missing).toMatchObject({ status: 400, body: { message: 'Required fields are missing' } });
  });
});
