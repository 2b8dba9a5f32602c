import { describe, expect, it } from 'vitest';
import { parseOrderFile, type ImportResult } from './orderFile';
import type { OrderFileRequest } from './orderFile.worker';
import { MAX_IMPORT_BYTES, readOrderFile, type OrderFileWorker } from './readOrderFile';
import { attackFigures } from '@mro/attack-figures';

/**
 * A stand-in for the browser's worker (jsdom has none): `answer` decides what it does with a request,
 * as orderFile.worker.ts would (parse it) or as a worker stuck in a zip bomb would (nothing).
 */
const fakeWorker = (answer: (request: OrderFileRequest, worker: OrderFileWorker) => void) => {
  const seen = { started: 0, terminated: 0, requests: [] as OrderFileRequest[] };
  const startWorker = (): OrderFileWorker => {
    seen.started += 1;
    const worker: OrderFileWorker = {
      onmessage: null,
      onerror: null,
      postMessage(request) {
        seen.requests.push(request);
        queueMicrotask(() => answer(request, worker));
      },
      terminate: () => {
        seen.terminated += 1;
      },
    };
    return worker;
  };
  return { seen, startWorker };
};

/** Attack class 20 (hostile spreadsheets): a hostile file that was read, not refused, got through. */
const hostileFiles = () => {
  const figures = attackFigures(20);
  const read = figures.counting(readOrderFile);
  return async (...args: Parameters<typeof readOrderFile>) => {
    const result = await read(...args);
    figures.gotThrough('invalid' in result ? 0 : 1);
    return result;
  };
};

const parsing = (request: OrderFileRequest, worker: OrderFileWorker) =>
  worker.onmessage?.(new MessageEvent<ImportResult>('message', { data: parseOrderFile(request.name, request.bytes) }));

describe('readOrderFile', () => {
  it('parses the file in the worker and stops the worker once it has answered', async () => {
    const { seen, startWorker } = fakeWorker(parsing);
    expect(await readOrderFile(new File(['100123,3\n'], 'parts.csv'), { startWorker })).toEqual({
      lines: [{ partNumber: '100123', quantity: 3, row: 1 }],
      problems: [],
    });
    expect(seen.requests.map((request) => request.name)).toEqual(['parts.csv']);
    expect(seen.terminated).toBe(1);
  });

  it('refuses a file over 5 MB before reading it, with a message that says so', async () => {
    const { seen, startWorker } = fakeWorker(parsing);
    const large = new File([new Uint8Array(MAX_IMPORT_BYTES + 1)], 'order.xlsx');
    expect(await hostileFiles()(large, { startWorker })).toEqual({
      invalid:
        'This file is over 5 MB, too large for the order pad. Save the item numbers and quantities alone in a new file and import that.',
    });
    expect(seen.started).toBe(0);
  });

  it('refuses an empty file or one of another kind with the spec message, starting no worker', async () => {
    const { seen, startWorker } = fakeWorker(parsing);
    const invalid = {
      invalid: 'Invalid file format. Make sure file contains columns for item number and item quantity.',
    };
    expect(await readOrderFile(new File(['%PDF-1.4'], 'order.pdf'), { startWorker })).toEqual(invalid);
    expect(await readOrderFile(new File([''], 'order.csv'), { startWorker })).toEqual(invalid);
    expect(seen.started).toBe(0);
  });

  it('stops a worker that has not answered within the time limit and says the file took too long', async () => {
    const { seen, startWorker } = fakeWorker(() => undefined);
    const bomb = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'bomb.xlsx');
    expect(await hostileFiles()(bomb, { startWorker, timeLimitMs: 1 })).toEqual({
      invalid:
        'Reading this file took over 10 seconds, so it was stopped. Save the item numbers and quantities alone in a new file and import that.',
    });
    expect(seen.terminated).toBe(1);
  });

  it('reads a worker that failed (out of memory, not loaded) as a file it cannot read', async () => {
    const { seen, startWorker } = fakeWorker((_request, worker) => worker.onerror?.(new ErrorEvent('error')));
    expect(await readOrderFile(new File(['1,1'], 'order.csv'), { startWorker })).toEqual({
      invalid: 'Invalid file format. Make sure file contains columns for item number and item quantity.',
    });
    expect(seen.terminated).toBe(1);
  });
});
