// The order pad's rules and messages (cart-checkout-orders §2, §5, §8, §9), shared by the page and the
// gateway.
import { CART_FILE_COLUMNS } from './cart-file.ts';
import type { FormErrors } from './common.ts';
import { MAX_LINE_QUANTITY } from './quantity.ts';

/** Lines one add call takes: the ERP validates at most this many per call. */
export const ORDER_PAD_BATCH = 1000;
/** Lines a pad holds (a 5,000-line spreadsheet fits twice). */
export const ORDER_PAD_MAX_LINES = 10_000;
/** Blank rows of single entry: at least five, and a fresh one once five are used. */
export const ORDER_PAD_MIN_ROWS = 5;
export const PART_NUMBER_MAX = 50;
/** An import file's limits: larger files are not an order list (5,000 spreadsheet lines are well under 1 MB). */
export const ORDER_FILE_MAX_MB = 5;
/** How long reading one import file may take; a 5,000-line workbook takes well under a second. */
export const ORDER_FILE_TIME_LIMIT_SECONDS = 10;

export const ORDER_PAD_MESSAGES = {
  reviewErrors: 'Please review the following errors:',
  invalidFormat: 'Invalid file format. Make sure file contains columns for item number and item quantity.',
  fileTooLarge: `This file is over ${ORDER_FILE_MAX_MB} MB, too large for the order pad. Save the item numbers and quantities alone in a new file and import that.`,
  fileTooSlow: `Reading this file took over ${ORDER_FILE_TIME_LIMIT_SECONDS} seconds, so it was stopped. Save the item numbers and quantities alone in a new file and import that.`,
  loadFailed: (n: number) => `Unable to get ${n} Order Pad lines`,
  gatherFailed: 'Something went wrong with gathering data. Please try again.',
  partRequired: 'Enter a part number.',
  partTooLong: `A part number has at most ${PART_NUMBER_MAX} characters.`,
  quantity: `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY.toLocaleString('en-US')}.`,
  tooMany: `An order pad holds at most ${ORDER_PAD_MAX_LINES.toLocaleString('en-US')} lines.`,
  empty: 'Your order pad is empty.',
  nothingToAdd: 'None of the order pad lines can be added to the cart.',
  notAvailable: 'The order pad is not available for your account.',
} as const;

/** A line's own problem before it is sent, or null: part number 1 to 50 characters, quantity 1 to the line limit (999). */
export function orderPadLineProblem(partNumber: string, quantity: number): string | null {
  const part = partNumber.trim();
  if (!part) return ORDER_PAD_MESSAGES.partRequired;
  if (part.length > PART_NUMBER_MAX) return ORDER_PAD_MESSAGES.partTooLong;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) return ORDER_PAD_MESSAGES.quantity;
  return null;
}

export type QuickAddValues = { partNumber: string; quantity: string };

/** The cart's quick add form (a part number and its quantity as typed): the order pad's line rules, by field. */
export const quickAddFormErrors = (values: QuickAddValues): FormErrors<keyof QuickAddValues> => {
  const part = orderPadLineProblem(values.partNumber, 1);
  if (part) return { partNumber: part };
  const quantity = orderPadLineProblem(values.partNumber, Number(values.quantity.trim()));
  return quantity ? { quantity } : {};
};

/**
 * The order pad's Copy & Paste form: something pasted (Add stays disabled until then); the pasted lines'
 * own problems are the order pad's error list, not the field's.
 */
export const pasteEntryFormErrors = (values: { text: string }): FormErrors<'text'> =>
  values.text.trim() ? {} : { text: ORDER_PAD_MESSAGES.partRequired };

/** A spreadsheet or CSV cell as text: numbers as written, anything else (dates, blanks) as nothing. */
const cellText = (cell: unknown): string =>
  typeof cell === 'string' ? cell.trim() : typeof cell === 'number' && Number.isFinite(cell) ? String(cell) : '';

export type ParsedLine = { partNumber: string; quantity: number; row: number };
export type ParsedLines = { lines: ParsedLine[]; problems: string[] };

/** Where a file's part numbers and quantities are: columns A and B, or the columns a header row names. */
type Columns = { part: number; quantity: number; from: number };

const HEADER_PART = CART_FILE_COLUMNS[0].toLowerCase();
const HEADER_QUANTITY = CART_FILE_COLUMNS[2].toLowerCase();

/**
 * A first row naming 'Part Number' and 'Quantity' (the cart's export, or a spreadsheet laid out like it) is a
 * header: the rows under it are read from those columns. Any other file has no header (§5: A and B).
 */
const columnsOf = (rows: readonly (readonly unknown[])[]): Columns => {
  const names = (rows[0] ?? []).map((cell) => cellText(cell).toLowerCase());
  const part = names.indexOf(HEADER_PART);
  const quantity = names.indexOf(HEADER_QUANTITY);
  return part >= 0 && quantity >= 0 ? { part, quantity, from: 1 } : { part: 0, quantity: 1, from: 0 };
};

/**
 * Rows of part number and quantity (a spreadsheet's first two columns, a CSV's, or pasted text) as
 * order pad lines. A missing quantity is 1 (CSV and paste, §5); a row with a bad one is listed, never
 * dropped silently; blank rows are skipped.
 */
export function linesFromRows(rows: readonly (readonly unknown[])[]): ParsedLines {
  const lines: ParsedLine[] = [];
  const problems: string[] = [];
  const columns = columnsOf(rows);
  rows.slice(columns.from).forEach((cells, index) => {
    const row = index + 1 + columns.from;
    // The export's apostrophe before a formula-like part number (cart-file.ts) is not part of it.
    const part = cellText(cells[columns.part]).replace(/^'(?=[=+\-@])/, '');
    const rawQuantity = cellText(cells[columns.quantity]);
    if (!part && !rawQuantity) return;
    const quantity = rawQuantity === '' ? 1 : Number(rawQuantity.replace(/,/g, ''));
    const problem = orderPadLineProblem(part, quantity);
    if (problem) problems.push(`Row ${row}${part ? ` (${part})` : ''}: ${problem}`);
    else lines.push({ partNumber: part, quantity, row });
  });
  return { lines, problems };
}

/**
 * One line of text split on `,`, `;` or tab; a field that starts with a double quote runs to its closing
 * quote (`""` inside is a quote), so a quoted description or "1,200" stays one field.
 */
export function splitFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (quoted && char === '"' && line[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (quoted) {
      if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (char === ',' || char === ';' || char === '\t') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

/** Pasted text or a CSV: one 'part number, quantity' per line (a tab or semicolon also separates). */
export const linesFromText = (text: string): ParsedLines => linesFromRows(text.split(/\r?\n/).map(splitFields));
