import { describe, expect, it } from 'vitest';
import { quotePurchaseOrderError } from './orders.ts';

describe("a quote's PO", () => {
  it('is at most 22 characters, and required when the customer master says so', () => {
    expect(quotePurchaseOrderError('', false)).toBeNull();
    expect(quotePurchaseOrderError(' ', true)).toBe('A PO number is required to order this quote.');
    expect(quotePurchaseOrderError('P'.repeat(23), false)).toBe('PO number may be at most 22 characters.');
    expect(quotePurchaseOrderError('P'.repeat(22), true)).toBeNull();
  });
});
