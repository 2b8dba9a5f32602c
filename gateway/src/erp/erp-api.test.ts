import { describe, expect, it } from 'vitest';
import { erpApi, fillPath, type ErpApi } from './erp-api.ts';
import type { ErpRequest } from './client.ts';

const recording = () => {
  const sent: ErpRequest[] = [];
  const erp = erpApi((request) => {
    sent.push(request);
    return Promise.resolve({ echoed: request.path });
  });
  return { erp, sent };
};

describe('the typed ERP calls', () => {
  it('label metrics with the method and the contract path key, never with ids', async () => {
    const { erp, sent } = recording();
    await erp.put('/cart/{session_id}/line/{id}', { path: { session_id: 'abc', id: '7' }, body: { quantity: 3 } });
    expect(sent).toEqual([
      {
        route: 'PUT /cart/{session_id}/line/{id}',
        method: 'PUT',
        path: '/cart/abc/line/7',
        query: undefined,
        body: { quantity: 3 },
        upstream: 'erp',
        timeoutMs: undefined,
      },
    ]);
  });

  it('encode path parameters, so an id cannot reach another path', () => {
    expect(fillPath('/user/status/{id}', { id: 'ann+b@acme.example' })).toBe('/user/status/ann%2Bb%40acme.example');
    expect(fillPath('/shopping-list/{id}', { id: '../user/1' })).toBe('/shopping-list/..%2Fuser%2F1');
    expect(fillPath('/user/{id}', { id: 42 })).toBe('/user/42');
    expect(() => fillPath('/cart/{session_id}', { session_id: '' })).toThrow(
      'ERP path /cart/{session_id} needs its session_id parameter',
    );
  });

  it('send the search index calls to the search upstream, query and timeout as given', async () => {
    const { erp, sent } = recording();
    await erp.get('/index/taxonomy', { query: { catalog: 'SafetyCatalog' } });
    await erp.get('/search-filter/{id}', { path: { id: 'safety-gloves' } });
    await erp.post('/order', {
      query: { cart: 'c1' },
      body: {
        order_type: 'o',
        order_session: 'a'.repeat(32),
        customer_number: '10001',
        company_number: 1,
        warehouse_key: 'DBEL',
        user_id: 1,
        session_id: 'c1',
        ship_to_id: 'S1',
        order_lines: [],
      },
      timeoutMs: 120_000,
    });
    expect(sent.map(({ route, upstream, query, timeoutMs }) => ({ route, upstream, query, timeoutMs }))).toEqual([
      { route: 'GET /index/taxonomy', upstream: 'search', query: { catalog: 'SafetyCatalog' }, timeoutMs: undefined },
      { route: 'GET /search-filter/{id}', upstream: 'search', query: undefined, timeoutMs: undefined },
      { route: 'POST /order', upstream: 'erp', query: { cart: 'c1' }, timeoutMs: 120_000 },
    ]);
  });

  it('answer what the sender answered', async () => {
    const { erp } = recording();
    expect(await erp.get('/user/{id}', { path: { id: 5 } })).toEqual({ echoed: '/user/5' });
  });

  it('refuse a call without its path parameters, at type-check time and at run time', async () => {
    const { erp, sent } = recording();
    // @ts-expect-error the path parameter is missing
    await expect(erp.get('/cart/{session_id}')).rejects.toThrow('ERP path /cart/{session_id} needs its session_id');
    expect(sent).toEqual([]);
  });
});

// Checked by `npm run typecheck`, never run: each call must fail to compile (tsc reports an
// expect-error directive with nothing to expect), so contract drift shows up as a type error.
export const refusedByTheContract = (erp: ErpApi) => [
  // @ts-expect-error not a path of the contract
  () => erp.get('/users/{id}', { path: { id: 5 } }),
  // @ts-expect-error GET /cart is not documented (only POST)
  () => erp.get('/cart'),
  // @ts-expect-error a query parameter the contract does not declare
  () => erp.get('/index/vendors', { query: { catalog: 'x' } }),
  // @ts-expect-error a required query parameter is missing
  () => erp.get('/pricing', { query: { customer_number: '10001', warehouse_key: 'DBEL' } }),
  // @ts-expect-error the body is not the contract's
  () => erp.put('/cart/{session_id}/line/{id}', { path: { session_id: 'a', id: '1' }, body: { qty: 1 } }),
  // @ts-expect-error the answer has no such field
  async () => void (await erp.get('/user/{id}', { path: { id: 5 } })).no_such_field,
];
