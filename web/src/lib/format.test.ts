import { describe, expect, it } from 'vitest';
import { randomSessionId } from './checkoutProgress';
import { formatDate, formatOrderNumber } from './format';

describe('formatting and rules', () => {
  it('shows order numbers as number-suffix with a two-digit suffix', () => {
    expect(formatOrderNumber('1045821-0')).toBe('1045821-00');
    expect(formatOrderNumber('1045821')).toBe('1045821-00');
    expect(formatOrderNumber('1045821', 3)).toBe('1045821-03');
    expect(formatOrderNumber('1045821-12')).toBe('1045821-12');
  });

  it('shows service dates as MM/dd/yyyy', () => {
    expect(formatDate('2025-03-07')).toBe('03/07/2025');
  });

  it('makes 32-character alphanumeric order-session keys', () => {
    const keys = new Set(Array.from({ length: 50 }, () => randomSessionId()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9]{32}$/);
  });
});
