// The regional-site prompt's country without an edge header: the visitor's public address is looked up at
// IP_GEOLOCATION_URL (a stand-in service here), within 300 ms, cached a day, failing open; private and
// loopback addresses are never sent.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { unitGateway } from '../testing/unit.ts';

const QUERY = '{ regionalSite { country name } }';
type Answer = { regionalSite: { country: string; name: string } | null };

let server: Server;
let baseUrl = '';
const asked: string[] = [];
let reply: (address: string) => { status: number; body: string; delayMs?: number };

beforeAll(async () => {
  server = createServer((request, response) => {
    const address = decodeURIComponent(request.url!.replace('/geo/', ''));
    asked.push(address);
    const { status, body, delayMs = 0 } = reply(address);
    setTimeout(() => response.writeHead(status, { 'content-type': 'application/json' }).end(body), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/geo`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  asked.length = 0;
  reply = (address) => ({
    status: 200,
    body: JSON.stringify({ ip: address, country_code: address.startsWith('203.0.113.') ? 'ca' : 'US' }),
  });
});

// One load balancer in front: the client address is the last X-Forwarded-For entry.
const gatewayWith = (ipGeolocationUrl: string | undefined) =>
  unitGateway({}, { principal: null, config: { ipGeolocationUrl, trustedProxies: 1 } });
const siteFor = async (gateway: Awaited<ReturnType<typeof gatewayWith>>, headers: Record<string, string>) =>
  (await gateway.run<Answer>(QUERY, {}, headers)).data!.regionalSite;

describe('the visitor’s country by IP lookup', () => {
  it('offers Vallen Canada to a Canadian address, asking the service once a day per address', async () => {
    const gateway = await gatewayWith(baseUrl);
    expect(await siteFor(gateway, { 'x-forwarded-for': '203.0.113.7' })).toEqual({
      country: 'CA',
      name: 'Vallen Canada',
    });
    expect(await siteFor(gateway, { 'x-forwarded-for': '203.0.113.7' })).toMatchObject({ country: 'CA' });
    expect(await siteFor(gateway, { 'x-forwarded-for': '8.8.8.8' })).toBeNull();
    expect(asked).toEqual(['203.0.113.7', '8.8.8.8']);
    const [cached] = await gateway.services.cache.store.getMany(['geolocation:v1:203.0.113.7']);
    const day = 24 * 60 * 60 * 1000;
    expect(cached!.freshUntil - Date.now()).toBeGreaterThan(day - 60_000);
    expect(cached!.freshUntil - Date.now()).toBeLessThanOrEqual(day);
  });

  it('believes the edge header first and never sends private or loopback addresses', async () => {
    const gateway = await gatewayWith(baseUrl);
    expect(await siteFor(gateway, { 'cf-ipcountry': 'MX', 'x-forwarded-for': '203.0.113.7' })).toMatchObject({
      country: 'MX',
    });
    for (const address of ['10.1.2.3', '192.168.0.9', '172.20.1.1', '127.0.0.1', '::1', 'fe80::1', 'fd00::5'])
      expect(await siteFor(gateway, { 'x-forwarded-for': address })).toBeNull();
    expect(await siteFor(gateway, { 'x-forwarded-for': '::ffff:10.0.0.1' })).toBeNull();
    expect(asked).toEqual([]);
  });

  it('fails open: a slow, failing or garbled service and no service at all offer no site', async () => {
    const gateway = await gatewayWith(baseUrl);
    reply = () => ({ status: 200, body: '{"country_code":"CA"}', delayMs: 1_000 });
    const started = Date.now();
    expect(await siteFor(gateway, { 'x-forwarded-for': '203.0.113.8' })).toBeNull();
    // Given up at the 300 ms timeout, not after the service's second.
    expect(Date.now() - started).toBeLessThan(900);
    reply = () => ({ status: 500, body: '{}' });
    expect(await siteFor(gateway, { 'x-forwarded-for': '203.0.113.9' })).toBeNull();
    reply = () => ({ status: 200, body: '<html>' });
    expect(await siteFor(gateway, { 'x-forwarded-for': '203.0.113.10' })).toBeNull();
    // A failure is not remembered: the next visit asks again and gets its answer.
    reply = () => ({ status: 200, body: '{"country_code":"CA"}' });
    expect(await siteFor(gateway, { 'x-forwarded-for': '203.0.113.9' })).toMatchObject({ country: 'CA' });

    asked.length = 0;
    const unconfigured = await gatewayWith(undefined);
    expect(await siteFor(unconfigured, { 'x-forwarded-for': '203.0.113.7' })).toBeNull();
    expect(asked).toEqual([]);
  });
});
