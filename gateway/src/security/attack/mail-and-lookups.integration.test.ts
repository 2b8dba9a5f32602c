// Issue 31, findings 5 and 7, on a stack behind one trusted proxy (the client address is the
// X-Forwarded-For entry it appends). Finding 5: 15 of 15 customer applications from one address
// mailed 'Application Pending' to one victim and queued 15 applications. Finding 7: any company
// administrator learned, unthrottled, which addresses have an account ('There is already an account
// for …'). Each fails if its finding comes back. Attack classes 11 (mail flooding) and 12 (account
// probing) record their figures here.
import { describe, expect } from 'vitest';
import { stackTest } from '../../testing/fixtures.ts';
import { callsOf } from '../../testing/stack.ts';
import { attackFigures } from './figures/record.ts';

const it = stackTest({ trustedProxies: 1 });
const from = (address: string) => ({ 'x-forwarded-for': address });

type Errors = { code: string; message: string; retryAfterSeconds: number | null }[];

const APPLY = `mutation ($input: SubmitCustomerApplicationInput!) {
  submitCustomerApplication(input: $input) { applicationId message userErrors { code message retryAfterSeconds } } }`;
type Applied = {
  submitCustomerApplication: { applicationId: string | null; message: string | null; userErrors: Errors };
};
const QUEUE = '{ customerApplications(input: { pageSize: 10 }) { totalCount } }';

const application = (email: string) => ({
  customerType: 'NEW',
  email,
  name: 'Vic Victim',
  companyName: 'Victim Tooling',
  companyDba: 'Victim',
  city: 'Tulsa',
  state: 'OK',
  companyPhone: '555-010-2020',
});

const TOO_MANY = /^Too many attempts\. Please try again in \d+ (seconds?|minutes?)\.$/;

describe('finding 5: customer applications are throttled', () => {
  it('refuses the 16th application from one address: no mail, nothing queued', async ({ stack, associate }) => {
    const queued = async () =>
      (await associate.gql<{ customerApplications: { totalCount: number } }>(QUEUE)).data!.customerApplications
        .totalCount;
    const before = await queued();
    await stack.resetErpCalls();
    const outcomes: Applied['submitCustomerApplication'][] = [];
    const figures = attackFigures(11);
    for (let n = 0; n < 16; n += 1) {
      const result = await figures.send(() =>
        stack.client().gql<Applied>(APPLY, { input: application(`applicant${n}@victim.example`) }, from('192.0.2.60')),
      );
      outcomes.push(result.data!.submitCustomerApplication);
    }
    // The sandbox mails 'Application Pending' and queues the application on this call only.
    const mailed = callsOf(await stack.erpCalls(), 'POST /customer-application');
    figures.gotThrough(mailed);
    expect(outcomes.slice(0, 15).every((o) => o.applicationId !== null && o.userErrors.length === 0)).toBe(true);
    const refused = outcomes[15]!;
    expect(refused.applicationId).toBeNull();
    expect(refused.userErrors).toHaveLength(1);
    expect(refused.userErrors[0]!.code).toBe('THROTTLED');
    expect(refused.userErrors[0]!.message).toMatch(TOO_MANY);
    expect(refused.userErrors[0]!.retryAfterSeconds).toBeGreaterThan(0);
    expect(mailed).toBe(15);
    expect(await queued()).toBe(before + 15);
  });

  it('mails one applicant address at most 3 times an hour, from however many addresses', async ({ stack }) => {
    await stack.resetErpCalls();
    const codes: string[] = [];
    const figures = attackFigures(11);
    for (let n = 0; n < 10; n += 1) {
      const result = await figures.send(() =>
        stack
          .client()
          .gql<Applied>(APPLY, { input: application('Target@Victim.example') }, from(`198.51.100.${60 + n}`)),
      );
      codes.push(result.data!.submitCustomerApplication.userErrors[0]?.code ?? 'SUBMITTED');
    }
    const mailed = callsOf(await stack.erpCalls(), 'POST /customer-application');
    figures.gotThrough(mailed);
    expect(codes).toEqual([...Array<string>(3).fill('SUBMITTED'), ...Array<string>(7).fill('THROTTLED')]);
    expect(mailed).toBe(3);
  });
});

const CREATE = `mutation ($input: CreateCompanyUserInput!) {
  createCompanyUser(input: $input) { user { username } userErrors { code message field retryAfterSeconds } } }`;
type Created = {
  createCompanyUser: { user: { username: string } | null; userErrors: (Errors[number] & { field: string | null })[] };
};
const newUser = (username: string) => ({ name: 'Probe', username, password: 'secret1x', permissions: [] });
const EXISTING = [
  'approver@acme.example',
  'buyer@globex.example',
  'units@northwind.example',
  'superadmin@vallen.example',
  'buyer@stark.example',
];

describe('finding 7: "There is already an account for …" is throttled per administrator', () => {
  it('tells an administrator of 10 existing accounts an hour, then refuses creation without asking the ERP', async ({
    stack,
    admin,
    unitsAdmin,
  }) => {
    const create = async (client: typeof admin, username: string) =>
      (await client.gql<Created>(CREATE, { input: newUser(username) }, from('192.0.2.70'))).data!.createCompanyUser;
    expect((await create(admin, 'first.hire@acme.example')).user).toEqual({ username: 'first.hire@acme.example' });

    const answers: string[] = [];
    const figures = attackFigures(12);
    const probe = figures.counting(create);
    for (let n = 0; n < 15; n += 1) {
      const outcome = await probe(admin, EXISTING[n % EXISTING.length]!);
      answers.push(outcome.userErrors[0]!.message);
    }
    expect(answers.slice(0, 10)).toEqual(
      Array.from({ length: 10 }, (_, n) => `There is already an account for ${EXISTING[n % EXISTING.length]}.`),
    );
    const retry = /^Too many attempts to add users who already have an account\. Please try again in \d+ minutes?\.$/;
    expect(answers.slice(10).every((message) => retry.test(message))).toBe(true);

    // While spent, a new address is refused too (before the ERP), so creation is no oracle either.
    await stack.resetErpCalls();
    const blocked = await probe(admin, 'second.hire@acme.example');
    figures.gotThrough(
      answers.filter((message) => message.startsWith('There is already an account')).length + (blocked.user ? 1 : 0),
    );
    expect(blocked.user).toBeNull();
    expect(blocked.userErrors[0]!.code).toBe('THROTTLED');
    expect(blocked.userErrors[0]!.message).toMatch(retry);
    expect(blocked.userErrors[0]!.retryAfterSeconds).toBeGreaterThan(0);
    expect(callsOf(await stack.erpCalls(), 'POST /user')).toBe(0);

    // Another administrator, from another address, is not held back by this one's probing.
    const other = await unitsAdmin.gql<Created>(
      CREATE,
      { input: newUser('new.hire@northwind.example') },
      from('192.0.2.71'),
    );
    expect(other.data!.createCompanyUser.user).toEqual({ username: 'new.hire@northwind.example' });
  });
});
