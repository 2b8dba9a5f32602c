import { ORDER_FILE_MAX_MB, ORDER_FILE_TIME_LIMIT_SECONDS, ORDER_PAD_MESSAGES } from '@mro/rules/orderpad';
// Types only: the parser and its spreadsheet library are in the worker's bundle, not the page's.
import type { ImportResult } from './orderFile';
import type { OrderFileRequest } from './orderFile.worker';
import { orderFileKind } from './orderFileKind';

export const MAX_IMPORT_BYTES = ORDER_FILE_MAX_MB * 1024 * 1024;

/** The part of a Web Worker the import uses (a test stands in for it; jsdom has no workers). */
export type OrderFileWorker = {
  postMessage(request: OrderFileRequest, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<ImportResult>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
};

/** The build's worker script, from the store's own origin (CSP worker-src 'self'). */
const startOrderFileWorker = (): OrderFileWorker =>
  new Worker(new URL('./orderFile.worker.ts', import.meta.url), { type: 'module', name: 'order-file' });

/** The file's bytes (FileReader: what every browser, and the tests' DOM, has). */
const bytesOf = (file: File): Promise<ArrayBuffer> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });

export type ReadOptions = { startWorker?: () => OrderFileWorker; timeLimitMs?: number };

/**
 * An order pad import, read in a worker so the page stays responsive whatever the file holds: a file
 * over the size limit or of another kind is refused before any parsing, and a worker that has not
 * answered within the time limit is stopped, with a message saying so (issue 31, finding 9). The
 * spreadsheet library is loaded by the worker only, so no page carries its weight (ADR 0010).
 */
export async function readOrderFile(
  file: File,
  { startWorker = startOrderFileWorker, timeLimitMs = ORDER_FILE_TIME_LIMIT_SECONDS * 1000 }: ReadOptions = {},
): Promise<ImportResult> {
  const invalid = { invalid: ORDER_PAD_MESSAGES.invalidFormat };
  if (file.size > MAX_IMPORT_BYTES) return { invalid: ORDER_PAD_MESSAGES.fileTooLarge };
  if (file.size === 0 || orderFileKind(file.name) === null) return invalid;
  const bytes = await bytesOf(file).catch(() => null);
  if (!bytes) return invalid;
  const worker = startWorker();
  return new Promise((resolve) => {
    const finish = (result: ImportResult) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ invalid: ORDER_PAD_MESSAGES.fileTooSlow }), timeLimitMs);
    worker.onmessage = (event) => finish(event.data);
    // The worker failed to load or ran out of memory: the file cannot be read.
    worker.onerror = () => finish(invalid);
    worker.postMessage({ name: file.name, bytes }, [bytes]);
  });
}
