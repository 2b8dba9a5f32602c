import { describe, expect, it } from 'vitest';
import { formatAmount, formatPhone } from './common.ts';

describe('amounts', () => {
  it('reads dollars with cents, and units as whole counts with a singular or plural label', () => {
    expect(formatAmount(1234.5, 'CURRENCY')).toBe('$1,234.50');
    expect(formatAmount(166.89, 'UNITS')).toBe('167 units');
    expect(formatAmount(1200, 'UNITS')).toBe('1,200 units');
    expect(formatAmount(1, 'UNITS')).toBe('1 unit');
    // 0.9 units counts as one unit; 0 reads plural.
    expect(formatAmount(0.9, 'UNITS')).toBe('1 unit');
    expect(formatAmount(0, 'UNITS')).toBe('0 units');
  });
});

describe('phone numbers', () => {
  it('formats a US number however it was typed, and keeps anything else as typed', () => {
    for (const typed of ['5551234567', '555-123-4567', '555.123.4567', ' (555) 123 4567 '])
      expect(formatPhone(typed), typed).toBe('(555) 123-4567');
    expect(formatPhone('15551234567')).toBe('1 (555) 123-4567');
    expect(formatPhone('+1 555 123 4567')).toBe('1 (555) 123-4567');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhone('555-1234')).toBe('555-1234');
    expect(formatPhone('call me')).toBe('call me');
    expect(formatPhone('')).toBe('');
  });
});
