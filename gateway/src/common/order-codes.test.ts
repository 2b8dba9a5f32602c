import { describe, expect, it } from 'vitest';
import { formatOrderNumber, orderTypeLabel, orderTypeOf, parseOrderNumber, stageOf } from './order-codes.ts';

describe('order codes', () => {
  it('labels every stage of the spec, defaulting to Ordered', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((code) => stageOf(code).label)).toEqual([
      'Entered',
      'Ordered',
      'Picked',
      'Shipped',
      'Invoiced',
      'Paid',
      'Cancelled',
    ]);
    expect(stageOf(null).label).toBe('Ordered');
    expect(stageOf(7).label).toBe('Ordered');
  });

  it('labels every type code of the spec', () => {
    const codes = ['o', 'so', 'q', 'qu', 'b', 'd', 'do', 'f', 'fo', 's', 'st', 'k', 'bl', 'c', 'cs', 'cr', 'r', 'rm'];
    expect(codes.map(orderTypeLabel)).toEqual([
      'Order',
      'Order',
      'Quote',
      'Quote',
      'Backorder',
      'Direct',
      'Direct',
      'Future',
      'Future',
      'Standing',
      'Standing',
      'Blanket',
      'Blanket',
      'Counter Sale',
      'Counter Sale',
      'Correction',
      'Return',
      'Return',
    ]);
    expect(orderTypeOf('QU')).toBe('QUOTE');
  });

  it('shows order numbers as number-suffix padded to 2 and parses them back', () => {
    expect(formatOrderNumber(1045821, 1)).toBe('1045821-01');
    expect(formatOrderNumber('1045821', null)).toBe('1045821-00');
    expect(parseOrderNumber('1045821-01')).toEqual({ orderNumber: '1045821', suffix: 1 });
    expect(parseOrderNumber('1045821')).toEqual({ orderNumber: '1045821', suffix: 0 });
    expect(parseOrderNumber('../../etc/passwd')).toBeNull();
  });
});
