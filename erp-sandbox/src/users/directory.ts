import type { App } from '../app.ts';
import type { StoredUser, User } from '../data/types.ts';
import { MAIN_DOMAIN, sessionIdFor } from '../data/personas.ts';

// Users as this sandbox instance knows them: the shared seed (personas and company rosters) under
// what administrators created or changed here. The dataset is shared by every instance, so a change
// is a copy kept per instance; every lookup that must see it (login, tokens, carts, approval
// limits) goes through here.

interface Directory {
  changed: Map<number, StoredUser>;
  byName: Map<string, number>;
}

const directories = new WeakMap<App, Directory>();

function directoryOf(app: App): Directory {
  let dir = directories.get(app);
  if (!dir) directories.set(app, (dir = { changed: new Map(), byName: new Map() }));
  return dir;
}

export function userById(app: App, id: number): StoredUser | undefined {
  return directoryOf(app).changed.get(id) ?? app.ds.usersById.get(id);
}

export function userByName(app: App, username: string): StoredUser | undefined {
  const key = username.trim().toLowerCase();
  const id = directoryOf(app).byName.get(key);
  if (id !== undefined) return userById(app, id);
  const seeded = app.ds.usersByName.get(key);
  return seeded && userById(app, seeded.id);
}

/** Every user of the instance: seeded (as changed here) and created here. */
export function allUsers(app: App): StoredUser[] {
  const dir = directoryOf(app);
  const seeded = [...app.ds.usersById.values()].map((u) => dir.changed.get(u.id) ?? u);
  return [...seeded, ...[...dir.changed.values()].filter((u) => !app.ds.usersById.has(u.id))];
}

/** Stores a created or changed user for this instance. */
export function saveUser(app: App, user: StoredUser): void {
  const dir = directoryOf(app);
  dir.changed.set(user.id, user);
  dir.byName.set(user.username.toLowerCase(), user.id);
}

/** The user as the ERP answers it: never the password hash. */
export function publicUser(u: StoredUser): User {
  const { passwordHash: _omit, ...user } = u;
  return user;
}

/** What the ERP gives every user it creates: the main brand's domain and a session id (their server cart) of their own. */
export const newUserHome = (app: App, username: string): Pick<StoredUser, 'domain' | 'session_id'> => ({
  domain: MAIN_DOMAIN,
  session_id: sessionIdFor(app.ds.seed, username),
});
