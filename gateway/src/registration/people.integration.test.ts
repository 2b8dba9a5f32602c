// The real path of the people an administrator manages and of the people who join (registration,
// password recovery, the profile), and the invoices they read: state the sandbox keeps across calls
// (a created user logs in; a deactivated one is reactivated; a profile change waits for its approver;
// a summary invoice is submitted). Rules, mappings and refusals are unit tests beside each domain.
// The stack is shared by the whole suite: each test makes its own data or changes data no other
// test reads.
import { describe, expect } from 'vitest';
import { DEMO_PASSWORD } from '@mro/erp-sandbox';
import { test as it } from '../testing/fixtures.ts';
import { INVOICE_EMAIL_FAILED } from '@mro/rules/invoices';
import {
  CREATE,
  DEACTIVATE,
  REACTIVATE,
  SEND_RESET,
  INVOICES,
  EMAIL,
  SUMMARIES,
  DETAIL,
  SUBMIT,
  RECOVER,
  RESET,
  PROFILE,
  UPDATE,
  REQUESTS,
  RESOLVE,
  draft,
  limitRow,
  type Inv,
  type Outcome,
  type ProfileAnswer,
  type Update,
  type Requests,
  type Errors,
  type User,
  CATALOGS,
  ROSTER_USER,
  readAccess,
  updateAccess,
  type Access,
} from './people-operations.ts';

describe('manage users', () => {
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
        `disable_cc: Require credit card and disable credit card cannot both be on.`,
        `limits.0.spendLimit: Enter an amount of 0 or more, or check No limit.`,
        `limits.0.isMaster: A master approver must also be a supervisor.`,
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
      message: 'You cannot deactivate your own account.',
    });
    const sent = await admin.gql<{ sendCompanyUserPasswordReset: { message: string } }>(SEND_RESET, { id });
    expect(sent.data!.sendCompanyUserPasswordReset.message).toMatch(/^A password reset e-mail was sent to /);
    for (let i = 0; i < 3; i += 1) await admin.gql(SEND_RESET, { id });
    const throttled = await admin.gql<{ sendCompanyUserPasswordReset: { userErrors: Errors } }>(SEND_RESET, { id });
    expect(throttled.data!.sendCompanyUserPasswordReset.userErrors[0]?.message).toBe(
      'A password reset e-mail was sent to this user a moment ago. Please wait before sending another.',
    );
  });
});

describe('open and paid invoices', () => {
  it('pages 50 by default, sorts by due date for aging, and spreads open invoices over aging buckets', async ({
    buyer,
  }) => {
    const open = await buyer.gql<{ invoices: { totalCount: number; pageSize: number; nodes: Inv[] } }>(INVOICES, {
      input: { status: 'OPEN', sortByDueDate: true, pageSize: 100 },
    });
    const page = open.data!.invoices;
    expect(page.nodes.length).toBeGreaterThan(5);
    const due = page.nodes.map((n) => n.dueDate);
    expect(due).toEqual([...due].sort());
    expect(new Set(page.nodes.map((n) => n.agingBucket)).size).toBeGreaterThanOrEqual(3);
    const paid = await buyer.gql<{ invoices: { pageSize: number; nodes: Inv[] } }>(INVOICES, {
      input: { status: 'PAID' },
    });
    expect(paid.data!.invoices.pageSize).toBe(50);
    expect(paid.data!.invoices.nodes.every((n) => n.balance.value === 0 && n.agingBucket === null)).toBe(true);
  });

  it('e-mails an invoice with the three messages of the spec', async ({ buyer }) => {
    const paid = await buyer.gql<{ invoices: { nodes: Inv[] } }>(INVOICES, { input: { status: 'PAID', pageSize: 1 } });
    const sent = await buyer.gql<{ sendInvoiceEmail: { message: string | null; userErrors: { message: string }[] } }>(
      EMAIL,
      { input: { orderNumber: paid.data!.invoices.nodes[0]!.orderNumber } },
    );
    expect(sent.data!.sendInvoiceEmail).toEqual({ message: 'Email successfully sent!', userErrors: [] });
    const unknown = await buyer.gql<{ sendInvoiceEmail: { userErrors: { message: string }[] } }>(EMAIL, {
      input: { orderNumber: '9999999-00' },
    });
    expect(unknown.data!.sendInvoiceEmail.userErrors.map((e) => e.message)).toEqual(['Unable to find order.']);
    const quote = await buyer.gql<{ orderHistory: { nodes: { orderNumber: string }[] } }>(
      '{ orderHistory(input: { mine: false, text: "Q-CONVERT-A" }) { nodes { orderNumber } } }',
    );
    const failed = await buyer.gql<{ sendInvoiceEmail: { userErrors: { message: string }[] } }>(EMAIL, {
      input: { orderNumber: quote.data!.orderHistory.nodes[0]!.orderNumber },
    });
    expect(failed.data!.sendInvoiceEmail.userErrors.map((e) => e.message)).toEqual([INVOICE_EMAIL_FAILED]);
  });
});

describe('summary invoices', () => {
  it('are punch-out only: filter by status and text, download 8 and 17 columns, and submit', async ({ stack }) => {
    // The same flags in a standard session: refused (cart-checkout-orders §6).
    const standard = await stack.clientAs('billing@acme.example');
    const refused = await standard.gql(SUMMARIES, { input: {} });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const billing = await stack.clientAs('punchbilling@acme.example');
    const pending = await billing.gql<{
      summaryInvoices: {
        totalCount: number;
        nodes: { billingNumber: string; groupNumber: string; costCenter: string; status: string }[];
      };
    }>(SUMMARIES, { input: { status: 'PENDING' } });
    const first = pending.data!.summaryInvoices.nodes[0]!;
    expect(pending.data!.summaryInvoices.nodes.every((n) => n.status === 'PENDING')).toBe(true);
    const long = await billing.gql(SUMMARIES, { input: { text: 'x'.repeat(26) } });
    expect(long.errors?.[0]?.message).toBe('Search text may be at most 25 characters.');
    const csv = await billing.gql<{ summaryInvoicesCsv: string }>('{ summaryInvoicesCsv }');
    const rows = csv.data!.summaryInvoicesCsv.trim().split('\r\n');
    // The spec's columns, quoted (this file is no invoices domain module: it may not import them).
    expect(rows[0]!.split(',')).toEqual([
      'Requisition Id',
      'Billing #',
      'Group #',
      'Billing Date',
      'Deliver To',
      'Cost Center',
      'Sub Total',
      'Status',
    ]);
    expect(rows[1]!.split(',')).toHaveLength(8);
    const input = { billingNumber: first.billingNumber, groupNumber: first.groupNumber, costCenter: first.costCenter };
    const detail = await billing.gql<{ summaryInvoice: { lineCount: number; lines: unknown[] } }>(DETAIL, { input });
    expect(detail.data!.summaryInvoice.lines).toHaveLength(detail.data!.summaryInvoice.lineCount);
    const detailCsv = await billing.gql<{ summaryInvoiceCsv: string }>(
      'query C($input: SummaryInvoiceInput!) { summaryInvoiceCsv(input: $input) }',
      { input },
    );
    expect(detailCsv.data!.summaryInvoiceCsv.split('\r\n')[0]!.split(',')).toEqual([
      ...['Billing #', 'Group #', 'Billing Date', 'Deliver To', 'Cost Center', 'Ship To', 'Status'],
      ...['Line #', 'Item Description', 'Item Part #', 'Customer Part #', 'Quantity', 'Unit of Measure'],
      ...['Unit Price', 'Total Price', 'UNSPSC', 'Manufacturer Part #'],
    ]);
    const notPunchOut = await standard.gql<{ submitSummaryInvoice: { userErrors: { code: string }[] } }>(SUBMIT, {
      input,
    });
    expect(notPunchOut.data!.submitSummaryInvoice.userErrors).toEqual([{ code: 'FORBIDDEN' }]);
    const submitted = await billing.gql<{ submitSummaryInvoice: { summaryInvoice: { status: string } | null } }>(
      SUBMIT,
      { input },
    );
    expect(submitted.data!.submitSummaryInvoice.summaryInvoice?.status).toBe('SUBMITTED');
    const foreign = await (await stack.clientAs('buyer@globex.example')).gql(DETAIL, { input });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

// Password recovery's steps as a client and the sandbox's mailbox see them.
const recoveryTest = it
  .extend(
    'recover',
    ({ stack }) =>
      async (username: string) =>
        (await stack.client().gql<{ requestPasswordReset: Outcome }>(RECOVER, { input: { username } })).data!
          .requestPasswordReset,
  )
  .extend(
    'reset',
    ({ stack }) =>
      async (input: Record<string, string>) =>
        (await stack.client().gql<{ resetPassword: Outcome }>(RESET, { input })).data!.resetPassword,
  )
  .extend('lastLink', ({ stack }) => async (to: string) => {
    const mail = (await (await fetch(`${stack.sandboxUrl}/__sandbox/mail`)).json()) as {
      to: string;
      link: string | null;
    }[];
    const link = new URL(mail.find((m) => m.to === to)!.link!);
    return { link, h: link.searchParams.get('h')!, u: link.searchParams.get('u')! };
  });

describe('password recovery', () => {
  recoveryTest(
    'mails a reset link to the store, which sets a new password that logs in',
    async ({ stack, recover, lastLink, reset }) => {
      expect(await recover('Units@Northwind.example')).toEqual({
        message: 'Please check your e-mail for password reset instructions.',
        userErrors: [],
      });
      const { link, h, u } = await lastLink('units@northwind.example');
      expect(link.origin).toBe(stack.gateway.url);
      expect(link.pathname).toBe('/reset');
      expect(await reset({ username: u, hash: h, password: 'fresh123', confirmPassword: 'fresh123' })).toEqual({
        message: 'Password successfully updated.',
        userErrors: [],
      });
      await stack.client().login('units@northwind.example', 'fresh123');
      expect(
        (await reset({ username: u, hash: h, password: 'again123', confirmPassword: 'again123' })).userErrors,
      ).toEqual([{ field: null, code: 'NOT_FOUND', message: 'Link has expired, please reset your password.' }]);
      // The stack is shared: Uma gets the demo password back for the tests that log in as her.
      await recover('units@northwind.example');
      const back = await lastLink('units@northwind.example');
      const restored = await reset({
        username: back.u,
        hash: back.h,
        password: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
      });
      expect(restored.userErrors).toEqual([]);
    },
  );

  recoveryTest('reports an expired link', async ({ stack, recover, lastLink, reset }) => {
    await recover('buyer@globex.example');
    const { h, u } = await lastLink('buyer@globex.example');
    await fetch(`${stack.sandboxUrl}/__sandbox/reset-links/expire`, { method: 'POST' });
    expect(
      (await reset({ username: u, hash: h, password: 'fresh123', confirmPassword: 'fresh123' })).userErrors[0]?.message,
    ).toBe('Link has expired, please reset your password.');
  });
});

describe('register', () => {
  it('registers a new user as PENDING', async ({ stack }) => {
    const registered = await stack
      .client()
      .gql<{ registerAccount: unknown }>(
        'mutation ($input: RegisterAccountInput!) { registerAccount(input: $input) { status message userErrors { field message code } } }',
        {
          input: {
            customerNumber: '10005',
            registrationType: 'NEW',
            username: 'Nina@Initech.example',
            name: 'Nina New',
            phone: '555-0199',
            phoneExtension: '12',
            password: 'abc123',
            confirmPassword: 'abc123',
          },
        },
      );
    expect(registered.data!.registerAccount).toEqual({
      status: 'PENDING',
      message: 'Your account has been successfully created.',
      userErrors: [],
    });
  });
});

describe('the profile', () => {
  it('saves a change that needs approval as pending, which the approver approves', async ({ units, unitsAdmin }) => {
    const saved = await units.gql<Update>(UPDATE, {
      input: draft({
        customFields: [
          { id: '201', value: 'CC-555' },
          { id: '202', value: 'Day' },
        ],
      }),
    });
    expect(saved.data!.updateProfile.userErrors).toEqual([]);
    expect(saved.data!.updateProfile.pendingApprovals).toEqual(['Cost Center']);
    expect(saved.data!.updateProfile.profile!.customFields).toEqual([
      { id: '201', value: 'CC-100', pendingValue: 'CC-555' },
      { id: '202', value: 'Day', pendingValue: null },
    ]);
    // Saving again without touching it keeps the change waiting.
    const again = await units.gql<Update>(UPDATE, {
      input: draft({
        customFields: [
          { id: '201', value: 'CC-100' },
          { id: '202', value: 'Day' },
        ],
      }),
    });
    expect(again.data!.updateProfile.pendingApprovals).toEqual([]);
    expect(again.data!.updateProfile.profile!.customFields[0]!.pendingValue).toBe('CC-555');

    const list = (await unitsAdmin.gql<Requests>(REQUESTS, { input: { page: 1, pageSize: 25 } })).data!
      .profileUpdateRequests;
    expect(list.totalCount).toBe(141);
    expect(list.pendingCount).toBe(21);
    const mine = list.nodes[0]!;
    expect(mine).toMatchObject({
      userEmail: 'units@northwind.example',
      cdfValue: 'CC-555',
      status: 'PENDING',
      canResolve: true,
    });
    const last = (await unitsAdmin.gql<Requests>(REQUESTS, { input: { page: 6, pageSize: 25 } })).data!
      .profileUpdateRequests;
    expect(last.nodes).toHaveLength(16);
    expect(last.nodes.every((n) => n.status !== 'PENDING' && !n.canResolve)).toBe(true);

    const approved = await unitsAdmin.gql(RESOLVE, { input: { id: mine.id, decision: 'APPROVE' } });
    expect(approved.data).toEqual({
      resolveProfileUpdateRequest: { request: { id: mine.id, status: 'APPROVED', canResolve: false }, userErrors: [] },
    });
    const twice = await unitsAdmin.gql(RESOLVE, { input: { id: mine.id, decision: 'REJECT' } });
    expect(twice.data).toEqual({
      resolveProfileUpdateRequest: {
        request: null,
        userErrors: [{ field: 'id', message: 'We were unable to process your request.' }],
      },
    });
    const after = (await units.gql<ProfileAnswer>(PROFILE)).data!.profile.customFields[0]!;
    expect(after).toMatchObject({ value: 'CC-555', pendingValue: null });
  });
});

describe('the user dialog’s departments, catalogs and roles', () => {
  it('saves a user’s departments and default, which the user’s profile then shows', async ({ admin, stack }) => {
    const wrong = await updateAccess(admin, {
      id: ROSTER_USER,
      departments: { keys: ['MAINT'], defaultKey: 'SAFETY', allowAll: false },
    });
    expect(wrong.userErrors).toEqual([
      {
        field: 'departments.defaultKey',
        message: "The default department must be one of the user's departments.",
        code: 'INVALID_INPUT',
      },
    ]);
    const saved = await updateAccess(admin, {
      id: ROSTER_USER,
      departments: { keys: ['MAINT', 'SAFETY'], defaultKey: 'SAFETY', allowAll: false },
    });
    expect(saved.userErrors).toEqual([]);
    expect(saved.user!.departments).toEqual([
      { key: 'MAINT', description: 'Maintenance', isDefault: false },
      { key: 'SAFETY', description: 'Safety', isDefault: true },
    ]);
    const unknown = await updateAccess(admin, { id: ROSTER_USER, departments: { keys: ['NOPE'], allowAll: false } });
    expect(unknown.userErrors[0]?.message).toMatch(/NOPE is not an active department/);
    const { username } = (
      await admin.gql<{ companyUser: { username: string } }>(`query { companyUser(id: "${ROSTER_USER}") { username } }`)
    ).data!.companyUser;
    const user = await stack.clientAs(username);
    const profile = await user.gql<{ profile: { departments: { key: string; isDefault: boolean }[] } }>(
      '{ profile { departments { key isDefault } } }',
    );
    expect(profile.data!.profile.departments).toEqual([
      { key: 'MAINT', isDefault: false },
      { key: 'SAFETY', isDefault: true },
    ]);
  });

  it('lets a super administrator search catalogs and give a user Custom_Null only, or the super role', async ({
    superadmin,
    admin,
  }) => {
    const all = (await superadmin.gql<{ catalogChoices: Access['catalogs'] }>(CATALOGS)).data!.catalogChoices;
    expect(all.map((c) => c.name)).toEqual(['2014BSWebCatalog', 'Custom_Null', 'SafetyCatalog']);
    expect(all.every((c) => typeof c.productCount === 'number')).toBe(true);
    const safety = (await superadmin.gql<{ catalogChoices: Access['catalogs'] }>(CATALOGS, { search: 'safety' })).data!
      .catalogChoices;
    expect(safety.map((c) => c.label)).toEqual(['Safety Catalog']);
    const counted = await readAccess(superadmin, ROSTER_USER);
    expect(counted.catalogs.every((c) => (c.productCount ?? 0) > 0)).toBe(true);
    const nulled = await updateAccess(superadmin, { id: ROSTER_USER, catalogs: ['Custom_Null'] });
    expect(nulled.user!.catalogs).toEqual([{ name: 'Custom_Null', label: 'Custom_Null', productCount: 0 }]);
    const none = await updateAccess(superadmin, { id: ROSTER_USER, catalogs: [] });
    expect(none.userErrors[0]?.message).toBe('A user needs at least one catalog.');
    const promoted = await updateAccess(superadmin, { id: ROSTER_USER, isSuperAdmin: true });
    expect(promoted.user).toMatchObject({ isAdmin: true, isSuperAdmin: true });
    // A plain administrator cannot take it back.
    expect((await updateAccess(admin, { id: ROSTER_USER, isSuperAdmin: false })).userErrors[0]?.code).toBe('FORBIDDEN');
  });
});
