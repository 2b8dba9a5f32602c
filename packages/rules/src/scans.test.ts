import { describe, expect, it } from 'vitest';
import { mayDeleteScan, scanQuantity, scanReleaseProblems } from './scans.ts';

describe('scan quantities', () => {
  it('resets 0 and less to 1 with the spec’s message, and refuses more than the line limit (999) without cutting it', () => {
    expect(scanQuantity(0)).toEqual({ quantity: 1, message: 'Quantity required. If no quantity, please remove item.' });
    expect(scanQuantity(-4)).toEqual({
      quantity: 1,
      message: 'Quantity required. If no quantity, please remove item.',
    });
    expect(scanQuantity(Number.NaN)).toEqual({
      quantity: 1,
      message: 'Quantity required. If no quantity, please remove item.',
    });
    expect(scanQuantity(12)).toEqual({ quantity: 12, message: null });
    expect(scanQuantity(999)).toEqual({ quantity: 999, message: null });
    expect(scanQuantity(1000)).toEqual({ quantity: 1000, message: 'Quantity may be at most 999.' });
  });
});

describe('releasing a scan', () => {
  const base = { poRequired: false, poNumber: null, headerProperties: [], lineProperties: [] };
  it('needs the PO when the scan requires one, and every required property', () => {
    expect(scanReleaseProblems(base)).toEqual([]);
    expect(scanReleaseProblems({ ...base, poRequired: true, poNumber: '  ' })).toEqual([
      { field: 'poNumber', message: 'A PO number is required for this scan.' },
    ]);
    expect(
      scanReleaseProblems({
        ...base,
        poNumber: 'P'.repeat(23),
        headerProperties: [{ label: 'Work Order', value: '', required: true }],
        lineProperties: [{ label: 'Machine', value: 'x'.repeat(101), required: false }],
      }).map((p) => p.field),
    ).toEqual(['poNumber', 'header.Work Order', 'line.Machine']);
  });
});

describe('deleting a scan', () => {
  it('is for an archived scan never ordered; a current or an ordered scan stays', () => {
    expect(mayDeleteScan({ status: 'ARCHIVED', orderNumbers: [] })).toBe(true);
    expect(mayDeleteScan({ status: 'ACTIVE', orderNumbers: [] })).toBe(false);
    expect(mayDeleteScan({ status: 'ARCHIVED', orderNumbers: ['1000123-00'] })).toBe(false);
  });
});
