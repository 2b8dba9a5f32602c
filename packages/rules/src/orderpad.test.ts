import { describe, expect, it } from 'vitest';
import {
  linesFromRows,
  linesFromText,
  orderPadLineProblem,
  pasteEntryFormErrors,
  quickAddFormErrors,
} from './orderpad.ts';

describe('order pad lines', () => {
  it('reads pasted lines, with quantity 1 when none is given, and lists bad rows instead of dropping them', () => {
    const parsed = linesFromText('100123, 4\n  ACME-00012 \n\nBAD-1, two\n999,1000000\n200456;2\r\n300789\t3');
    expect(parsed.lines).toEqual([
      { partNumber: '100123', quantity: 4, row: 1 },
      { partNumber: 'ACME-00012', quantity: 1, row: 2 },
      { partNumber: '200456', quantity: 2, row: 6 },
      { partNumber: '300789', quantity: 3, row: 7 },
    ]);
    expect(parsed.problems).toEqual([
      `Row 4 (BAD-1): Quantity must be a whole number from 1 to 999.`,
      `Row 5 (999): Quantity must be a whole number from 1 to 999.`,
    ]);
  });

  it('reads spreadsheet rows with numbers as cells and thousands separators', () => {
    expect(
      linesFromRows([
        [100123, 2],
        ['200456', '1,200'],
        [null, 3],
        ['300789', '999'],
      ]),
    ).toEqual({
      lines: [
        { partNumber: '100123', quantity: 2, row: 1 },
        { partNumber: '300789', quantity: 999, row: 4 },
      ],
      problems: [`Row 2 (200456): Quantity must be a whole number from 1 to 999.`, `Row 3: Enter a part number.`],
    });
  });

  it('checks a typed line', () => {
    expect(orderPadLineProblem(' 100123 ', 1)).toBeNull();
    expect(orderPadLineProblem('', 1)).toBe('Enter a part number.');
    expect(orderPadLineProblem('x'.repeat(51), 1)).toBe('A part number has at most 50 characters.');
    expect(orderPadLineProblem('100123', 0)).toBe('Quantity must be a whole number from 1 to 999.');
    expect(orderPadLineProblem('100123', 1.5)).toBe('Quantity must be a whole number from 1 to 999.');
  });

  it('holds the same line limit as the cart, quick add and the API (999)', () => {
    expect(orderPadLineProblem('100123', 999)).toBeNull();
    expect(orderPadLineProblem('100123', 1000)).toBe('Quantity must be a whole number from 1 to 999.');
  });
});

describe('files with a header row, and quoted fields', () => {
  it("reads the cart's export back by its header: part number and quantity columns, quoted descriptions intact", () => {
    const exported =
      'Part Number,Description,Quantity,Unit,Unit Price,Extended\r\n' +
      'ACME-00012,"Hex bolt, 1/2"" zinc",12,EA,"$1,234.50","$14,814.00"\r\n' +
      "'=SUM(A1),Formula-looking part,3,BX,$2.00,$6.00\r\n" +
      'BAD-9,Widget,lots,EA,$1.00,$1.00\r\n';
    expect(linesFromText(exported)).toEqual({
      lines: [
        { partNumber: 'ACME-00012', quantity: 12, row: 2 },
        { partNumber: '=SUM(A1)', quantity: 3, row: 3 },
      ],
      problems: ['Row 4 (BAD-9): Quantity must be a whole number from 1 to 999.'],
    });
  });

  it('keeps reading a file without a header from columns A and B, a quoted quantity as one field', () => {
    expect(linesFromText('"100123","1,000"\n"200456",7')).toEqual({
      lines: [{ partNumber: '200456', quantity: 7, row: 2 }],
      problems: ['Row 1 (100123): Quantity must be a whole number from 1 to 999.'],
    });
    expect(linesFromText('100123,"999"').lines).toEqual([{ partNumber: '100123', quantity: 999, row: 1 }]);
  });

  it('answers the quick add and paste forms by field, in the spec’s words', () => {
    expect(quickAddFormErrors({ partNumber: ' ', quantity: '1' })).toEqual({ partNumber: 'Enter a part number.' });
    expect(quickAddFormErrors({ partNumber: 'X'.repeat(51), quantity: '1' })).toEqual({
      partNumber: 'A part number has at most 50 characters.',
    });
    expect(quickAddFormErrors({ partNumber: 'GL-1', quantity: '0' })).toEqual({
      quantity: 'Quantity must be a whole number from 1 to 999.',
    });
    expect(quickAddFormErrors({ partNumber: 'GL-1', quantity: ' 2 ' })).toEqual({});
    expect(pasteEntryFormErrors({ text: ' \n ' })).toEqual({ text: 'Enter a part number.' });
    expect(pasteEntryFormErrors({ text: 'GL-1, 2' })).toEqual({});
  });
});
