import { afterEach, describe, expect, it } from 'vitest';
import { startReplay, type ReplayServer } from './replay.ts';
import { FIXTURE_FORMAT, scrub, scrubToken, toRecorded, type RecordedExchange } from '../erp/recording.ts';
import { ErpClient } from '../erp/client.ts';
import { erpApiOf } from '../erp/erp-api.ts';
import { ErpHttpError } from '../erp/errors.ts';

const exchange = (overrides: Partial<RecordedExchange>): RecordedExchange => ({
  format: FIXTURE_FORMAT,
  route: 'GET /cart/{session_id}',
  method: 'GET',
  path: '/cart/abc',
  query: '',
  requestHeaders: {},
  requestBody: null,
  status: 200,
  responseHeaders: { 'content-type': 'application/json' },
  responseBody: { lines: 0 },
  ...overrides,
});

let replay: ReplayServer | undefined;
let client: ErpClient | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
  await replay?.close().catch(() => undefined);
  replay = undefined;
});

const clientOf = (url: string) => {
  client = new ErpClient({
    erpUrl: url,
    searchUrl: url,
    timeoutMs: 2_000,
    getRetries: 0,
    connections: 2,
    breaker: { threshold: 100, openMs: 1_000 },
  });
  return erpApiOf(client);
};

describe('the replay of recorded ERP exchanges', () => {
  it('answers recorded calls through the ERP client, identical calls in recorded order', async () => {
    replay = await startReplay([
      exchange({ responseBody: { lines: 0 } }),
      exchange({ responseBody: { lines: 1 } }),
      exchange({
        method: 'POST',
        route: 'POST /login_check',
        path: '/login_check',
        requestBody: { _username: 'a@b.example', _password: '[scrubbed]' },
        responseBody: { token: 't' },
      }),
    ]);
    const erp = clientOf(replay.url);
    const read = () => erp.get('/cart/{session_id}', { path: { session_id: 'abc' } });
    expect(await read()).toEqual({ lines: 0 });
    expect(await read()).toEqual({ lines: 1 });
    expect(await read()).toEqual({ lines: 1 });
    const login = await erp.post('/login_check', { body: { _username: 'a@b.example', _password: 'any password' } });
    expect(login).toEqual({ token: 't' });
    expect(replay.unmatched()).toEqual([]);
  });

  it('fails an unrecorded call, naming its method, path and query', async () => {
    replay = await startReplay([exchange({})]);
    const erp = clientOf(replay.url);
    const call = erp.get('/pricing', {
      query: { customer_number: '10001', warehouse_key: 'DBEL', erp_item_numbers: '7' },
    });
    await expect(call).rejects.toBeInstanceOf(ErpHttpError);
    const unrecorded = 'GET /pricing?customer_number=10001&warehouse_key=DBEL&erp_item_numbers=7';
    await expect(call).rejects.toThrow(`Unrecorded ERP call: ${unrecorded}`);
    expect(() => replay?.verify()).toThrow(`Unrecorded ERP calls (strict replay):\n${unrecorded}`);
    await expect(replay.close()).rejects.toThrow(unrecorded);
    replay = undefined;
  });

  it('does not match a call whose body differs from the recording', async () => {
    replay = await startReplay([
      exchange({
        route: 'PUT /cart/{session_id}/line/{id}',
        method: 'PUT',
        path: '/cart/abc/line/1',
        requestBody: { quantity: 2 },
      }),
    ]);
    const erp = clientOf(replay.url);
    await expect(
      erp.put('/cart/{session_id}/line/{id}', { path: { session_id: 'abc', id: '1' }, body: { quantity: 3 } }),
    ).rejects.toThrow('Unrecorded ERP call: PUT /cart/abc/line/1');
  });

  it('lets unrecorded calls through as 404 when not strict', async () => {
    replay = await startReplay([], { strict: false });
    const erp = clientOf(replay.url);
    await expect(erp.get('/index/vendors')).rejects.toMatchObject({ status: 404 });
    expect(replay.unmatched()).toEqual([]);
  });
});

describe('the scrubbing of recordings', () => {
  it('replaces passwords, card numbers and token signatures, keeping the claims the gateway reads', () => {
    const jwt = `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from('{"sub":7,"exp":100}').toString('base64url')}.secret-signature`;
    const scrubbed = scrub({
      _password: 'Demo1234!',
      payment: { card_number: '4111 1111 1111 1234', cvv: '123' },
      token: jwt,
      name: 'Ann',
    }) as Record<string, unknown>;
    expect(scrubbed).toEqual({
      _password: '[scrubbed]',
      payment: { card_number: '****1234', cvv: '[scrubbed]' },
      token: scrubToken(jwt),
      name: 'Ann',
    });
    const [, claims, signature] = scrubToken(jwt).split('.');
    expect(signature).toBe('scrubbed');
    expect(JSON.parse(Buffer.from(claims ?? '', 'base64url').toString('utf8'))).toEqual({ sub: 7, exp: 4_102_444_800 });
  });

  it('records that a call was authenticated without the token', () => {
    const recorded = toRecorded({
      route: 'GET /user/{id}',
      method: 'GET',
      path: '/user/1',
      query: '',
      requestBody: undefined,
      authenticated: true,
      status: 200,
      contentType: 'application/json',
      responseBody: { id: 1 },
      durationMs: 3,
    });
    expect(recorded.requestHeaders).toEqual({ authorization: 'Bearer [scrubbed]' });
    expect(recorded.requestBody).toBeNull();
  });
});
