import { describe, expect, it } from 'vitest';
import { clockTest } from '../testing/clock.ts';
import { ResponseCache } from './response-cache.ts';
import type { Principal, SessionRead } from '../auth/session.ts';

const principal = (overrides: Partial<Principal> = {}): SessionRead => ({
  id: 'session-id',
  principal: {
    userId: 1,
    username: 'buyer@acme.example',
    customerNumber: '10001',
    companyNumber: 1,
    warehouse: 'DBEL',
    shipTo: null,
    cartId: 'c1',
    catalogs: ['2014BSWebCatalog'],
    amountMode: 'CURRENCY',
    token: 't',
    expiresAt: 4_000_000_000,
    ...overrides,
  },
});
const LISTING = 'query Listing($q: String!) { productSearch(input: { query: $q }) { totalCount } }';
const cache = (ttlSeconds = 30, maxBytes = 1_000_000) => new ResponseCache({ ttlSeconds, maxBytes });

describe('which requests are cacheable', () => {
  it('keys catalogue reads, through fragments and inline fragments too', () => {
    const responses = cache();
    expect(responses.keyOf({ query: LISTING, variables: { q: 'gloves' } }, principal(), 'store')).toEqual(
      expect.any(String),
    );
    expect(responses.keyOf({ query: 'query { ...F } fragment F on Query { brands { name } }' }, null, 'store')).toEqual(
      expect.any(String),
    );
    expect(
      responses.keyOf({ query: 'query { ... on Query { product(slug: "x") { heading } } }' }, principal(), 'store'),
    ).toEqual(expect.any(String));
  });

  it('never keys anything that reads the viewer, a cart or orders, nor mutations', () => {
    const responses = cache();
    expect(responses.keyOf({ query: '{ cart { lineCount } }' }, principal(), 'store')).toBeNull();
    expect(responses.keyOf({ query: '{ brands { name } viewer { id } }' }, principal(), 'store')).toBeNull();
    expect(responses.keyOf({ query: 'mutation { logout { ok } }' }, principal(), 'store')).toBeNull();
    expect(responses.keyOf({ query: '{ ...F } fragment F on Query { ...F }' }, principal(), 'store')).toBeNull();
    expect(responses.keyOf({ query: '{ __schema { types { name } } }' }, principal(), 'store')).toBeNull();
    expect(responses.keyOf({ query: 'not graphql' }, principal(), 'store')).toBeNull();
  });

  it('never keys an expired or tampered session, so Apollo answers its problem', () => {
    expect(cache().keyOf({ query: LISTING }, { problem: 'Token has expired.' }, 'store')).toBeNull();
  });

  it('picks the named operation of a document with several', () => {
    const document = `${LISTING} query Mine { cart { lineCount } }`;
    expect(cache().keyOf({ query: document, operationName: 'Listing' }, principal(), 'store')).toEqual(
      expect.any(String),
    );
    expect(cache().keyOf({ query: document, operationName: 'Mine' }, principal(), 'store')).toBeNull();
    expect(cache().keyOf({ query: document }, principal(), 'store')).toBeNull();
  });

  it('gives each price context, variable set and host its own key', () => {
    const responses = cache();
    const key = (session: SessionRead | null, variables = { q: 'gloves' }, host = 'store') =>
      responses.keyOf({ query: LISTING, variables }, session, host);
    const keys = [
      key(principal()),
      key(principal({ customerNumber: '10004', userId: 9 })),
      key(principal({ shipTo: 'S2' })),
      key(principal({ warehouse: 'DHOU' })),
      key(principal({ catalogs: ['Custom_Null'] })),
      key(principal({ amountMode: 'UNITS' })),
      key(principal(), { q: 'boots' }),
      key(principal(), undefined, 'second-brand'),
      key(null),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('remembers which query texts are cacheable for at most 500 of them', () => {
    const responses = cache();
    for (let n = 0; n < 600; n += 1) responses.keyOf({ query: `query Q${n} { brands { name } }` }, null, 'store');
    expect(responses.documentCount).toBe(500);
  });

  it('is off with a lifetime of 0', () => {
    expect(cache(0).keyOf({ query: LISTING }, principal(), 'store')).toBeNull();
  });
});

describe('what it keeps', () => {
  clockTest('serves a kept answer until it expires', ({ clock }) => {
    const responses = cache(30);
    responses.set('k', '{"data":{}}');
    clock.advanceTimersByTime(29_999);
    expect(responses.get('k')).toBe('{"data":{}}');
    clock.advanceTimersByTime(2); // stale once its age is past the 30 s (lru-cache's boundary)
    expect(responses.get('k')).toBeUndefined();
  });

  it('never keeps an answer with errors', () => {
    const responses = cache();
    responses.set('k', '{"data":null,"errors":[{"message":"Service unavailable"}]}');
    expect(responses.get('k')).toBeUndefined();
  });

  it('never keeps an answer larger than a quarter of its memory bound', () => {
    const responses = cache(30, 100);
    responses.set('small', `{"data":"${'s'.repeat(10)}"}`);
    responses.set('large', `{"data":"${'l'.repeat(30)}"}`);
    expect(responses.get('small')).toEqual(expect.stringContaining('sss'));
    expect(responses.get('large')).toBeUndefined();
  });

  it('drops the oldest answers beyond its memory bound, and purges', () => {
    const responses = cache(30, 100);
    for (const key of ['a', 'b', 'c', 'd', 'e']) responses.set(key, `{"data":"${key.repeat(10)}"}`);
    expect(responses.get('a')).toBeUndefined();
    expect(responses.get('e')).toEqual(expect.stringContaining('eee'));
    responses.purge();
    expect(responses.size).toBe(0);
  });
});
