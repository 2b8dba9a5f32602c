// The order pad's file reader, off the page's thread: a workbook that takes long to unpack (a zip
// bomb froze the page for 43 s, issue 31) costs this worker, which the page stops at its time limit.
import { parseOrderFile, type ImportResult } from './orderFile';

/** What the page sends: the file's name (its kind) and its bytes, transferred. */
export type OrderFileRequest = { name: string; bytes: ArrayBuffer };

self.onmessage = ({ data }: MessageEvent<OrderFileRequest>) => {
  const answer: ImportResult = parseOrderFile(data.name, data.bytes);
  self.postMessage(answer);
};
