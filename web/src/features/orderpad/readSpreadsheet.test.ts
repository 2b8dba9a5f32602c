import { describe, expect, it } from 'vitest';
import { utils, write } from '@e965/xlsx';
import { ORDER_PAD_MESSAGES } from '@mro/rules/orderpad';
import { readOrderFile } from './readSpreadsheet';

const workbook = (rows: unknown[][], type: 'xlsx' | 'biff8') => {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Order');
  utils.book_append_sheet(book, utils.aoa_to_sheet([['999999', 5]]), 'Ignored');
  return write(book, { type: 'array', bookType: type }) as ArrayBuffer;
};

describe('readOrderFile', () => {
  it('reads the first sheet of an xlsx or xls file: item number in A, quantity in B, no header', async () => {
    for (const [type, name] of [
      ['xlsx', 'order.xlsx'],
      ['biff8', 'order.xls'],
    ] as const) {
      const file = new File(
        [
          workbook(
            [
              [100123, 2],
              ['ACME-00012', 5],
              ['BAD', 'lots'],
            ],
            type,
          ),
        ],
        name,
      );
      expect(await readOrderFile(file)).toEqual({
        lines: [
          { partNumber: '100123', quantity: 2, row: 1 },
          { partNumber: 'ACME-00012', quantity: 5, row: 2 },
        ],
        problems: [`Row 3 (BAD): ${ORDER_PAD_MESSAGES.quantity}`],
      });
    }
  });

  it('reads a CSV with quantity 1 when none is given, and refuses other files with the spec message', async () => {
    expect(await readOrderFile(new File([' 100123 ,3\n200456\n'], 'parts.csv'))).toEqual({
      lines: [
        { partNumber: '100123', quantity: 3, row: 1 },
        { partNumber: '200456', quantity: 1, row: 2 },
      ],
      problems: [],
    });
    const invalid = { invalid: ORDER_PAD_MESSAGES.invalidFormat };
    expect(await readOrderFile(new File(['%PDF-1.4'], 'order.pdf'))).toEqual(invalid);
    expect(await readOrderFile(new File(['not a workbook'], 'order.xlsx'))).toEqual(invalid);
    expect(await readOrderFile(new File([''], 'empty.csv'))).toEqual(invalid);
  });
});
