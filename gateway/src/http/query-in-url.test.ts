import { describe, expect, it } from 'vitest';
import { operationInUrl, preflighted } from './query-in-url.ts';

describe('a query sent as a GET', () => {
  it('counts as preflighted only with a header a cross-site form or image cannot send', () => {
    expect(preflighted({ 'apollo-require-preflight': 'true' })).toBe(true);
    expect(preflighted({ 'x-apollo-operation-name': 'Listing' })).toBe(true);
    expect(preflighted({})).toBe(false);
    expect(preflighted({ 'apollo-require-preflight': '' })).toBe(false);
    expect(preflighted({ 'content-type': 'text/plain', cookie: 'mro_session=s' })).toBe(false);
  });

  it('reads the operation from the URL as a POST body carries it', () => {
    const search = new URLSearchParams({
      query: 'query Listing($q: String!) { productSearch(input: { query: $q }) { totalCount } }',
      operationName: 'Listing',
      variables: '{"q":"gloves"}',
    });
    expect(operationInUrl(search)).toEqual({
      query: 'query Listing($q: String!) { productSearch(input: { query: $q }) { totalCount } }',
      operationName: 'Listing',
      variables: { q: 'gloves' },
    });
    expect(operationInUrl(new URLSearchParams({ query: '{ brands { name } }' }))).toEqual({
      query: '{ brands { name } }',
      operationName: undefined,
      variables: undefined,
    });
  });

  it('has no operation when its variables are not JSON (Apollo Server answers that request)', () => {
    expect(operationInUrl(new URLSearchParams({ query: '{ brands { name } }', variables: '{q:' }))).toBeNull();
  });
});
