import { describe, expect, it } from 'vitest';
import { newsletterEmailError } from './newsletter.ts';

describe('newsletter sign-up rules', () => {
  it('needs an e-mail address of at most 100 characters', () => {
    expect(newsletterEmailError('  ')).toBe('Please enter your e-mail address to subscribe.');
    expect(newsletterEmailError('pat@')).toBe('Please enter a valid e-mail address.');
    expect(newsletterEmailError(`${'p'.repeat(90)}@example.com`)).toBe(
      'An e-mail address may be at most 100 characters.',
    );
    expect(newsletterEmailError(' pat@example.com ')).toBeNull();
  });
});
