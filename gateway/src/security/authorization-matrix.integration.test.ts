// Every root field as every kind of caller. Adding a field to the schema fails the completeness
// test until it has a row here: one line with its document and what each caller gets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from 'graphql';
import { getDataset } from '../../../erp-sandbox/src/data/store.ts';
import { SAFETY_CATALOG } from '../../../erp-sandbox/src/index.ts';
import { loadTypeDefs } from '../schema.ts';
import { startStack, TestClient, type GraphQLResult, type Stack } from '../testing/stack.ts';

const CALLERS = ['buyer', 'approver', 'admin', 'otherCustomer', 'punchOut', 'guest'] as const;
type Caller = (typeof CALLERS)[number];
const USERNAMES: Record<Exclude<Caller, 'guest'>, string> = {
  buyer: 'buyer@acme.example',
  approver: 'approver@acme.example',
  admin: 'admin@acme.example',
  otherCustomer: 'buyer@globex.example',
  punchOut: 'punchout@acme.example',
};
// The customer numbers of the callers: no answer to one may carry the other's.
const ACME = '10001';
const GLOBEX = '10004';

/** data: the field answers; null: it answers null; a code: a GraphQL error or the first user error has it. */
type Outcome = 'data' | 'null' | 'UNAUTHENTICATED' | 'NOT_FOUND' | 'INVALID_INPUT' | 'INVALID_CREDENTIALS' | 'REJECTED';

/** Acme's own resources, found at the start: what another customer must not reach. */
type Fixtures = { acmeOrder: string; acmeShipTo: string; sharedSlug: string; safetySlug: string; erp: string };

type Row = {
  document: string;
  variables?: (fixtures: Fixtures) => Record<string, unknown>;
  expect: Record<Caller, Outcome>;
};

/** The same outcome for every caller, with exceptions. */
const all = (outcome: Outcome, exceptions: Partial<Record<Caller, Outcome>> = {}): Record<Caller, Outcome> =>
  Object.fromEntries(CALLERS.map((caller) => [caller, exceptions[caller] ?? outcome])) as Record<Caller, Outcome>;
const signedIn = (outcome: Outcome, exceptions: Partial<Record<Caller, Outcome>> = {}) => all(outcome, { guest: 'UNAUTHENTICATED', ...exceptions });

const MATRIX: Record<string, Row> = {
  // Query
  viewer: { document: '{ viewer { id customerNumber customerName } }', expect: all('data', { guest: 'null' }) },
  cart: { document: '{ cart { id lineCount lines { erp } } }', expect: all('data', { guest: 'null' }) },
  productSearch: { document: '{ productSearch(input: { query: "glove" }) { totalCount nodes { slug items { erp price { amount { value } } } } } }', expect: signedIn('data') },
  product: { document: 'query ($slug: String!) { product(slug: $slug) { slug items { erp price { amount { value } } } } }', variables: (f) => ({ slug: f.safetySlug }), expect: signedIn('data', { otherCustomer: 'null' }) },
  shipTos: { document: '{ shipTos { id label } }', expect: signedIn('data') },
  orderHistory: { document: '{ orderHistory(input: { mine: false }) { totalCount nodes { orderNumber total { value } } } }', expect: signedIn('data') },
  order: { document: 'query ($n: String!) { order(orderNumber: $n) { orderNumber total { value } shipTo { line1 } } }', variables: (f) => ({ n: f.acmeOrder }), expect: signedIn('data', { otherCustomer: 'null' }) },
  // Mutation
  login: { document: 'mutation { login(input: { username: "buyer@acme.example", password: "not-the-password" }) { viewer { id } userErrors { code } } }', expect: all('INVALID_CREDENTIALS') },
  logout: { document: 'mutation { logout { loggedOut } }', expect: all('data') },
  addCartLines: { document: 'mutation ($erp: ID!) { addCartLines(input: { lines: [{ erp: $erp, quantity: 1 }] }) { cart { lineCount } userErrors { code } } }', variables: (f) => ({ erp: f.erp }), expect: signedIn('data') },
  updateCartLine: { document: 'mutation { updateCartLine(input: { lineId: "999999999", quantity: 2 }) { cart { id } userErrors { code } } }', expect: signedIn('NOT_FOUND') },
  removeCartLines: { document: 'mutation { removeCartLines(input: { lineIds: ["999999999"] }) { cart { id } userErrors { code } } }', expect: signedIn('data') },
  updateCheckoutDetails: {
    document: 'mutation ($id: ID!) { updateCheckoutDetails(input: { shipToId: $id, contactName: "Pat", contactEmail: "pat@example.com", purchaseOrderNumber: "PO-1" }) { cart { id } userErrors { code } } }',
    variables: (f) => ({ id: f.acmeShipTo }),
    expect: signedIn('data'),
  },
  placeOrder: { document: 'mutation { placeOrder(input: { idempotencyKey: "not-a-key" }) { order { orderNumber } userErrors { code } } }', expect: signedIn('INVALID_INPUT') },
};

let stack: Stack;
let fixtures: Fixtures;
const sessions = new Map<Caller, Map<string, string>>();

/** A fresh client holding the caller's session, so a row (logout) cannot end it for the next. */
const clientOf = (caller: Caller): TestClient => {
  const client = stack.client();
  for (const [name, value] of sessions.get(caller) ?? []) client.cookies.set(name, value);
  return client;
};

const outcomeOf = (result: GraphQLResult<Record<string, unknown>>, field: string): string => {
  const code = result.errors?.[0]?.extensions?.code;
  if (code) return code;
  const value = result.data?.[field];
  if (value === null || value === undefined) return 'null';
  const userErrors = (value as { userErrors?: { code: string }[] }).userErrors;
  return userErrors?.[0]?.code ?? 'data';
};

beforeAll(async () => {
  stack = await startStack();
  for (const caller of CALLERS) {
    const client = stack.client();
    if (caller !== 'guest') await client.login(USERNAMES[caller]);
    sessions.set(caller, new Map(client.cookies));
  }
  const buyer = clientOf('buyer');
  const history = await buyer.gql<{ orderHistory: { nodes: { orderNumber: string }[] } }>('{ orderHistory { nodes { orderNumber } } }');
  const shipTos = await buyer.gql<{ shipTos: { id: string }[] }>('{ shipTos { id } }');
  const search = await buyer.gql<{ productSearch: { nodes: { slug: string; items: { erp: string }[] }[] } }>('{ productSearch(input: { query: "" }) { nodes { slug items { erp } } } }');
  const safety = getDataset().products.find((product) => product.active && product.catalogs.length === 1 && product.catalogs[0] === SAFETY_CATALOG);
  fixtures = {
    acmeOrder: history.data?.orderHistory.nodes[0]?.orderNumber ?? '',
    acmeShipTo: shipTos.data?.shipTos[0]?.id ?? '',
    sharedSlug: search.data?.productSearch.nodes[0]?.slug ?? '',
    safetySlug: safety?.slug ?? '',
    erp: search.data?.productSearch.nodes[0]?.items[0]?.erp ?? '',
  };
  expect(Object.values(fixtures).every((value) => value.length > 0)).toBe(true);
});
afterAll(() => stack.close());

describe('authorization matrix', () => {
  it('has a row for every root field of the schema', () => {
    const schema = buildSchema(loadTypeDefs());
    const rootFields = [schema.getQueryType(), schema.getMutationType()].flatMap((type) => Object.keys(type?.getFields() ?? {}));
    expect(rootFields.filter((field) => !(field in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((field) => !rootFields.includes(field))).toEqual([]);
  });

  const cases = Object.entries(MATRIX).flatMap(([field, row]) => CALLERS.map((caller) => [field, caller, row.expect[caller]] as const));
  it.each(cases)('%s as %s: %s', async (field, caller, expected) => {
    const row = MATRIX[field] as Row;
    const result = await clientOf(caller).gql<Record<string, unknown>>(row.document, row.variables?.(fixtures) ?? {});
    expect(result.status).toBeLessThan(500);
    expect(outcomeOf(result, field)).toBe(expected);
    const text = JSON.stringify(result);
    expect(text).not.toContain('INTERNAL_SERVER_ERROR');
    if (caller === 'otherCustomer' || caller === 'guest') expect(text).not.toContain(`"${ACME}"`);
    else expect(text).not.toContain(`"${GLOBEX}"`);
    if (caller === 'otherCustomer') expect(text).not.toContain(fixtures.acmeOrder);
  });
});

describe('forbidden reads exactly like not found', () => {
  const same = async (document: string, forbidden: Record<string, unknown>, missing: Record<string, unknown>) => {
    const client = clientOf('otherCustomer');
    const [a, b] = [await client.gql(document, forbidden), await client.gql(document, missing)];
    expect({ status: a.status, data: a.data, errors: a.errors }).toEqual({ status: b.status, data: b.data, errors: b.errors });
    return a;
  };

  it("another customer's order", async () => {
    const result = await same('query ($n: String!) { order(orderNumber: $n) { orderNumber } }', { n: fixtures.acmeOrder }, { n: '9999999-00' });
    expect(result.data).toEqual({ order: null });
  });

  it('a product outside the caller’s catalogues', async () => {
    const result = await same('query ($s: String!) { product(slug: $s) { slug } }', { s: fixtures.safetySlug }, { s: 'no-such-product-anywhere' });
    expect(result.data).toEqual({ product: null });
  });

  it('a ship-to id resolves within the caller’s own customer only', async () => {
    // Ship-to ids repeat across customers; the id is looked up in the caller's own list.
    const document = 'mutation ($id: ID!) { updateCheckoutDetails(input: { shipToId: $id, contactName: "Gus", contactEmail: "gus@example.com" }) { cart { shipping { address { line1 } } } userErrors { code } } }';
    const client = clientOf('otherCustomer');
    const own = await client.gql<{ shipTos: { id: string; address: { line1: string } }[] }>('{ shipTos { id address { line1 } } }');
    const acme = await clientOf('buyer').gql<{ shipTos: { id: string; address: { line1: string } }[] }>('{ shipTos { id address { line1 } } }');
    const result = await client.gql(document, { id: fixtures.acmeShipTo });
    const ownLine = own.data?.shipTos.find((shipTo) => shipTo.id === fixtures.acmeShipTo)?.address.line1;
    const acmeLine = acme.data?.shipTos.find((shipTo) => shipTo.id === fixtures.acmeShipTo)?.address.line1;
    expect(ownLine).not.toBe(acmeLine);
    expect(result.data).toEqual({ updateCheckoutDetails: { cart: { shipping: { address: { line1: ownLine } } }, userErrors: [] } });
    const missing = await client.gql<{ updateCheckoutDetails: { userErrors: { code: string }[] } }>(document, { id: '999999' });
    expect(missing.data?.updateCheckoutDetails.userErrors[0]?.code).toBe('INVALID_INPUT');
  });
});
