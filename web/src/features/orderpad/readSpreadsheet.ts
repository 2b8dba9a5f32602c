import { linesFromRows, linesFromText, ORDER_PAD_MESSAGES, type ParsedLines } from '@mro/rules/orderpad';

const SPREADSHEET = /\.(xlsx|xls)$/i;
const TEXT = /\.(csv|txt)$/i;
/** Larger files are not an order list (5,000 lines of a spreadsheet are well under 1 MB). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export type ImportResult = ParsedLines | { invalid: string };

/** A real workbook: xlsx is a zip (PK..), xls an OLE compound file (D0 CF 11 E0); renamed text is not. */
const isWorkbook = (head: Uint8Array): boolean =>
  (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) ||
  (head[0] === 0xd0 && head[1] === 0xcf && head[2] === 0x11 && head[3] === 0xe0);

/** The file's bytes (FileReader: what every browser, and the tests' DOM, has). */
const bytesOf = (file: File): Promise<ArrayBuffer> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });

/**
 * An order pad import (cart-checkout-orders §5): the first sheet's column A item number and column B
 * quantity, no header row; CSV and text files: part number, quantity per line (quantity 1 when none).
 * The spreadsheet library is loaded only when a spreadsheet is chosen (ADR 0010).
 */
export async function readOrderFile(file: File): Promise<ImportResult> {
  const invalid = { invalid: ORDER_PAD_MESSAGES.invalidFormat };
  if (file.size === 0 || file.size > MAX_IMPORT_BYTES) return invalid;
  if (TEXT.test(file.name)) {
    const parsed = linesFromText(new TextDecoder().decode(await bytesOf(file)));
    return parsed.lines.length === 0 && parsed.problems.length === 0 ? invalid : parsed;
  }
  if (!SPREADSHEET.test(file.name)) return invalid;
  try {
    const { read, utils } = await import('@e965/xlsx');
    const bytes = await bytesOf(file);
    if (!isWorkbook(new Uint8Array(bytes, 0, Math.min(4, bytes.byteLength)))) return invalid;
    const book = read(bytes, { type: 'array', dense: true });
    const first = book.SheetNames[0];
    const sheet = first ? book.Sheets[first] : undefined;
    if (!sheet) return invalid;
    const rows = utils.sheet_to_json<unknown[]>(sheet, { header: 1, blankrows: false, raw: true });
    const parsed = linesFromRows(rows);
    return parsed.lines.length === 0 && parsed.problems.length === 0 ? invalid : parsed;
  } catch {
    return invalid;
  }
}
