// The cart as a file (issue 33): the columns of its CSV export, which the order pad's reader also takes back.

/** The export's header row; an import recognises it and reads the part number and quantity columns by name. */
export const CART_FILE_COLUMNS = ['Part Number', 'Description', 'Quantity', 'Unit', 'Unit Price', 'Extended'] as const;

export type CartFileLine = {
  partNumber: string;
  description: string;
  quantity: number;
  unit: string;
  unitPrice: string;
  extended: string;
};

/**
 * A spreadsheet runs a cell starting with = + - @ as a formula (CSV injection): such text gets a leading
 * apostrophe, which spreadsheets show as text and the order pad's reader drops again.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: quoted when it holds a separator or a quote; line breaks become spaces (one line per row). */
export const csvField = (value: string | number): string => {
  if (typeof value === 'number') return String(value);
  const text = value.replace(/\r?\n|\r/g, ' ');
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",;\t]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The cart's CSV: the header row, then one row per line in the cart's order (CRLF, as spreadsheets write). */
export const cartFileText = (lines: readonly CartFileLine[]): string =>
  [
    CART_FILE_COLUMNS.join(','),
    ...lines.map((line) =>
      [line.partNumber, line.description, line.quantity, line.unit, line.unitPrice, line.extended]
        .map(csvField)
        .join(','),
    ),
  ].join('\r\n') + '\r\n';
