import { describe, expect, it } from 'vitest';
import { normalizePromoCode, shareRecipients, shareRecipientsError } from './cart.ts';

describe('promo codes', () => {
  it('are trimmed and upper-cased', () => {
    expect(normalizePromoCode('  freefr8 ')).toBe('FREEFR8');
  });
});

describe('sharing the cart', () => {
  it('sends each colleague once, in lower case', () => {
    expect(shareRecipients([' Pat@Acme.example', 'pat@acme.example', '', 'lee@acme.example'])).toEqual([
      'pat@acme.example',
      'lee@acme.example',
    ]);
  });

  it('needs 1 to 10 valid e-mail addresses', () => {
    expect(shareRecipientsError([])).toBe('Enter the e-mail address of at least one colleague.');
    expect(shareRecipientsError(['pat@acme.example', 'lee@'])).toBe('lee@ is not a valid e-mail address.');
    const eleven = Array.from({ length: 11 }, (_, i) => `user${i}@acme.example`);
    expect(shareRecipientsError(eleven)).toBe('Share with at most 10 colleagues at a time.');
    expect(shareRecipientsError(eleven.slice(1))).toBeNull();
  });
});
