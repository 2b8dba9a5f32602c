// Throttling on one stack behind one trusted proxy (the client address is the X-Forwarded-For entry
// it appends, so each test floods from addresses of its own): attack findings 3, 5, 7 and 2; attack
// classes 11 (mail flooding), 12 (account probing) and 8 (login brute force) record their figures here.
// Finding 3 runs first: finding 2 locks the Acme buyer's account, whom finding 3's tests log in as.
import { describe, expect } from 'vitest';
import { startedStack, stackTest } from '../../testing/fixtures.ts';
import { callsOf } from '../../testing/stack.ts';
import { attackFigures } from '@mro/attack-figures';

const LOGIN =
  'mutation ($input: LoginInput!) { login(input: $input) { viewer { username } userErrors { code message retryAfterSeconds } } }';
type Login = {
  login: {
    viewer: { username: string } | null;
    userErrors: { code: string; message: string; retryAfterSeconds: number | null }[];
  };
};

const it = stackTest({ trustedProxies: 1 }).extend(
  'quick',
  { scope: 'file' },
  startedStack({
    trustedProxies: 1,
    loginThrottle: {
      account: { free: 3, baseSeconds: 1, maxSeconds: 2 },
      address: { free: 1_000, baseSeconds: 1, maxSeconds: 2 },
    },
  }),
);

// Finding 3: 50 reset mails to one account in 0.43 s, 50 contact messages as a guest, 20 invoices
// to an outside address. Fails if mail-sending mutations stop being throttled (typed THROTTLED with
// a retry time, never a 500), or if invoices can be mailed outside the user's company.
const from = (address: string) => ({ 'x-forwarded-for': address });
const TOO_MANY = /^Too many attempts\. Please try again in \d+ (seconds?|minutes?)\.$/;

type Outcome = {
  message: string | null;
  userErrors: { code: string; message: string; retryAfterSeconds: number | null }[];
};
const RECOVER =
  'mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message userErrors { code message retryAfterSeconds } } }';
const CONTACT =
  'mutation ($input: SendContactMessageInput!) { sendContactMessage(input: $input) { message userErrors { code message retryAfterSeconds } } }';
const INVOICE =
  'mutation ($input: SendInvoiceEmailInput!) { sendInvoiceEmail(input: $input) { message userErrors { code message retryAfterSeconds } } }';
const PAID = '{ invoices(input: { status: PAID, pageSize: 1 }) { nodes { orderNumber } } }';
const SHARE_LIST =
  'mutation ($input: ShareShoppingListInput!) { shareShoppingList(input: $input) { userErrors { code message retryAfterSeconds } } }';
const SHARE_CART =
  'mutation ($input: ShareCartInput!) { shareCart(input: $input) { userErrors { code message retryAfterSeconds } } }';

const tally = (outcomes: Outcome[]) =>
  outcomes.reduce<Record<string, number>>((counts, outcome) => {
    const code = outcome.userErrors[0]?.code ?? 'SENT';
    return { ...counts, [code]: (counts[code] ?? 0) + 1 };
  }, {});

const expectRetryTime = (outcomes: Outcome[]) => {
  for (const outcome of outcomes.filter((o) => o.userErrors[0]?.code === 'THROTTLED')) {
    expect(outcome.userErrors[0]?.retryAfterSeconds).toBeGreaterThan(0);
    expect(outcome.userErrors[0]?.message).toMatch(TOO_MANY);
  }
};

describe('finding 3: mail-sending mutations are throttled', () => {
  it('sends at most 3 of 50 reset mails to one account, from however many addresses', async ({ stack }) => {
    await stack.resetErpCalls();
    const outcomes: Outcome[] = [];
    const figures = attackFigures(11);
    for (let n = 0; n < 50; n += 1) {
      const result = await figures.send(() =>
        stack
          .client()
          .gql<{ requestPasswordReset: Outcome }>(
            RECOVER,
            { input: { username: 'approver@acme.example' } },
            from(`198.51.100.${n + 1}`),
          ),
      );
      expect(result.status).toBe(200);
      outcomes.push(result.data!.requestPasswordReset);
    }
    const mailed = callsOf(await stack.erpCalls(), 'PUT /user/{username}/hash');
    figures.gotThrough(mailed);
    expect(tally(outcomes)).toEqual({ SENT: 3, THROTTLED: 47 });
    expectRetryTime(outcomes);
    expect(mailed).toBe(3);
  });

  it('passes at most 10 of 50 guest contact messages from one address to the ERP', async ({ stack }) => {
    await stack.resetErpCalls();
    const outcomes: Outcome[] = [];
    const figures = attackFigures(11);
    for (let n = 0; n < 50; n += 1) {
      const input = {
        inquiry: 'GENERAL_INQUIRY',
        name: 'Flood',
        email: `flood${n}@spam.example`,
        phone: null,
        city: 'Nowhere',
        state: 'PA',
        message: `Message ${n}`,
      };
      const result = await figures.send(() => stack.client().gql<{ sendContactMessage: Outcome }>(CONTACT, { input }));
      outcomes.push(result.data!.sendContactMessage);
    }
    const mailed = callsOf(await stack.erpCalls(), 'POST /support');
    figures.gotThrough(mailed);
    expect(tally(outcomes)).toEqual({ SENT: 10, THROTTLED: 40 });
    expectRetryTime(outcomes);
    expect(mailed).toBe(10);
  });

  it('mails invoices only to the user or a colleague, and at most 30 an hour', async ({ buyer }) => {
    const paid = await buyer.gql<{ invoices: { nodes: { orderNumber: string }[] } }>(PAID);
    const orderNumber = paid.data!.invoices.nodes[0]!.orderNumber;
    const send = async (email?: string) =>
      (await buyer.gql<{ sendInvoiceEmail: Outcome }>(INVOICE, { input: { orderNumber, email } })).data!
        .sendInvoiceEmail;
    expect(await send('attacker@evil.example')).toEqual({
      message: null,
      userErrors: [
        {
          code: 'INVALID_INPUT',
          message: 'Invoices can be e-mailed only to you or to a user of your company.',
          retryAfterSeconds: null,
        },
      ],
    });
    expect((await send('buyer@globex.example')).userErrors[0]?.code).toBe('INVALID_INPUT');
    expect(await send('approver@acme.example')).toEqual({ message: 'Email successfully sent!', userErrors: [] });
    const outcomes: Outcome[] = [];
    for (let n = 0; n < 40; n += 1) outcomes.push(await send());
    expect(tally(outcomes)).toEqual({ SENT: 27, THROTTLED: 13 });
    expectRetryTime(outcomes);
  });

  it('throttles cart sharing per user', async ({ approver }) => {
    const outcomes: Outcome[] = [];
    for (let n = 0; n < 35; n += 1) {
      const result = await approver.gql<{ shareCart: Outcome }>(
        SHARE_CART,
        { input: { recipients: ['buyer@acme.example'] } },
        from('192.0.2.40'),
      );
      outcomes.push({ message: null, userErrors: result.data!.shareCart.userErrors });
    }
    expect(outcomes.slice(30).map((o) => o.userErrors[0]?.code)).toEqual(Array.from({ length: 5 }, () => 'THROTTLED'));
    expect(outcomes.slice(0, 30).some((o) => o.userErrors[0]?.code === 'THROTTLED')).toBe(false);
  });

  it('throttles list sharing per user', async ({ buyer }) => {
    const codes: string[] = [];
    for (let n = 0; n < 35; n += 1) {
      const result = await buyer.gql<{ shareShoppingList: Outcome }>(
        SHARE_LIST,
        { input: { id: '1002', usernames: n % 2 === 0 ? ['approver@acme.example'] : [] } },
        from('192.0.2.50'),
      );
      codes.push(result.data!.shareShoppingList.userErrors[0]?.code ?? 'SHARED');
    }
    expect(codes.slice(0, 30)).toEqual(Array.from({ length: 30 }, () => 'SHARED'));
    expect(codes.slice(30)).toEqual(Array.from({ length: 5 }, () => 'THROTTLED'));
  });
});

// Issue 31, findings 5 and 7. Finding 5: 15 of 15 customer applications from one address mailed
// 'Application Pending' to one victim and queued 15 applications. Finding 7: any company
// administrator learned, unthrottled, which addresses have an account ('There is already an account
// for …'). Each fails if its finding comes back.
type Errors = Outcome['userErrors'];

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

// Finding 2: 300 wrong passwords in 22 s, no lockout. Fails if wrong passwords keep reaching the ERP,
// if a lock does not say when to retry, or if the real owner stays locked out.
describe('finding 2: failed logins are throttled per account and per address', () => {
  it('lets 300 wrong passwords reach the ERP only a few times, each refusal typed, never a 500', async ({ stack }) => {
    await stack.resetErpCalls();
    const client = stack.client();
    const codes = new Map<string, number>();
    let lastLock = '';
    const figures = attackFigures(8);
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const result = await figures.send(() =>
        client.gql<Login>(
          LOGIN,
          { input: { username: 'buyer@acme.example', password: `wrong-${attempt}` } },
          { 'x-forwarded-for': `203.0.113.${attempt % 200}` },
        ),
      );
      expect(result.status).toBe(200);
      const error = result.data?.login.userErrors[0];
      codes.set(error?.code ?? 'none', (codes.get(error?.code ?? 'none') ?? 0) + 1);
      if (error?.code === 'THROTTLED') {
        expect(error.retryAfterSeconds).toBeGreaterThan(0);
        lastLock = error.message;
      }
    }
    // The right password during the lock is refused too: the lock is not an oracle.
    const right = await figures.send(() =>
      client.gql<Login>(LOGIN, { input: { username: 'buyer@acme.example', password: 'Demo1234!' } }),
    );
    const reached = callsOf(await stack.erpCalls(), 'POST /login_check');
    figures.gotThrough(reached + (right.data?.login.viewer ? 1 : 0));
    expect(codes.get('INVALID_CREDENTIALS')).toBe(4);
    expect(codes.get('THROTTLED')).toBe(296);
    expect(lastLock).toMatch(/^Too many failed log-in attempts\. Please try again in \d+ (seconds?|minutes?)\.$/);
    expect(reached).toBe(5);
    expect(right.data?.login.userErrors[0]?.code).toBe('THROTTLED');
  });

  it('locks an address that sprays many accounts, without locking those accounts elsewhere', async ({ stack }) => {
    const sprayer = stack.client();
    const results: string[] = [];
    for (let n = 0; n < 40; n += 1) {
      const result = await sprayer.gql<Login>(
        LOGIN,
        { input: { username: `user${n}@spray.example`, password: 'Summer2026!' } },
        { 'x-forwarded-for': '198.51.100.7' },
      );
      results.push(result.data?.login.userErrors[0]?.code ?? 'none');
    }
    expect(results.slice(0, 29)).toEqual(Array.from({ length: 29 }, () => 'INVALID_CREDENTIALS'));
    expect(results.slice(29)).toEqual(Array.from({ length: 11 }, () => 'THROTTLED'));
    const owner = await stack
      .client()
      .gql<Login>(
        LOGIN,
        { input: { username: 'approver@acme.example', password: 'Demo1234!' } },
        { 'x-forwarded-for': '192.0.2.10' },
      );
    expect(owner.data?.login.viewer?.username).toBe('approver@acme.example');
  });

  it('never locks the real owner out for good: the lock ends and the right password works', async ({ quick }) => {
    const attacker = quick.client();
    for (let attempt = 0; attempt < 30; attempt += 1) {
      await attacker.gql<Login>(
        LOGIN,
        { input: { username: 'units@northwind.example', password: 'guess' } },
        { 'x-forwarded-for': '203.0.113.99' },
      );
    }
    const owner = quick.client();
    const tryOwner = () =>
      owner.gql<Login>(
        LOGIN,
        { input: { username: 'units@northwind.example', password: 'Demo1234!' } },
        { 'x-forwarded-for': '192.0.2.44' },
      );
    await expect
      .poll(async () => (await tryOwner()).data?.login.viewer?.username, { timeout: 10_000, interval: 500 })
      .toBe('units@northwind.example');
  });

  it("keeps the owner's own browser out of a lock made from elsewhere (device cookie)", async ({ stack }) => {
    const ownBrowser = stack.client();
    const ownLogin = () =>
      ownBrowser.gql<Login>(
        LOGIN,
        { input: { username: 'approver@acme.example', password: 'Demo1234!' } },
        { 'x-forwarded-for': '192.0.2.77' },
      );
    expect((await ownLogin()).data?.login.viewer?.username).toBe('approver@acme.example');
    expect(ownBrowser.cookies.has('mro_device')).toBe(true);
    await ownBrowser.gql('mutation { logout { loggedOut } }');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await stack
        .client()
        .gql<Login>(
          LOGIN,
          { input: { username: 'approver@acme.example', password: `guess-${attempt}` } },
          { 'x-forwarded-for': `203.0.113.${150 + attempt}` },
        );
    }
    const stranger = await stack
      .client()
      .gql<Login>(
        LOGIN,
        { input: { username: 'approver@acme.example', password: 'Demo1234!' } },
        { 'x-forwarded-for': '192.0.2.78' },
      );
    expect(stranger.data?.login.userErrors[0]?.code).toBe('THROTTLED');
    expect((await ownLogin()).data?.login.viewer?.username).toBe('approver@acme.example');
    // The device cookie is the approver's: it is no way around the buyer's lock (made by the first test).
    const forged = stack.client();
    forged.cookies.set('mro_device', ownBrowser.cookies.get('mro_device') ?? '');
    const other = await forged.gql<Login>(
      LOGIN,
      { input: { username: 'buyer@acme.example', password: 'Demo1234!' } },
      { 'x-forwarded-for': '192.0.2.79' },
    );
    expect(other.data?.login.userErrors[0]?.code).toBe('THROTTLED');
  });
});
