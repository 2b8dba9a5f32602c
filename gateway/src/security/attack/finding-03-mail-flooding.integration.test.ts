// Finding 3: 50 reset mails to one account in 0.43 s, 50 contact messages as a guest, 20 invoices
// to an outside address. Fails if mail-sending mutations stop being throttled (typed THROTTLED with
// a retry time, never a 500), or if invoices can be mailed outside the user's company.
import { describe, expect } from 'vitest';
import { stackTest } from '../../testing/fixtures.ts';

// Behind one trusted proxy, so each test floods from an address of its own.
const it = stackTest({ trustedProxies: 1 });
const from = (address: string) => ({ 'x-forwarded-for': address });
import { callsOf } from '../../testing/stack.ts';

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
    expect(outcome.userErrors[0]?.message).toMatch(
      /^Too many attempts\. Please try again in \d+ (seconds?|minutes?)\.$/,
    );
  }
};

describe('finding 3: mail-sending mutations are throttled', () => {
  it('sends at most 3 of 50 reset mails to one account, from however many addresses', async ({ stack }) => {
    await stack.resetErpCalls();
    const outcomes: Outcome[] = [];
    for (let n = 0; n < 50; n += 1) {
      const result = await stack
        .client()
        .gql<{ requestPasswordReset: Outcome }>(
          RECOVER,
          { input: { username: 'approver@acme.example' } },
          from(`198.51.100.${n + 1}`),
        );
      expect(result.status).toBe(200);
      outcomes.push(result.data!.requestPasswordReset);
    }
    expect(tally(outcomes)).toEqual({ SENT: 3, THROTTLED: 47 });
    expectRetryTime(outcomes);
    expect(callsOf(await stack.erpCalls(), 'PUT /user/{username}/hash')).toBe(3);
  });

  it('passes at most 10 of 50 guest contact messages from one address to the ERP', async ({ stack }) => {
    await stack.resetErpCalls();
    const outcomes: Outcome[] = [];
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
      outcomes.push(
        (await stack.client().gql<{ sendContactMessage: Outcome }>(CONTACT, { input })).data!.sendContactMessage,
      );
    }
    expect(tally(outcomes)).toEqual({ SENT: 10, THROTTLED: 40 });
    expectRetryTime(outcomes);
    expect(callsOf(await stack.erpCalls(), 'POST /support')).toBe(10);
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
