import { describe, expect } from 'vitest';
import { test as it } from '../testing.ts';

type Mail = { kind: string; to: string; subject: string; link: string | null };

// 'Force user to create password' (account-admin-calls §5): the administrator's new user gets a
// welcome mail linking the store's first-time password page, /reset-welcome?u&p.
describe('the welcome of a user who must create their password', () => {
  it('mails /reset-welcome?u&p, whose password then logs in and ends force_reset', async ({ t, admin }) => {
    const username = 'welcome.sandbox@acme.example';
    const created = await t.call('POST', '/user', {
      token: admin,
      body: { username, name: 'Wendy Welcome', password: 'Init-abcdefgh7k', force_reset: true },
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    expect(((await t.call('GET', `/user/${id}`, { token: admin })).body as { force_reset: boolean }).force_reset).toBe(
      true,
    );
    const sent = await t.call('PUT', `/user/${username}/hash`, {
      body: { callback: 'https://store.example/reset-welcome' },
    });
    expect(sent.status).toBe(200);
    const mail = ((await t.call('GET', '/__sandbox/mail')).body as Mail[]).find((m) => m.to === username)!;
    expect(mail).toMatchObject({ kind: 'welcome', subject: 'Welcome! Create your password' });
    const link = new URL(mail.link!);
    expect(link.pathname).toBe('/reset-welcome');
    expect(link.searchParams.get('u')).toBe(username);
    const hash = link.searchParams.get('p')!;
    expect(hash).toMatch(/^[0-9a-f]{40}$/);
    const set = await t.call('PUT', `/user/${encodeURIComponent(username)}/hash/${hash}`, {
      body: { password: 'mine1234' },
    });
    expect(set.status).toBe(200);
    expect(await t.login(username, 'mine1234')).toBeTruthy();
    expect(((await t.call('GET', `/user/${id}`, { token: admin })).body as { force_reset: boolean }).force_reset).toBe(
      false,
    );
  });
});
