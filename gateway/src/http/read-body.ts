import type { IncomingMessage } from 'node:http';

export class BodyTooLarge extends Error {}
/** The body did not arrive whole within the time allowed (a client trickling it holds a socket). */
export class BodyTooSlow extends Error {}

/**
 * The request body as text, refusing more than `limit` bytes without buffering them, and, with
 * `timeoutMs`, a body that has not arrived whole by then.
 */
export const readBody = (request: IncomingMessage, limit: number, timeoutMs?: number): Promise<string> =>
  new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > limit) {
      reject(new BodyTooLarge());
      request.resume();
      return;
    }
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            reject(new BodyTooSlow());
            // Whatever else it sends is not read: the answer closes the connection.
            request.pause();
          }, timeoutMs);
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        clearTimeout(timer);
        reject(new BodyTooLarge());
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
