import { describe, expect } from 'vitest';
import { test } from '../testing/fixtures.ts';
import { CONTACT_FILE_MAX_BASE64, CONTACT_MESSAGES } from '@mro/rules/contact';

const SEND =
  'mutation ($input: SendContactMessageInput!) { sendContactMessage(input: $input) { message userErrors { field message code } } }';
type Outcome = {
  sendContactMessage: { message: string | null; userErrors: { field: string | null; message: string }[] };
};

const form = {
  inquiry: 'QUOTE',
  name: 'Mike Scott',
  email: 'mike@dunder.example',
  phone: null,
  city: 'Scranton',
  state: 'PA',
  message: 'Gloves, 10 boxes.',
};
const it = test
  .extend(
    'send',
    ({ stack }) =>
      async (input: Record<string, unknown>, headers: Record<string, string> = {}) =>
        (await stack.client().gql<Outcome>(SEND, { input: { ...form, ...input } }, headers)).data!.sendContactMessage,
  )
  .extend(
    'mail',
    ({ stack }) =>
      async () =>
        (await (await fetch(`${stack.sandboxUrl}/__sandbox/mail`)).json()) as {
          kind: string;
          to: string;
          body: { mail_inquiry: string; file: { filename: string; bytes: number } | null };
        }[],
  );

describe('contact form', () => {
  it('sends the message with the file as base64 to the brand mailbox', async ({ send, mail }) => {
    const data = Buffer.from('item,qty\nGL-1,10\n').toString('base64');
    expect(await send({ file: { filename: 'list.csv', base64: data } })).toEqual({
      message: 'Your message is being sent to a Vallen Representative.',
      userErrors: [],
    });
    expect((await mail())[0]).toMatchObject({
      kind: 'support',
      to: 'support@vallen.example',
      body: { mail_inquiry: 'quote', file: { filename: 'list.csv', bytes: 17 } },
    });
    await send({}, { 'x-forwarded-host': 'www.rvsupply.example' });
    expect((await mail())[0]?.to).toBe('support@rvsupply.example');
  });

  it("answers 'Required fields are missing' for any missing required field, and checks e-mail and file", async ({
    stack,
    send,
  }) => {
    await stack.resetErpCalls();
    for (const field of ['inquiry', 'name', 'email', 'city', 'state', 'message']) {
      expect((await send({ [field]: field === 'inquiry' ? null : ' ' })).userErrors).toEqual([
        { field: null, message: 'Required fields are missing', code: 'INVALID_INPUT' },
      ]);
    }
    expect((await send({ email: 'nope' })).userErrors[0]).toMatchObject({
      field: 'email',
      message: CONTACT_MESSAGES.email,
    });
    expect(
      (await send({ file: { filename: 'a.bin', base64: 'A'.repeat(CONTACT_FILE_MAX_BASE64 + 4) } })).userErrors[0],
    ).toMatchObject({ field: 'file', message: CONTACT_MESSAGES.fileTooLarge });
    expect((await send({ file: { filename: 'a.bin', base64: 'not base64!' } })).userErrors[0]?.field).toBe('file');
    expect((await stack.erpCalls()).total).toBe(0);
  });
});

describe('brand', () => {
  it('is chosen by host', async ({ stack }) => {
    const brand = '{ storeBrand { key name supportEmail } }';
    expect((await stack.client().gql(brand)).data).toEqual({
      storeBrand: { key: 'DEFAULT', name: 'Vallen', supportEmail: 'support@vallen.example' },
    });
    expect((await stack.client().gql(brand, {}, { 'x-forwarded-host': 'www.rvsupply.example' })).data).toMatchObject({
      storeBrand: { key: 'RV' },
    });
  });
});
