import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { jwtExpiry, sessionCookie, type Principal } from './session.ts';
import { MemorySessionStore, RedisSessionStore, readSession, type SessionStore } from './session-store.ts';
import { closeSharedRedis, connectSharedRedis } from '../cache/shared-redis.ts';

const principal: Principal = {
  userId: 1,
  username: 'buyer@acme.example',
  customerNumber: '10001',
  companyNumber: 1,
  warehouse: 'DBEL',
  shipTo: null,
  cartId: 'a'.repeat(32),
  catalogs: ['2014BSWebCatalog'],
  amountMode: 'CURRENCY',
  token: 'x.y.z',
  expiresAt: Math.floor(Date.now() / 1000) + 3600,
};

const storeContract = (name: string, open: () => Promise<{ store: SessionStore; close: () => Promise<void> }>) =>
  describe(name, () => {
    it('gives every login a new 256-bit opaque id that reveals nothing of the principal', async () => {
      const { store, close } = await open();
      const ids = await Promise.all(Array.from({ length: 200 }, () => store.create(principal)));
      expect(new Set(ids).size).toBe(200);
      for (const id of ids) {
        expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(Buffer.from(id, 'base64url').toString('latin1')).not.toContain('x.y.z');
      }
      expect(await readSession(store, ids[0] ?? '')).toEqual({ principal, id: ids[0] });
      await Promise.all(ids.map((id) => store.delete(id)));
      await close();
    });

    it('ends a session on delete, and reads ended, unknown and malformed ids with the spec messages', async () => {
      const { store, close } = await open();
      const id = await store.create(principal);
      await store.delete(id);
      expect(await readSession(store, id)).toEqual({ problem: 'Token has expired.' });
      expect(await readSession(store, 'A'.repeat(43))).toEqual({ problem: 'Token has expired.' });
      for (const garbage of ['garbage', '', 'a.b.c', 'x'.repeat(5000), `${'A'.repeat(42)}=`]) {
        expect(await readSession(store, garbage)).toEqual({ problem: 'Failed to parse token.' });
      }
      await close();
    });

    it("ends every session of one user but the kept one, and no one else's", async () => {
      const { store, close } = await open();
      // Own names: the Redis store may be shared with other test runs.
      const user = { ...principal, username: `owner-${randomUUID()}@acme.example` };
      const other = { ...principal, username: `other-${randomUUID()}@acme.example` };
      const [kept, stolen, older, others] = await Promise.all([
        store.create(user),
        store.create(user),
        store.create(user),
        store.create(other),
      ]);
      await store.endSessionsOf(user.username.toUpperCase(), kept);
      expect(await store.read(kept)).toEqual(user);
      expect(await store.read(stolen)).toBeNull();
      expect(await store.read(older)).toBeNull();
      expect(await store.read(others)).toEqual(other);
      await store.endSessionsOf(user.username);
      expect(await store.read(kept)).toBeNull();
      await store.endSessionsOf(other.username);
      await close();
    });

    it("marks a user's sessions' rights stale, and an update never brings back an ended session", async () => {
      const { store, close } = await open();
      const user = { ...principal, username: `rights-${randomUUID()}@acme.example`, rightsReadAt: Date.now() };
      const [first, second] = await Promise.all([store.create(user), store.create(user)]);
      await store.staleRightsOf(user.username);
      for (const id of [first, second]) expect(await store.read(id)).toEqual({ ...user, rightsReadAt: 0 });
      await store.update(first, { ...user, catalogs: [] });
      expect((await store.read(first))?.catalogs).toEqual([]);
      await store.delete(second);
      await store.update(second, user);
      expect(await store.read(second)).toBeNull();
      await store.endSessionsOf(user.username);
      await close();
    });

    it('ends a session with its ERP token', async () => {
      const { store, close } = await open();
      const id = await store.create({ ...principal, expiresAt: Math.floor(Date.now() / 1000) - 1 });
      expect(await store.read(id)).toBeNull();
      await close();
    });
  });

storeContract('in-process session store', () =>
  Promise.resolve({ store: new MemorySessionStore(), close: () => Promise.resolve() }),
);

storeContract('Redis session store', async () => {
  const url = process.env.REDIS_URL;
  if (!url) throw new Error('REDIS_URL is not set: the Redis session tests need a real Redis.');
  const redis = await connectSharedRedis(url, () => undefined);
  return { store: new RedisSessionStore(redis, 1_000), close: () => closeSharedRedis(redis) };
});

describe('session cookie', () => {
  it('is an HttpOnly, SameSite cookie, Secure when asked', () => {
    const cookie = sessionCookie('v', { secure: true, maxAgeSeconds: 60 });
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('Max-Age=60');
  });

  it('reads the expiry of a JWT', () => {
    const payload = Buffer.from(JSON.stringify({ exp: 1234 })).toString('base64url');
    expect(jwtExpiry(`h.${payload}.s`)).toBe(1234);
    expect(jwtExpiry('not-a-jwt')).toBeNull();
  });
});
