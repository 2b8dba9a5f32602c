import { describe, expect } from 'vitest';
import { ADMIN_MESSAGES } from '@mro/rules/administration';
import { test as it } from '../testing/fixtures.ts';
import type { TestClient } from '../testing/stack.ts';

const PAGE = `query P($input: CompanyUsersInput!) { companyUsers(input: $input) { totalCount page pageSize nodes { id username active isViewer } } }`;
const USER = `id username name active isViewer permissions limits { itemType spendLimit maxLimit isSupervisor supervisors { id } }`;
const ONE = `query O($id: ID!) { companyUser(id: $id) { ${USER} } }`;
const PAYLOAD = `user { ${USER} } userErrors { field message code }`;
const CREATE = `mutation C($input: CreateCompanyUserInput!) { createCompanyUser(input: $input) { ${PAYLOAD} } }`;
const UPDATE = `mutation U($input: UpdateCompanyUserInput!) { updateCompanyUser(input: $input) { ${PAYLOAD} } }`;
const DEACTIVATE = `mutation D($id: ID!) { deactivateCompanyUser(input: { id: $id }) { ${PAYLOAD} } }`;
const REACTIVATE = `mutation R($id: ID!) { reactivateCompanyUser(input: { id: $id }) { ${PAYLOAD} } }`;
const RESET = `mutation S($id: ID!) { sendCompanyUserPasswordReset(input: { id: $id }) { message userErrors { code message } } }`;

type Errors = { field: string | null; message: string; code: string }[];
type User = {
  id: string;
  username: string;
  active: boolean;
  permissions: string[];
  limits: { itemType: string; spendLimit: number | null; supervisors: { id: string }[] }[];
};
type Page = { totalCount: number; page: number; pageSize: number; nodes: { username: string; active: boolean }[] };

const page = async (client: TestClient, input: Record<string, unknown>) =>
  (await client.gql<{ companyUsers: Page }>(PAGE, { input })).data!.companyUsers;

const limitRow = (itemType: string, spendLimit: string) => ({
  itemType,
  isSupervisor: false,
  isMaster: false,
  spendLimit,
  noSpendLimit: false,
  maxLimit: '',
  noMaxLimit: true,
  limitType: '',
  limitTermYears: '',
  limitResetDate: '',
  termSpending: '',
  supervisorIds: ['2'],
});

describe('manage users', () => {
  it('pages the company’s users by username to the last page, filtered and active only', async ({ admin }) => {
    const first = await page(admin, {});
    expect(first).toMatchObject({ page: 1, pageSize: 10 });
    expect(first.totalCount).toBeGreaterThan(300);
    const names = first.nodes.map((n) => n.username);
    expect(names).toEqual([...names].sort());
    const lastPage = Math.ceil(first.totalCount / 100);
    const last = await page(admin, { page: lastPage, pageSize: 100 });
    expect(last.nodes).toHaveLength(first.totalCount - (lastPage - 1) * 100);
    const active = await page(admin, { activeOnly: true, pageSize: 100 });
    expect(active.totalCount).toBeLessThan(first.totalCount);
    expect(active.nodes.every((n) => n.active)).toBe(true);
    expect((await page(admin, { filter: 'bianca' })).nodes.map((n) => n.username)).toEqual(['buyer@acme.example']);
    const bad = await admin.gql(PAGE, { input: { pageSize: 7 } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('creates a user with limits, who logs in; refuses the dialog’s broken rules with their messages', async ({
    admin,
    stack,
  }) => {
    const broken = await admin.gql<{ createCompanyUser: { userErrors: Errors } }>(CREATE, {
      input: {
        name: '',
        username: 'not-an-email',
        password: 'short',
        permissions: ['REQUIRE_CC', 'DISABLE_CC'],
        limits: [{ ...limitRow('Tools', '-3'), isMaster: true }],
      },
    });
    const messages = broken.data!.createCompanyUser.userErrors.map((e) => `${e.field}: ${e.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'name: Name is required.',
        'require_cc: This option needs Can submit orders.',
        `disable_cc: ${ADMIN_MESSAGES.ccExclusive}`,
        `limits.0.spendLimit: ${ADMIN_MESSAGES.limitInvalid}`,
        `limits.0.isMaster: ${ADMIN_MESSAGES.masterNeedsSupervisor}`,
      ]),
    );
    const created = await admin.gql<{ createCompanyUser: { user: User | null; userErrors: Errors } }>(CREATE, {
      input: {
        name: 'Gina Gateway',
        username: 'gina.gateway@acme.example',
        password: 'secret1x',
        permissions: ['CAN_SUBMIT_ORDERS', 'ORDER_HISTORY', 'CAN_MULTIVIEW'],
        limits: [limitRow('Tools', '250')],
      },
    });
    expect(created.data!.createCompanyUser.userErrors).toEqual([]);
    const user = created.data!.createCompanyUser.user!;
    // Multiview needs super access: an administrator's request for it is dropped.
    expect(user.permissions.sort()).toEqual(['CAN_SUBMIT_ORDERS', 'ORDER_HISTORY']);
    expect(user.limits.find((l) => l.itemType === 'Tools')).toMatchObject({
      spendLimit: 250,
      supervisors: [{ id: '2' }],
    });
    const gina = stack.client();
    await gina.login('gina.gateway@acme.example', 'secret1x');
    expect((await gina.gql<{ viewer: { id: string } }>('{ viewer { id } }')).data!.viewer.id).toBe(user.id);
    const again = await admin.gql<{ createCompanyUser: { userErrors: Errors } }>(CREATE, {
      input: { name: 'Dup', username: 'gina.gateway@acme.example', password: 'secret1x', permissions: [] },
    });
    expect(again.data!.createCompanyUser.userErrors[0]).toMatchObject({ field: 'username', code: 'INVALID_INPUT' });
  });

  it('deactivates and reactivates a user, never the viewer, and mails a reset (throttled)', async ({ admin }) => {
    // A user of its own: the stack is shared, and the reset throttle counts per user name.
    const created = await admin.gql<{ createCompanyUser: { user: User } }>(CREATE, {
      input: {
        name: 'Rhea Reset',
        username: `rhea.reset.${Date.now()}@acme.example`,
        password: 'secret1x',
        permissions: ['CAN_SUBMIT_ORDERS'],
      },
    });
    const id = created.data!.createCompanyUser.user.id;
    const off = await admin.gql<{ deactivateCompanyUser: { user: User } }>(DEACTIVATE, { id });
    expect(off.data!.deactivateCompanyUser.user.active).toBe(false);
    const on = await admin.gql<{ reactivateCompanyUser: { user: User } }>(REACTIVATE, { id });
    expect(on.data!.reactivateCompanyUser.user.active).toBe(true);
    const self = await admin.gql<{ deactivateCompanyUser: { userErrors: Errors } }>(DEACTIVATE, { id: '3' });
    expect(self.data!.deactivateCompanyUser.userErrors[0]).toMatchObject({
      code: 'FORBIDDEN',
      message: ADMIN_MESSAGES.notYourself,
    });
    const sent = await admin.gql<{ sendCompanyUserPasswordReset: { message: string } }>(RESET, { id });
    expect(sent.data!.sendCompanyUserPasswordReset.message).toMatch(/^A password reset e-mail was sent to /);
    for (let i = 0; i < 3; i += 1) await admin.gql(RESET, { id });
    const throttled = await admin.gql<{ sendCompanyUserPasswordReset: { userErrors: Errors } }>(RESET, { id });
    expect(throttled.data!.sendCompanyUserPasswordReset.userErrors[0]?.message).toBe(ADMIN_MESSAGES.resetThrottled);
  });

  it('another company’s administrator cannot read or change Acme’s users', async ({ stack }) => {
    const globex = await stack.clientAs('admin@globex.example');
    const own = await page(globex, {});
    expect(own.nodes.every((n) => !n.username.endsWith('@acme.example'))).toBe(true);
    const read = await globex.gql(ONE, { id: '1' });
    expect(read.errors?.[0]).toMatchObject({ message: ADMIN_MESSAGES.userNotFound, extensions: { code: 'NOT_FOUND' } });
    const change = await globex.gql<{ updateCompanyUser: { userErrors: Errors } }>(UPDATE, {
      input: { id: '1', name: 'Hijack', permissions: [] },
    });
    expect(change.data!.updateCompanyUser.userErrors[0]?.code).toBe('NOT_FOUND');
    const off = await globex.gql<{ deactivateCompanyUser: { userErrors: Errors } }>(DEACTIVATE, { id: '1' });
    expect(off.data!.deactivateCompanyUser.userErrors[0]?.code).toBe('NOT_FOUND');
  });
});
