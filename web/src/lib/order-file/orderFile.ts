import { read, utils } from '@e965/xlsx';
import { linesFromRows, linesFromText, ORDER_PAD_MESSAGES, type ParsedLines } from '@mro/rules/orderpad';
import { orderFileKind } from './orderFileKind';

export type ImportResult = ParsedLines | { invalid: string };

/** A real workbook: xlsx is a zip (PK..), xls an OLE compound file (D0 CF 11 E0); renamed text is not. */
const isWorkbook = (head: Uint8Array): boolean =>
  (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) ||
  (head[0] === 0xd0 && head[1] === 0xcf && head[2] === 0x11 && head[3] === 0xe0);

const rowsOfWorkbook = (bytes: ArrayBuffer): unknown[][] | null => {
  if (!isWorkbook(new Uint8Array(bytes, 0, Math.min(4, bytes.byteLength)))) return null;
  const book = read(bytes, { type: 'array', dense: true });
  const first = book.SheetNames[0];
  const sheet = first ? book.Sheets[first] : undefined;
  return sheet ? utils.sheet_to_json<unknown[]>(sheet, { header: 1, blankrows: false, raw: true }) : null;
};

/**
 * An order pad import's lines (cart-checkout-orders §5): the first sheet's column A item number and
 * column B quantity, no header row; CSV and text files: part number, quantity per line (quantity 1
 * when none). Synchronous and unbounded in time (a workbook is a zip: a small one can expand a
 * thousandfold), so the page runs it only in a worker (orderFile.worker.ts, readOrderFile.ts).
 */
export function parseOrderFile(name: string, bytes: ArrayBuffer): ImportResult {
  const invalid = { invalid: ORDER_PAD_MESSAGES.invalidFormat };
  try {
    const kind = orderFileKind(name);
    let parsed: ParsedLines;
    if (kind === 'text') parsed = linesFromText(new TextDecoder().decode(bytes));
    else {
      const rows = kind === 'spreadsheet' ? rowsOfWorkbook(bytes) : null;
      if (!rows) return invalid;
      parsed = linesFromRows(rows);
    }
    return parsed.lines.length === 0 && parsed.problems.length === 0 ? invalid : parsed;
  } catch {
    return invalid;
  }
}
