import { randomBytes } from 'node:crypto';
import type { App } from '../app.ts';
import type { StoredUser } from '../data/types.ts';
import { buildApplications, type StoredApplication } from '../data/applications.ts';
import { userByName } from '../users/directory.ts';

/** How long a password-reset link stays valid. */
export const RESET_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** A mail the sandbox "sent" (it plays the mail server); tests read them from /__sandbox/mail. */
export interface SentMail {
  kind:
    | 'password-reset'
    | 'welcome'
    | 'support'
    | 'registration'
    | 'customer-application'
    | 'shared-cart'
    | 'approval-decision';
  to: string;
  subject: string;
  link: string | null;
  sentAt: string;
  body: Record<string, unknown>;
}

export interface ResetLink {
  hash: string;
  username: string;
  expiresAt: number;
  used: boolean;
}

/** Per-instance account state layered over the immutable dataset: registrations, changed passwords, links, mail. */
export interface AccountState {
  registered: Map<string, StoredUser>;
  passwordHashes: Map<number, string>;
  resetLinks: Map<string, ResetLink>;
  /** Seeded applications, then the ones submitted in this instance (ids follow on). */
  applications: StoredApplication[];
  mail: SentMail[];
  nextUserId: number;
}

const states = new WeakMap<App, AccountState>();

export function accountState(app: App): AccountState {
  let state = states.get(app);
  if (!state) {
    state = {
      registered: new Map(),
      passwordHashes: new Map(),
      resetLinks: new Map(),
      applications: buildApplications(app.ds.seed),
      mail: [],
      nextUserId: Math.max(...app.ds.usersById.keys()) + 1000,
    };
    states.set(app, state);
  }
  return state;
}

/** Puts a mail in the outbox, which keeps the latest 200. */
export function sendMail(app: App, mail: Omit<SentMail, 'sentAt'>): void {
  const outbox = accountState(app).mail;
  outbox.push({ ...mail, sentAt: new Date().toISOString() });
  if (outbox.length > 200) outbox.shift();
}

/** A user by user name (e-mail), seeded or registered in this instance. */
export function findUser(app: App, username: string): StoredUser | undefined {
  const key = username.trim().toLowerCase();
  return userByName(app, key) ?? accountState(app).registered.get(key);
}

/** The password hash in force: a reset replaces the seeded one. */
export function passwordHashOf(app: App, user: StoredUser): string {
  return accountState(app).passwordHashes.get(user.id) ?? user.passwordHash;
}

export function newResetHash(): string {
  return randomBytes(20).toString('hex');
}
