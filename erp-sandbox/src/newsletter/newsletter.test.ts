import { describe, expect } from 'vitest';
import { test as it } from '../testing.ts';

describe('newsletter sign-up', () => {
  it('adds an address to list 75798 once, without a token, and refuses bad asks', async ({ t }) => {
    const body = { list_id: 75798, email: 'Pat@Example.com' };
    const first = await t.call('POST', '/newsletter/subscribe', { body });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ list_id: 75798, email: 'pat@example.com', subscribed: true });
    expect(
      (await t.call('POST', '/newsletter/subscribe', { body: { ...body, email: 'pat@example.com' } })).status,
    ).toBe(200);
    expect((await t.call('POST', '/newsletter/subscribe', { body: { ...body, list_id: 1 } })).status).toBe(404);
    expect((await t.call('POST', '/newsletter/subscribe', { body: { ...body, email: 'pat@' } })).status).toBe(400);
    expect((await t.call('POST', '/newsletter/subscribe', { body: { list_id: 75798 } })).status).toBe(400);
  });
});
