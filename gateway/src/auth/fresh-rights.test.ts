// A session's rights re-read from the ERP when stale, over the typed fake ERP: fresh rights cost no
// call, stale ones are read and stored, an ERP that cannot answer keeps them for this request, and a
// refused token ends the session.
import { describe, expect, it } from 'vitest';
import type { ErpClient } from '../erp/client.ts';
import { ErpUnavailableError } from '../erp/errors.ts';
import { erpError, fakeErp, type FakeRoutes } from '../testing/fake-erp.ts';
import { erpUser, principalOfUser } from '../testing/erp-answers/account.ts';
import { loadConfig } from '../config/load.ts';
import { MemorySessionStore } from './session-store.ts';
import { withFreshRights } from './fresh-rights.ts';

const setUp = async (routes: FakeRoutes, rightsReadAt: number) => {
  const fake = fakeErp(routes);
  const sessions = new MemorySessionStore();
  const principal = principalOfUser(erpUser({ catalog: ['SafetyCatalog', '2014BSWebCatalog'] }), { rightsReadAt });
  const id = await sessions.create(principal);
  const services = {
    config: loadConfig({}, { rightsFreshSeconds: 5 }),
    erpClient: { call: (request) => fake.send(request) } as Pick<ErpClient, 'call'> as ErpClient,
    sessions,
  };
  return { fake, sessions, principal, id, refresh: () => withFreshRights(services, { principal, id }, 'rights') };
};

describe('rights read fresh', () => {
  it('asks nothing while the rights are younger than RIGHTS_FRESH_SECONDS', async () => {
    const { fake, principal, id, refresh } = await setUp({}, Date.now());
    expect(await refresh()).toEqual({ principal, id });
    expect(fake.calls).toEqual([]);
  });

  it('re-reads stale rights and keeps them in the session', async () => {
    const { sessions, id, refresh } = await setUp(
      { 'GET /user/{id}': () => erpUser({ catalog: ['SafetyCatalog'] }) },
      0,
    );
    const read = await refresh();
    expect('principal' in read && read.principal.catalogs).toEqual(['SafetyCatalog']);
    expect((await sessions.read(id))?.catalogs).toEqual(['SafetyCatalog']);
    expect((await sessions.read(id))?.rightsReadAt).toBeGreaterThan(0);
  });

  it('keeps the rights it had when the ERP cannot answer, and tries again next time', async () => {
    const { sessions, principal, id, refresh } = await setUp(
      {
        'GET /user/{id}': () => {
          throw new ErpUnavailableError('timeout', 'GET /user/{id}');
        },
      },
      0,
    );
    expect(await refresh()).toEqual({ principal, id });
    expect((await sessions.read(id))?.rightsReadAt).toBe(0);
  });

  it('ends the session when the ERP refuses its token', async () => {
    const { sessions, id, refresh } = await setUp(
      {
        'GET /user/{id}': () => {
          throw erpError(401, 'Expired JWT Token');
        },
      },
      0,
    );
    expect(await refresh()).toEqual({ problem: 'Token has expired.' });
    expect(await sessions.read(id)).toBeNull();
  });
});
