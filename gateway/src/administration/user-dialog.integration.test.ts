// The user dialog's saves over the shared stack (issue 32, defects 1 and 3): a units company's
// administrator edits a user whose limit rows the ERP holds without a term or with a stale reset
// date, and a new user forced to create their password is welcomed by mail to /reset-welcome.
import { describe, expect } from 'vitest';
import { test as it } from '../testing/fixtures.ts';
import type { TestClient } from '../testing/stack.ts';

const LIMIT = `itemType isSupervisor isMaster spendLimit maxLimit limitType limitTermYears limitResetDate amountSpent supervisors { id }`;
const USER = `query U($id: ID!) { companyUser(id: $id) { id name phone phoneExtension permissions limits { ${LIMIT} } } }`;
const UPDATE = `mutation U($input: UpdateCompanyUserInput!) { updateCompanyUser(input: $input) {
  user { phone } userErrors { field message code } } }`;
const CREATE = `mutation C($input: CreateCompanyUserInput!) { createCompanyUser(input: $input) {
  user { id username } userErrors { field message code } } }`;
const SEND_RESET = `mutation S($id: ID!) { sendCompanyUserPasswordReset(input: { id: $id }) { message userErrors { message } } }`;
const RESET = `mutation R($input: ResetPasswordInput!) { resetPassword(input: $input) { message userErrors { message code } } }`;

type Limit = {
  itemType: string;
  isSupervisor: boolean;
  isMaster: boolean;
  spendLimit: number | null;
  maxLimit: number | null;
  limitType: string;
  limitTermYears: number;
  limitResetDate: string | null;
  amountSpent: number;
  supervisors: { id: string }[];
};
type Loaded = {
  companyUser: {
    id: string;
    name: string;
    phone: string | null;
    phoneExtension: string | null;
    permissions: string[];
    limits: Limit[];
  };
};
type Saved = {
  updateCompanyUser: { user: { phone: string } | null; userErrors: { field: string; message: string }[] };
};

/** The limit rows as the dialog sends them back when the administrator did not touch them. */
const asLoaded = (limit: Limit) => ({
  itemType: limit.itemType,
  isSupervisor: limit.isSupervisor,
  isMaster: limit.isMaster,
  spendLimit: limit.spendLimit === null ? '' : String(limit.spendLimit),
  noSpendLimit: limit.spendLimit === null,
  maxLimit: limit.maxLimit === null ? '' : String(limit.maxLimit),
  noMaxLimit: limit.maxLimit === null,
  limitType: limit.limitType,
  limitTermYears: String(limit.limitTermYears),
  limitResetDate: limit.limitResetDate ?? '',
  termSpending: String(limit.amountSpent),
  supervisorIds: limit.supervisors.map((s) => s.id),
});

const save = (admin: TestClient, user: Loaded['companyUser'], phone: string, limits: ReturnType<typeof asLoaded>[]) =>
  admin.gql<Saved>(UPDATE, {
    input: {
      id: user.id,
      name: user.name,
      phone,
      phoneExtension: user.phoneExtension ?? '',
      permissions: user.permissions,
      limits,
    },
  });

// Northwind's billing user (id 52), whose rows are seeded like Uma Units' (no reset date), and whom no
// other test edits: Uma's own profile tests change her phone on the shared stack meanwhile.
describe('a units company’s administrator edits one of its users', () => {
  it('saves a phone change although the limit rows have no reset date, and checks only a changed row', async ({
    unitsAdmin,
  }) => {
    const uma = (await unitsAdmin.gql<Loaded>(USER, { id: '52' })).data!.companyUser;
    expect(uma.limits.some((limit) => limit.limitResetDate === null)).toBe(true);
    const rows = uma.limits.map(asLoaded);
    const saved = await save(unitsAdmin, uma, '555-0177', rows);
    expect(saved.data!.updateCompanyUser).toEqual({ user: { phone: '555-0177' }, userErrors: [] });

    // A row the administrator changed still needs its term and a future reset date, named for its field.
    const changed = rows.map((row, i) => (i === 0 ? { ...row, spendLimit: '40', noSpendLimit: false } : row));
    const refused = await save(unitsAdmin, uma, '555-0188', changed);
    expect(refused.data!.updateCompanyUser.userErrors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'limits.0.limitReset',
          message: `${rows[0]!.itemType} Limit Reset Date (must be future date)`,
        }),
      ]),
    );
    // The stack is shared: the user gets their phone back.
    expect((await save(unitsAdmin, uma, uma.phone ?? '', rows)).data!.updateCompanyUser.userErrors).toEqual([]);
  });
});

type Mail = { kind: string; to: string; link: string | null };

describe('force user to create password', () => {
  it('welcomes the new user by mail to /reset-welcome, where they set the password they log in with', async ({
    admin,
    stack,
  }) => {
    const username = `welcome.${Date.now()}@acme.example`;
    const created = await admin.gql<{ createCompanyUser: { user: { id: string } | null; userErrors: unknown[] } }>(
      CREATE,
      { input: { name: 'Wade Welcome', username, forcePasswordReset: true, permissions: ['CAN_SUBMIT_ORDERS'] } },
    );
    expect(created.data!.createCompanyUser.userErrors).toEqual([]);
    const id = created.data!.createCompanyUser.user!.id;
    const lastMail = async () =>
      ((await (await fetch(`${stack.sandboxUrl}/__sandbox/mail`)).json()) as Mail[]).find((m) => m.to === username)!;
    const welcome = await lastMail();
    expect(welcome.kind).toBe('welcome');
    const link = new URL(welcome.link!);
    expect(link.origin).toBe(stack.gateway.url);
    expect(link.pathname).toBe('/reset-welcome');
    expect(link.searchParams.get('u')).toBe(username);

    // Until they have created their password, the administrator's reset sends the welcome again.
    await admin.gql(SEND_RESET, { id });
    const again = new URL((await lastMail()).link!);
    expect(again.pathname).toBe('/reset-welcome');
    expect(again.searchParams.get('p')).not.toBe(link.searchParams.get('p'));

    const set = await stack.client().gql<{ resetPassword: { message: string | null; userErrors: unknown[] } }>(RESET, {
      input: { username, hash: again.searchParams.get('p')!, password: 'mine1234', confirmPassword: 'mine1234' },
    });
    expect(set.data!.resetPassword).toEqual({ message: 'Password successfully updated.', userErrors: [] });
    const wade = stack.client();
    await wade.login(username, 'mine1234');
    expect((await wade.gql<{ viewer: { id: string } }>('{ viewer { id } }')).data!.viewer.id).toBe(id);

    // Now they have a password of their own: a reset is an ordinary reset.
    await admin.gql(SEND_RESET, { id });
    expect(new URL((await lastMail()).link!).pathname).toBe('/reset');
  });
});
