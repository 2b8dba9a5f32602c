import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { friendlyError, pageFailure } from './apolloErrors';

const erpFailed = (code: string) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: 'The ERP failed.', extensions: { code } }] });

describe('page failures', () => {
  it.each(['UPSTREAM_UNAVAILABLE', 'UPSTREAM_TIMEOUT', 'INTERNAL_SERVER_ERROR'])(
    'give the page’s spec text when the answer is %s',
    (code) => {
      expect(pageFailure(erpFailed(code), 'Failed to load product.')).toBe('Failed to load product.');
    },
  );

  it('say so when the browser cannot reach the store', () => {
    expect(pageFailure(new TypeError('Failed to fetch'), 'Failed to load product.')).toBe(
      'We could not reach the store. Please check your connection and try again.',
    );
  });

  it('leave the generic upstream text to screens the spec gives none', () => {
    expect(friendlyError(erpFailed('UPSTREAM_UNAVAILABLE'), 'Unable to load invoices.')).toBe(
      'Our order system is not responding right now. Please try again in a few minutes.',
    );
  });
});
