import { createHash, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { TOKEN_EXPIRED, TOKEN_UNPARSEABLE } from '@mro/rules/auth';
import type { Principal, SessionRead } from './session.ts';
import { withTimeout, type SharedRedis } from '../cache/shared-redis.ts';

/** The store could not be asked; the caller fails closed (see docs/adr/0009-server-side-sessions.md). */
export class SessionStoreUnavailable extends Error {
  constructor(cause: unknown) {
    super('session store unavailable', { cause });
  }
}

/**
 * Server-side sessions: the browser holds only an opaque random id; the principal and the ERP token
 * stay here. Keys are the id's SHA-256, so a leaked store dump holds no usable cookie values.
 */
export interface SessionStore {
  /** Stores the principal under a new random id until its ERP token expires; returns the id. */
  create(principal: Principal): Promise<string>;
  /** The principal of a live session, or null (unknown, ended or expired). */
  read(id: string): Promise<Principal | null>;
  /** Ends the session for every replica. */
  delete(id: string): Promise<void>;
  /** Replaces a live session's principal (its lifetime kept); a session ended meanwhile stays ended. */
  update(id: string, principal: Principal): Promise<void>;
  /**
   * Ends every session of the user (by username) on every replica, except `keep` if given: the
   * password changed, so a session started with the old one must not outlive it.
   */
  endSessionsOf(username: string, keep?: string): Promise<void>;
  /** Marks the rights of every session of the user as stale: each re-reads them on its next request. */
  staleRightsOf(username: string): Promise<void>;
  /**
   * A one-time ticket for a session still to start (a punch-out StartPage URL): the principal under
   * a new random id for `ttlSeconds`, in its own key space, so a ticket is never a session cookie.
   */
  createTicket(principal: Principal, ttlSeconds: number): Promise<string>;
  /** The ticket's principal, removed in the same step (a second use finds nothing), or null. */
  takeTicket(id: string): Promise<Principal | null>;
  readonly kind: 'memory' | 'redis';
}

/** 256 bits from the CSPRNG, as 43 base64url characters. */
export const newSessionId = (): string => randomBytes(32).toString('base64url');

const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

const digestOf = (id: string) => createHash('sha256').update(id).digest('base64url');
const keyOf = (id: string) => `session:${digestOf(id)}`;
const ticketKeyOf = (id: string) => `ticket:${digestOf(id)}`;

/** A user's sessions, as the digests of their ids (the index never holds a usable id). */
const indexKeyOf = (username: string) => `user-sessions:${username.trim().toLowerCase()}`;

const secondsLeft = (principal: Principal) => Math.floor(principal.expiresAt - Date.now() / 1000);

const parse = (raw: string | null | undefined): Principal | null => {
  if (!raw) return null;
  const principal = JSON.parse(raw) as Principal;
  return secondsLeft(principal) > 0 ? principal : null;
};

const withStaleRights = (raw: string): string => JSON.stringify({ ...(JSON.parse(raw) as Principal), rightsReadAt: 0 });

/** The embedded default (no REDIS_URL): one process, so revocation is immediate by construction. */
export class MemorySessionStore implements SessionStore {
  readonly kind = 'memory';
  readonly #sessions = new LRUCache<string, string>({ max: 100_000, perf: Date });
  /** Username -> the session keys started for it (some may have expired since). */
  readonly #byUser = new Map<string, Set<string>>();

  create(principal: Principal): Promise<string> {
    const id = newSessionId();
    this.#sessions.set(keyOf(id), JSON.stringify(principal), { ttl: secondsLeft(principal) * 1000 });
    const index = indexKeyOf(principal.username);
    const keys = [...(this.#byUser.get(index) ?? [])].filter((key) => this.#sessions.has(key));
    this.#byUser.set(index, new Set([...keys, keyOf(id)]));
    return Promise.resolve(id);
  }

  update(id: string, principal: Principal): Promise<void> {
    const key = keyOf(id);
    if (this.#sessions.has(key))
      this.#sessions.set(key, JSON.stringify(principal), { ttl: this.#sessions.getRemainingTTL(key) });
    return Promise.resolve();
  }

  endSessionsOf(username: string, keep?: string): Promise<void> {
    const index = indexKeyOf(username);
    const kept = keep === undefined ? null : keyOf(keep);
    for (const key of this.#byUser.get(index) ?? []) if (key !== kept) this.#sessions.delete(key);
    if (kept && this.#sessions.has(kept)) this.#byUser.set(index, new Set([kept]));
    else this.#byUser.delete(index);
    return Promise.resolve();
  }

  staleRightsOf(username: string): Promise<void> {
    for (const key of this.#byUser.get(indexKeyOf(username)) ?? []) {
      const raw = this.#sessions.get(key);
      if (raw) this.#sessions.set(key, withStaleRights(raw), { ttl: this.#sessions.getRemainingTTL(key) });
    }
    return Promise.resolve();
  }

  read(id: string): Promise<Principal | null> {
    return Promise.resolve(parse(this.#sessions.get(keyOf(id))));
  }

  delete(id: string): Promise<void> {
    this.#sessions.delete(keyOf(id));
    return Promise.resolve();
  }

  createTicket(principal: Principal, ttlSeconds: number): Promise<string> {
    const id = newSessionId();
    this.#sessions.set(ticketKeyOf(id), JSON.stringify(principal), { ttl: ttlSeconds * 1000 });
    return Promise.resolve(id);
  }

  takeTicket(id: string): Promise<Principal | null> {
    if (!SESSION_ID.test(id)) return Promise.resolve(null);
    const raw = this.#sessions.get(ticketKeyOf(id));
    this.#sessions.delete(ticketKeyOf(id));
    return Promise.resolve(parse(raw));
  }
}

/** Sessions in Redis, shared by every replica; any failure to ask it is SessionStoreUnavailable. */
export class RedisSessionStore implements SessionStore {
  readonly kind = 'redis';
  readonly #client: SharedRedis;
  readonly #timeoutMs: number;

  constructor(client: SharedRedis, timeoutMs: number) {
    this.#client = client;
    this.#timeoutMs = timeoutMs;
  }

  async create(principal: Principal): Promise<string> {
    const id = newSessionId();
    const seconds = Math.max(1, secondsLeft(principal));
    await this.#run(() =>
      this.#client.set(keyOf(id), JSON.stringify(principal), { expiration: { type: 'EX', value: seconds } }),
    );
    await this.#index(principal.username, digestOf(id), seconds);
    return id;
  }

  async update(id: string, principal: Principal): Promise<void> {
    // XX: a session logged out meanwhile (on any replica) is not brought back.
    await this.#run(() =>
      this.#client.set(keyOf(id), JSON.stringify(principal), { condition: 'XX', expiration: 'KEEPTTL' }),
    );
  }

  async endSessionsOf(username: string, keep?: string): Promise<void> {
    const index = indexKeyOf(username);
    const kept = keep === undefined ? null : digestOf(keep);
    const ended = (await this.#run(() => this.#client.sMembers(index))).filter((digest) => digest !== kept);
    if (ended.length === 0) return;
    await this.#run(() => this.#client.del(ended.map((digest) => `session:${digest}`)));
    await this.#run(() => this.#client.sRem(index, ended));
  }

  async staleRightsOf(username: string): Promise<void> {
    const digests = await this.#run(() => this.#client.sMembers(indexKeyOf(username)));
    for (const digest of digests) {
      const key = `session:${digest}`;
      const raw = await this.#run(() => this.#client.get(key));
      if (raw)
        await this.#run(() => this.#client.set(key, withStaleRights(raw), { condition: 'XX', expiration: 'KEEPTTL' }));
    }
  }

  /**
   * Adds the session to its user's index, which lives as long as the user's longest session, and
   * drops the index's sessions that ended, so it holds no more than the live ones.
   */
  async #index(username: string, digest: string, seconds: number): Promise<void> {
    const index = indexKeyOf(username);
    const known = await this.#run(() => this.#client.sMembers(index));
    const values = known.length ? await this.#run(() => this.#client.mGet(known.map((d) => `session:${d}`))) : [];
    const ended = known.filter((_, i) => values[i] === null);
    if (ended.length) await this.#run(() => this.#client.sRem(index, ended));
    await this.#run(() => this.#client.sAdd(index, digest));
    // NX gives a new index its lifetime; GT only ever lengthens it.
    await this.#run(() => this.#client.expire(index, seconds, 'NX'));
    await this.#run(() => this.#client.expire(index, seconds, 'GT'));
  }

  async read(id: string): Promise<Principal | null> {
    return parse(await this.#run(() => this.#client.get(keyOf(id))));
  }

  async delete(id: string): Promise<void> {
    await this.#run(() => this.#client.del(keyOf(id)));
  }

  async createTicket(principal: Principal, ttlSeconds: number): Promise<string> {
    const id = newSessionId();
    await this.#run(() =>
      this.#client.set(ticketKeyOf(id), JSON.stringify(principal), { expiration: { type: 'EX', value: ttlSeconds } }),
    );
    return id;
  }

  async takeTicket(id: string): Promise<Principal | null> {
    if (!SESSION_ID.test(id)) return null;
    // GETDEL: two replicas given the same ticket at once cannot both start a session.
    return parse(await this.#run(() => this.#client.getDel(ticketKeyOf(id))));
  }

  async #run<R>(command: () => Promise<R>): Promise<R> {
    if (!this.#client.isReady) throw new SessionStoreUnavailable('redis not ready');
    try {
      return await withTimeout(command(), this.#timeoutMs);
    } catch (error) {
      throw new SessionStoreUnavailable(error);
    }
  }
}

/**
 * The session a cookie value names: one store lookup. A value that is no session id at all is
 * unparseable; a well-formed id the store does not know ended (logout, expiry, another login).
 * Throws SessionStoreUnavailable when the store cannot be asked.
 */
export const readSession = async (store: SessionStore, value: string): Promise<SessionRead> => {
  if (!SESSION_ID.test(value)) return { problem: TOKEN_UNPARSEABLE };
  const principal = await store.read(value);
  return principal ? { principal, id: value } : { problem: TOKEN_EXPIRED };
};
