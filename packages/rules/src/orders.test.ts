import { describe, expect, it } from 'vitest';
import { quoteConversionFormErrors, quotePurchaseOrderError } from './orders.ts';

describe("a quote's PO", () => {
  it('is at most 22 characters, and required when the customer master says so', () => {
    expect(quotePurchaseOrderError('', false)).toBeNull();
    expect(quotePurchaseOrderError(' ', true)).toBe('A PO number is required to order this quote.');
    expect(quotePurchaseOrderError('P'.repeat(23), false)).toBe('PO number may be at most 22 characters.');
    expect(quotePurchaseOrderError('P'.repeat(22), true)).toBeNull();
  });
});

describe("a quote's conversion form", () => {
  const terms = {
    quoted: new Map([
      [1, 8],
      [2, 3],
    ]),
    purchaseOrderRequired: false,
  };
  const values = (one: string, two: string, purchaseOrderNumber = '') => ({
    purchaseOrderNumber,
    lines: [
      { lineNumber: 1, quantity: one },
      { lineNumber: 2, quantity: two },
    ],
  });

  it('passes quantities from 0 up to the quoted ones', () => {
    expect(quoteConversionFormErrors(values('8', '0'), terms)).toEqual({});
    expect(quoteConversionFormErrors(values(' 5 ', '3'), terms)).toEqual({});
  });

  it('names each refused quantity at its line, with the spec’s words', () => {
    expect(quoteConversionFormErrors(values('9', 'x'), terms)).toEqual({
      'lines.0.quantity': 'New quantity may not exceed original quantity.',
      'lines.1.quantity': 'All quantities must be numeric.',
    });
    expect(quoteConversionFormErrors(values('-1', '1'), terms)).toEqual({
      'lines.0.quantity': 'New quantity must be greater than or equal to 0.',
    });
  });

  it('refuses a quote left with no items, and a PO the customer master requires', () => {
    expect(quoteConversionFormErrors(values('0', '0'), { ...terms, purchaseOrderRequired: true })).toEqual({
      lines: 'You may not place an order with 0 items',
      purchaseOrderNumber: 'A PO number is required to order this quote.',
    });
  });

  it('leaves a line the quote does not hold to the gateway', () => {
    expect(
      quoteConversionFormErrors({ purchaseOrderNumber: '', lines: [{ lineNumber: 7, quantity: 'x' }] }, terms),
    ).toEqual({});
  });
});
