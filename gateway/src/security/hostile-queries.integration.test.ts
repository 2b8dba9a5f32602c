// Hostile documents and variables: each is refused before any resolver runs, so the ERP sees
// no call at all (checked with the sandbox's call counter). Attack classes 3 (CSRF), 10 (ERP faults)
// and 18 (hostile documents) record their figures here.
import { describe, expect } from 'vitest';
import type { Stack } from '../testing/stack.ts';
import { startedStack, test } from '../testing/fixtures.ts';
import { attackFigures } from '@mro/attack-figures';

const it = test.extend('production', { scope: 'file' }, startedStack({ production: true, introspection: false }));

// Counting starts after the buyer's login (asking for `buyer` logs in).
it.beforeEach(({ stack, buyer: _buyer }) => stack.resetErpCalls());

const LISTING =
  'productSearch(input: { query: "glove" }) { nodes { items { erp specifications { title value } price { unitPrices { amount { value } } } } } }';

const hostile: [name: string, query: string, code: string][] = [
  ['depth bomb', `{ order(orderNumber: "1") { ${'lines { '.repeat(40)}erp${' }'.repeat(40)} } }`, 'QUERY_TOO_COMPLEX'],
  ['31 aliases', `{ ${Array.from({ length: 31 }, (_, i) => `a${i}: viewer { id }`).join(' ')} }`, 'QUERY_TOO_COMPLEX'],
  [
    '500 aliases',
    `{ ${Array.from({ length: 500 }, (_, i) => `a${i}: cart { id }`).join(' ')} }`,
    'GRAPHQL_PARSE_FAILED',
  ],
  ['field duplication', `{ cart { ${'id '.repeat(1_500)} } }`, 'QUERY_TOO_COMPLEX'],
  [
    'fragment duplication',
    `fragment L on Cart { ${'lineCount '.repeat(100)} } { cart { ${'...L '.repeat(50)} } }`,
    'QUERY_TOO_COMPLEX',
  ],
  [
    'circular fragments',
    'fragment A on Cart { id ...B } fragment B on Cart { lineCount ...A } { cart { ...A } }',
    'GRAPHQL_VALIDATION_FAILED',
  ],
  ['cost bomb', `{ ${Array.from({ length: 25 }, (_, i) => `s${i}: ${LISTING}`).join(' ')} }`, 'QUERY_TOO_COMPLEX'],
  ['directive flooding', `{ cart ${'@include(if: true) '.repeat(200)} { id } }`, 'QUERY_TOO_COMPLEX'],
  ['too many tokens', `{ cart { id } } ${'query Q { cart { id } } '.repeat(300)}`, 'GRAPHQL_PARSE_FAILED'],
];

describe('hostile queries', () => {
  it.for(hostile)('refuses a %s with zero ERP calls', async ([, query, code], { stack, buyer }) => {
    const figures = attackFigures(18);
    const result = await figures.send(() => buyer.gql(query));
    figures.gotThrough(result.status === 400 && (await stack.erpCalls()).total === 0 ? 0 : 1);
    expect(result.status).toBe(400);
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.extensions?.code).toBe(code);
    // Refused before Apollo or by it, the answer is the viewer's own: never kept by a proxy.
    expect(result.headers.get('cache-control')).toBe('no-store');
    expect((await stack.erpCalls()).total).toBe(0);
  });

  it('keeps a refused query refused when it is sent again', async ({ stack, buyer }) => {
    const query = hostile[0]?.[1] ?? '';
    for (let i = 0; i < 3; i += 1) expect((await buyer.gql(query)).status).toBe(400);
    expect((await stack.erpCalls()).total).toBe(0);
  });

  it('answers path traversal in variables as not found, with zero ERP calls', async ({ stack, buyer }) => {
    for (const evil of ['../../order/1', '..%2F..%2Forder%2F1', 'x/../../user/2', '%00']) {
      const product = await buyer.gql('query P($slug: String!) { product(slug: $slug) { id } }', { slug: evil });
      expect(product.data).toEqual({ product: null });
      const order = await buyer.gql('query O($n: String!) { order(orderNumber: $n) { orderNumber } }', { n: evil });
      expect(order.data).toEqual({ order: null });
    }
    // Past the text limits (@mro/rules/text) nothing is looked up at all.
    const long = await buyer.gql('query P($slug: String!) { product(slug: $slug) { id } }', {
      slug: 'a'.repeat(5_000),
    });
    expect(long.errors).toEqual([
      { message: 'Slug may be at most 1000 characters.', extensions: { code: 'BAD_USER_INPUT' } },
    ]);
    expect((await stack.erpCalls()).total).toBe(0);
  });

  it('keeps a traversal in a cart line id on the cart line route', async ({ stack, buyer }) => {
    const result = await buyer.gql<{ updateCartLine: { userErrors: { code: string }[] } }>(
      'mutation U($input: UpdateCartLineInput!) { updateCartLine(input: $input) { cart { id } userErrors { code } } }',
      { input: { lineId: '../../../order/1000001', quantity: 1 } },
    );
    expect(result.data?.updateCartLine.userErrors).toEqual([{ code: 'NOT_FOUND' }]);
    expect(Object.keys((await stack.erpCalls()).byRoute)).toEqual(['PUT /cart/{session_id}/line/{id}']);
  });
});

describe('transport rules', () => {
  const post = (stack: Stack, body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    fetch(`${stack.gateway.url}/graphql`, { method: 'POST', headers, body });

  it('refuses batched requests', async ({ stack }) => {
    const figures = attackFigures(18);
    const response = await figures.counting(post)(
      stack,
      JSON.stringify([{ query: '{ viewer { id } }' }, { query: '{ viewer { id } }' }]),
    );
    figures.gotThrough(response.status === 400 ? 0 : 1);
    expect(response.status).toBe(400);
    expect((await stack.erpCalls()).total).toBe(0);
  });

  it('refuses requests a browser could send cross-site without a preflight (CSRF)', async ({ stack }) => {
    const figures = attackFigures(3);
    const simplePost = await figures.counting(post)(stack, '{"query":"{ viewer { id } }"}', {
      'content-type': 'text/plain',
    });
    const simpleGet = await figures.counting(fetch)(
      `${stack.gateway.url}/graphql?query=${encodeURIComponent('{ viewer { id } }')}`,
    );
    figures.gotThrough([simplePost, simpleGet].filter((response) => response.status === 200).length);
    expect(simplePost.status).toBe(400);
    expect(simpleGet.status).toBe(400);
    expect(await simpleGet.text()).toContain('CSRF');
  });

  it('refuses a body over the limit with 413', async ({ stack }) => {
    const response = await post(
      stack,
      JSON.stringify({ query: '{ viewer { id } }', variables: { pad: 'x'.repeat(200_000) } }),
    );
    expect(response.status).toBe(413);
    expect((await stack.erpCalls()).total).toBe(0);
  });

  it('masks ERP failures: a code and a message, no stack and no ERP address', async ({ stack, buyer }) => {
    await stack.setFaults([{ route: 'POST /orders/history', errorRate: 1, errorStatus: 500 }]);
    try {
      const figures = attackFigures(10);
      const result = await figures.send(() => buyer.gql('{ orderHistory { totalCount } }'));
      const text = JSON.stringify(result.errors);
      const exposed = text.includes(stack.sandboxUrl.replace('http://', '')) || /stack|at .*\.ts/.test(text);
      figures.gotThrough(exposed ? 1 : 0);
      expect(result.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE' });
      expect(text).not.toContain(stack.sandboxUrl.replace('http://', ''));
      expect(text).not.toMatch(/stack|at .*\.ts|Injected fault|orders\/history/);
    } finally {
      await stack.setFaults([]);
    }
  });
});

describe('production mode', () => {
  it('has no introspection and no field suggestions', async ({ stack, production }) => {
    const client = production.client();
    const figures = attackFigures(18);
    const introspection = await figures.send(() => client.gql('{ __schema { types { name } } }'));
    figures.gotThrough(introspection.status === 400 ? 0 : 1);
    expect(introspection.status).toBe(400);
    expect(introspection.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const typo = await client.gql('{ viewr { id } }');
    expect(typo.errors?.[0]?.message).toBe('Cannot query field "viewr" on type "Query".');
    expect(JSON.stringify(typo.errors)).not.toContain('Did you mean');
    const development = await stack.client().gql('{ viewr { id } }');
    expect(development.errors?.[0]?.message).toContain('Did you mean "viewer"?');
  });
});
