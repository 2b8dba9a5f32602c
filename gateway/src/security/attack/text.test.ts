// Finding 11: a 90,000-character Get it for Me comment was accepted; list names kept NUL, a
// right-to-left override and invalid Unicode, shown to colleagues.
import { buildSchema, getNamedType, isInputObjectType, isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '@mro/rules/text';
import { loadTypeDefs } from '../../schema.ts';
import { startGateway, type Gateway } from '../../index.ts';

const schema = buildSchema(loadTypeDefs());

/** Every String input of the schema: input object fields and field arguments, as schema coordinates. */
const stringInputs = (): string[] =>
  Object.values(schema.getTypeMap()).flatMap((type) => {
    if (type.name.startsWith('__')) return [];
    if (isInputObjectType(type))
      return Object.values(type.getFields())
        .filter((field) => getNamedType(field.type).name === 'String')
        .map((field) => `${type.name}.${field.name}`);
    if (isObjectType(type))
      return Object.values(type.getFields()).flatMap((field) =>
        field.args
          .filter((argument) => getNamedType(argument.type).name === 'String')
          .map((argument) => `${type.name}.${field.name}(${argument.name})`),
      );
    return [];
  });

let gateway: Gateway;
beforeAll(async () => {
  gateway = await startGateway({
    port: 0,
    host: '127.0.0.1',
    erpUrl: 'http://127.0.0.1:9',
    searchUrl: 'http://127.0.0.1:9',
    redisUrl: undefined,
    logLevel: 'warn',
  });
});
afterAll(() => gateway?.close());

const post = async (query: string, variables: Record<string, unknown>) => {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { errors?: unknown[] } };
};

const GIFM =
  'mutation G($input: SubmitGetItForMeRequestInput!) { submitGetItForMeRequest(input: $input) { userErrors { message } } }';
const CREATE_LIST =
  'mutation L($input: CreateShoppingListInput!) { createShoppingList(input: $input) { userErrors { message } } }';

describe('text inputs', () => {
  it('every String input of the schema has a maximum length in @mro/rules/text', () => {
    const inputs = stringInputs();
    expect(inputs.length).toBeGreaterThan(100);
    expect(inputs.filter((coordinate) => !TEXT_LIMITS.has(coordinate))).toEqual([]);
    // And no limit names a field that is gone.
    expect([...TEXT_LIMITS.keys()].filter((coordinate) => !inputs.includes(coordinate))).toEqual([]);
  });

  it('refuses a contact message one character over its limit, before any resolver runs', async () => {
    const [coordinate, max] = ['SendContactMessageInput.message', TEXT_LIMITS.get('SendContactMessageInput.message')];
    expect(max).toBe(5000);
    const refused = await post(
      'mutation C($input: SendContactMessageInput!) { sendContactMessage(input: $input) { userErrors { message } } }',
      { input: { name: 'Bianca', email: 'b@acme.example', city: 'Houston', state: 'TX', message: 'x'.repeat(5001) } },
    );
    expect(refused).toEqual({
      status: 400,
      body: {
        errors: [{ message: 'Message may be at most 5000 characters.', extensions: { code: 'BAD_USER_INPUT' } }],
      },
    });
    expect(coordinate).toContain('message');
  });

  it('refuses the 90,000-character Get it for Me comment with a message naming the limit', async () => {
    const refused = await post(GIFM, {
      input: { kind: 'QUOTE', comment: 'x'.repeat(90_000), items: [] },
    });
    expect(refused).toEqual({
      status: 400,
      body: {
        errors: [{ message: 'Comment may be at most 5000 characters.', extensions: { code: 'BAD_USER_INPUT' } }],
      },
    });
  });

  it('refuses list names with NUL, a right-to-left override or half a surrogate pair, inline or as variables', async () => {
    for (const name of ['Shop\u0000floor', 'Gloves \u202Egpj.exe', 'Broken \udc00 text']) {
      const refused = await post(CREATE_LIST, { input: { name } });
      expect(refused, JSON.stringify(name)).toEqual({
        status: 400,
        body: {
          errors: [
            {
              message: 'Name may not contain control or text-direction characters.',
              extensions: { code: 'BAD_USER_INPUT' },
            },
          ],
        },
      });
    }
    const inline = await post(
      `mutation { createShoppingList(input: { name: "Tools\\u202E" }) { userErrors { message } } }`,
      {},
    );
    expect(inline.status).toBe(400);
    expect(inline.body.errors).toEqual([
      { message: 'Name may not contain control or text-direction characters.', extensions: { code: 'BAD_USER_INPUT' } },
    ]);
  });
});
