import { hash32, mulberry32, pick } from './prng.ts';
import { buildUsers, PERSONA_SEEDS, sessionIdFor } from './personas.ts';
import type { Customer, StoredUser } from './types.ts';

// The company rosters the administrators manage (account-admin-calls §2.4): a few hundred users for
// Acme, so the user list pages to its last page, and Globex's own administrator (to prove one
// company's admin cannot touch another's users). They are kept out of `Dataset.users`, the personas
// the order history and scans are generated from, so adding them changes no other seed.

export const ROSTER_CUSTOMER = '10001';
export const ROSTER_SIZE = 300;
export const ROSTER_FIRST_ID = 1000;
/** Every seventh roster user is deactivated. */
export const ROSTER_INACTIVE_EVERY = 7;
export const OTHER_ADMIN = { id: 1400, username: 'admin@globex.example', customer_number: '10004' } as const;

const FIRST = ['Avery', 'Blake', 'Carmen', 'Devon', 'Emery', 'Finley', 'Gray', 'Harper', 'Indy', 'Jordan', 'Kai'];
const LAST = ['Adams', 'Brooks', 'Chen', 'Diaz', 'Evans', 'Fischer', 'Garcia', 'Huang', 'Ito', 'Jones', 'Khan'];

export function buildRoster(seed: number, customers: Map<string, Customer>, passwordHash: string): StoredUser[] {
  const rng = mulberry32(hash32(`${seed}:roster`));
  const personas = buildUsers(seed, customers, passwordHash);
  const template = personas.find((u) => u.id === PERSONA_SEEDS[0]!.id)!;
  const roster: StoredUser[] = [];
  for (let i = 0; i < ROSTER_SIZE; i++) {
    const first = pick(rng, FIRST);
    const last = pick(rng, LAST);
    const n = String(i + 1).padStart(3, '0');
    roster.push({
      ...template,
      id: ROSTER_FIRST_ID + i,
      username: `${first}.${last}${n}@acme.example`.toLowerCase(),
      name: `${first} ${last}`,
      phone: `555-02${n}`,
      spend_limit: null,
      supervisor_ids: [],
      active: (i + 1) % ROSTER_INACTIVE_EVERY !== 0,
    });
    roster[i]!.session_id = sessionIdFor(seed, roster[i]!.username);
  }
  const globex = personas.find((u) => u.customer_number === OTHER_ADMIN.customer_number)!;
  roster.push({
    ...globex,
    id: OTHER_ADMIN.id,
    username: OTHER_ADMIN.username,
    name: 'Gia Globex Admin',
    roles: ['ROLE_USER', 'ROLE_ADMIN'],
    manage_users: true,
    manage_departments: true,
    session_id: sessionIdFor(seed, OTHER_ADMIN.username),
  });
  return roster;
}
