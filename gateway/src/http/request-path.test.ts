import { describe, expect, it } from 'vitest';
import { encodedTarget, requestTargetOf } from './request-path.ts';

describe('request paths', () => {
  it('read every spelling of a path as the one path', () => {
    for (const url of [
      '/operations.json',
      '/%6Fperations.json',
      '//operations.json',
      '/./operations.json',
      '/assets/../operations.json',
      '/%2e/operations.json',
      '/%2F%2Foperations.json',
      '/../../operations.json',
      'http://store.example//./operations.json',
    ])
      expect(requestTargetOf(url)?.path, url).toBe('/operations.json');
  });

  it('keep the query as sent and the trailing slash', () => {
    expect(requestTargetOf('/search/?q=%2E%2E%2F')).toEqual({ path: '/search/', search: '?q=%2E%2E%2F' });
  });

  it('refuse a stray %, a NUL and an absolute form that is not a URL', () => {
    for (const url of ['/%zz', '/p/%E0%A4%A', '/a%00b', 'not a url']) expect(requestTargetOf(url), url).toBeNull();
  });

  it('encode the normalised path again so that decoding it gives the same path', () => {
    const target = requestTargetOf('/p/50%25%20off%3F?x=1');
    expect(target).toEqual({ path: '/p/50% off?', search: '?x=1' });
    expect(encodedTarget(target!)).toBe('/p/50%25%20off%3F?x=1');
  });
});
