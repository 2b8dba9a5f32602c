// Attack class 13, server-side request forgery (held in the attack run of issue 31): the only
// request the gateway makes on a visitor's behalf to a host it names by URL is a product image from
// the image host. No spelling of an image path, no Host or X-Forwarded-Host header and no
// absolute-form request target makes it call another host (an internal service here).
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type Gateway } from '../../index.ts';
import { attackFigures } from '@mro/attack-figures';

/** A server that answers every path with a PNG and remembers the paths it was asked for. */
const pngServer = async () => {
  const paths: string[] = [];
  const server: Server = createServer((req, res) => {
    paths.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'image/png' }).end('png');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, paths, host: `127.0.0.1:${(server.address() as AddressInfo).port}` };
};

/** GET with the request target and headers exactly as written. */
const rawGet = (base: string, path: string, headers: Record<string, string> = {}) => {
  const { hostname, port } = new URL(base);
  return new Promise<number>((resolve, reject) => {
    request({ hostname, port, path, headers, method: 'GET' }, (response) => {
      response.resume().on('end', () => resolve(response.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });
};

describe('server-side request forgery through the image proxy', () => {
  let images: Awaited<ReturnType<typeof pngServer>>;
  let internal: Awaited<ReturnType<typeof pngServer>>;
  let gateway: Gateway;
  beforeAll(async () => {
    [images, internal] = await Promise.all([pngServer(), pngServer()]);
    gateway = await startGateway({
      port: 0,
      host: '127.0.0.1',
      erpUrl: 'http://127.0.0.1:9',
      searchUrl: 'http://127.0.0.1:9',
      imagesUrl: `http://${images.host}`,
      redisUrl: undefined,
      logLevel: 'warn',
    });
  });
  afterAll(async () => {
    await gateway.close({ idleGraceMs: 0 });
    for (const server of [images.server, internal.server]) server.close();
  });

  it('asks the image host for image paths only, and never the internal service', async () => {
    const target = internal.host;
    const attempts: [path: string, headers?: Record<string, string>][] = [
      [`//${target}/images/x.png`],
      [`http://${target}/images/x.png`],
      [`/images/%2F%2F${target}/x.png`],
      [`/images/@${target}/x.png`],
      [`/images/http:%2F%2F${target}%2Fx.png`],
      [`/images/..%2F..%2F${target}/x.png`],
      [`/images/x.png?url=http://${target}/x.png`],
      [`/images/x.png#@${target}`],
      ['/images/x.png', { host: target }],
      ['/images/x.png', { 'x-forwarded-host': target }],
      ['/images/x.png', { 'x-forwarded-proto': 'gopher', 'x-forwarded-host': target }],
      [`/images/\\\\${target}/x.png`],
    ];
    const figures = attackFigures(13);
    const get = figures.counting(rawGet);
    const statuses = [];
    for (const [path, headers] of attempts) statuses.push(await get(gateway.url, path, headers));
    figures.gotThrough(internal.paths.length);

    expect(internal.paths).toEqual([]);
    expect(statuses.every((status) => status < 500)).toBe(true);
    expect(images.paths.every((path) => /^\/images\/[A-Za-z0-9_/-]+\.png$/.test(path))).toBe(true);
    // The proxy still works: the image host was asked for the plain path.
    expect(images.paths).toContain('/images/x.png');
  });
});
