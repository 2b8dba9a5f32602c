import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startGateway, type Gateway } from '../../index.ts';

const webDist = mkdtempSync(join(tmpdir(), 'malformed-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Vallen</title>');

let gateway: Gateway;
const logged: string[] = [];
beforeAll(async () => {
  // Every log line the gateway writes, at every level.
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    logged.push(String(chunk));
    return true;
  });
  gateway = await startGateway({
    port: 0,
    host: '127.0.0.1',
    erpUrl: 'http://127.0.0.1:9',
    searchUrl: 'http://127.0.0.1:9',
    logLevel: 'debug',
    redisUrl: undefined,
    webDist,
  });
});
afterAll(async () => {
  await gateway?.close();
  vi.restoreAllMocks();
  rmSync(webDist, { recursive: true, force: true });
});

describe('malformed requests', () => {
  it('answer a URL with a stray % with 400, logging no stack', async () => {
    for (const path of ['/%zz', '/p/%E0%A4%A', '/graphql%zz']) {
      const response = await fetch(`${gateway.url}${path}`);
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toEqual({ message: 'Malformed URL' });
    }
    expect(logged.filter((line) => line.includes('stack') || line.includes('"level":"error"'))).toEqual([]);
  });

  it('read a malformed session or guest cookie as none and clear it, on GraphQL and on pages', async () => {
    const cookie = 'mro_session=%zz; mro_guest=%E0%A4%A; theme=%zz';
    const graphql = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    const page = await fetch(`${gateway.url}/catalog`, { headers: { cookie } });
    expect(graphql.status).toBe(200);
    expect(await graphql.json()).toEqual({ data: { __typename: 'Query' } });
    expect(page.status).toBe(200);
    for (const response of [graphql, page]) {
      // Only the store's own cookies are its business; each is expired.
      expect(response.headers.getSetCookie().map((line) => line.split(';')[0])).toEqual(['mro_session=', 'mro_guest=']);
      expect(response.headers.getSetCookie().every((line) => line.includes('Max-Age=0'))).toBe(true);
    }
  });

  it('set no cookie when the cookies are well-formed', async () => {
    const response = await fetch(`${gateway.url}/catalog`, { headers: { cookie: 'theme=dark%20blue' } });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('log a client that hangs up mid-body without a stack', async () => {
    const { request } = await import('node:http');
    const sent = request(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '5000' },
    });
    sent.on('error', () => undefined);
    sent.write('{"query":');
    await expect.poll(() => sent.writableLength).toBe(0);
    sent.destroy();
    await expect.poll(() => logged.some((line) => line.includes('client closed the connection'))).toBe(true);
    expect(logged.filter((line) => line.includes('stack') || line.includes('"level":"error"'))).toEqual([]);
  });
});
