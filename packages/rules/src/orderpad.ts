// The order pad's rules and messages (cart-checkout-orders §2, §5, §8, §9), shared by the page and the
// gateway.
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

/** A spreadsheet or CSV cell as text: numbers as written, anything else (dates, blanks) as nothing. */
const cellText = (cell: unknown): string =>
  typeof cell === 'string' ? cell.trim() : typeof cell === 'number' && Number.isFinite(cell) ? String(cell) : '';

export type ParsedLine = { partNumber: string; quantity: number; row: number };
export type ParsedLines = { lines: ParsedLine[]; problems: string[] };

/**
 * Rows of part number and quantity (a spreadsheet's first two columns, a CSV's, or pasted text) as
 * order pad lines. A missing quantity is 1 (CSV and paste, §5); a row with a bad one is listed, never
 * dropped silently; blank rows are skipped.
 */
export function linesFromRows(rows: readonly (readonly unknown[])[]): ParsedLines {
  const lines: ParsedLine[] = [];
  const problems: string[] = [];
  rows.forEach((cells, index) => {
    const row = index + 1;
    const part = cellText(cells[0]);
    const rawQuantity = cellText(cells[1]);
    if (!part && !rawQuantity) return;
    const quantity = rawQuantity === '' ? 1 : Number(rawQuantity.replace(/,/g, ''));
    const problem = orderPadLineProblem(part, quantity);
    if (problem) problems.push(`Row ${row}${part ? ` (${part})` : ''}: ${problem}`);
    else lines.push({ partNumber: part, quantity, row });
  });
  return { lines, problems };
}

/** Pasted text: one 'part number, quantity' per line (a tab or semicolon also separates). */
export const linesFromText = (text: string): ParsedLines =>
  linesFromRows(text.split(/\r?\n/).map((line) => line.split(/[,;\t]/)));
