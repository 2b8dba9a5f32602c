import { describe, expect, it } from 'vitest';
import { cartFileText } from './cart-file.ts';
import { linesFromText } from './orderpad.ts';

const line = (partNumber: string, description: string, quantity: number) => ({
  partNumber,
  description,
  quantity,
  unit: 'EA',
  unitPrice: '$1,234.50',
  extended: '$2,469.00',
});

describe('cartFileText', () => {
  it('writes a header row and one row per line, quoting what holds a separator', () => {
    expect(cartFileText([line('ACME-00012', 'Hex bolt, 1/2" zinc', 2)])).toBe(
      'Part Number,Description,Quantity,Unit,Unit Price,Extended\r\n' +
        'ACME-00012,"Hex bolt, 1/2"" zinc",2,EA,"$1,234.50","$2,469.00"\r\n',
    );
  });

  it('keeps a spreadsheet from running a description as a formula, and puts a line break on one row', () => {
    const text = cartFileText([line('ACME-1', '=HYPERLINK("http://x")', 1), line('ACME-2', 'two\nlines', 1)]);
    expect(text).toContain(`ACME-1,"'=HYPERLINK(""http://x"")",1`);
    expect(text).toContain('ACME-2,two lines,1');
  });

  it("is read back by the order pad's reader without losing a line", () => {
    const lines = Array.from({ length: 45 }, (_, i) => line(`ACME-${i}`, `Part; number ${i}, "quoted"`, i + 1));
    expect(linesFromText(cartFileText(lines))).toEqual({
      lines: lines.map((l, i) => ({ partNumber: l.partNumber, quantity: l.quantity, row: i + 2 })),
      problems: [],
    });
  });
});
