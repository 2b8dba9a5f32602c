import { describe, expect, it } from 'vitest';
import { utils, write } from '@e965/xlsx';
import { parseOrderFile } from './orderFile';

const workbook = (rows: unknown[][], type: 'xlsx' | 'biff8') => {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Order');
  utils.book_append_sheet(book, utils.aoa_to_sheet([['999999', 5]]), 'Ignored');
  return write(book, { type: 'array', bookType: type }) as ArrayBuffer;
};

const bytes = (text: string) => new TextEncoder().encode(text).buffer;

describe('parseOrderFile', () => {
  it('reads the first sheet of an xlsx or xls file: item number in A, quantity in B, no header', () => {
    for (const [type, name] of [
      ['xlsx', 'order.xlsx'],
      ['biff8', 'order.xls'],
    ] as const) {
      const rows = [
        [100123, 2],
        ['ACME-00012', 5],
        ['BAD', 'lots'],
      ];
      expect(parseOrderFile(name, workbook(rows, type))).toEqual({
        lines: [
          { partNumber: '100123', quantity: 2, row: 1 },
          { partNumber: 'ACME-00012', quantity: 5, row: 2 },
        ],
        problems: [`Row 3 (BAD): Quantity must be a whole number from 1 to 999.`],
      });
    }
  });

  it('reads a CSV with quantity 1 when none is given, and refuses other files with the spec message', () => {
    expect(parseOrderFile('parts.csv', bytes(' 100123 ,3\n200456\n'))).toEqual({
      lines: [
        { partNumber: '100123', quantity: 3, row: 1 },
        { partNumber: '200456', quantity: 1, row: 2 },
      ],
      problems: [],
    });
    const invalid = {
      invalid: 'Invalid file format. Make sure file contains columns for item number and item quantity.',
    };
    expect(parseOrderFile('order.pdf', bytes('%PDF-1.4'))).toEqual(invalid);
    expect(parseOrderFile('order.xlsx', bytes('not a workbook'))).toEqual(invalid);
    expect(parseOrderFile('empty.csv', bytes('\n'))).toEqual(invalid);
    // A zip that is not a workbook: the library's error reads as an invalid file.
    expect(parseOrderFile('order.xlsx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0]).buffer)).toEqual(invalid);
  });
});
