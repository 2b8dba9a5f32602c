import { PassThrough } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { BodyTooLarge, BodyTooSlow, readBody } from './read-body.ts';

/** A request whose body arrives as the test writes it. */
const incoming = (headers: Record<string, string> = {}) => {
  const stream = new PassThrough();
  return { stream, request: Object.assign(stream, { headers }) as unknown as IncomingMessage };
};

describe('reading a body', () => {
  it('gives up on a body that has not arrived whole in time', async () => {
    const { stream, request } = incoming();
    stream.write('HOOK_URL=');
    await expect(readBody(request, 1_000, 50)).rejects.toBeInstanceOf(BodyTooSlow);
  });

  it('reads a body that arrives in time, and refuses one over the limit', async () => {
    const { stream, request } = incoming();
    const read = readBody(request, 1_000, 1_000);
    stream.end('HOOK_URL=x');
    expect(await read).toBe('HOOK_URL=x');
    const declared = incoming({ 'content-length': '200000' });
    await expect(readBody(declared.request, 1_000, 1_000)).rejects.toBeInstanceOf(BodyTooLarge);
  });
});
