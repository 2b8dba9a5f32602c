// Requests of every shape against a served gateway with no ERP behind it (each part starts its own
// with the settings it needs, closed without the drain's idle grace): attack findings 6 (malformed
// URLs and cookies answered cleanly, no stack in the log), 11 (text limits) and 12 (persisted-query
// hashes), and the GraphQL-over-HTTP audit; attack classes 7, 14, 17 and 22 record their figures.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { buildSchema, getNamedType, isInputObjectType, isObjectType } from 'graphql';
import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEXT_LIMITS } from '@mro/rules/text';
import { loadTypeDefs } from '../../schema.ts';
import { startGateway, type Gateway, type GatewayConfig } from '../../index.ts';
import { attackFigures } from '@mro/attack-figures';

/** A gateway served for the enclosing describe (started before its tests, closed after them). */
const servedGateway = (config: Partial<GatewayConfig> = {}) => {
  let gateway: Gateway | undefined;
  beforeAll(async () => {
    gateway = await startGateway({
      port: 0,
      host: '127.0.0.1',
      erpUrl: 'http://127.0.0.1:9',
      searchUrl: 'http://127.0.0.1:9',
      redisUrl: undefined,
      logLevel: 'warn',
      // The webs here have no server build: their pages go out as the shell, unrendered.
      serverRendering: false,
      ...config,
    });
  });
  afterAll(() => gateway?.close({ idleGraceMs: 0 }));
  return () => {
    if (!gateway) throw new Error('the gateway starts before the tests of its describe');
    return gateway;
  };
};

/** Every line the gateway writes to stdout during the enclosing describe (none reaches the console). */
const loggedLines = () => {
  const logged: string[] = [];
  beforeAll(() => {
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      logged.push(String(chunk));
      return true;
    });
  });
  afterAll(() => vi.restoreAllMocks());
  return logged;
};

// Finding 6: a malformed cookie or URL was answered 500 with a stack in the log.
const webDist = mkdtempSync(join(tmpdir(), 'malformed-web-'));
mkdirSync(join(webDist, 'site'));
writeFileSync(join(webDist, 'site', 'index.html'), '<!doctype html><title>Vallen</title>');

describe('malformed requests', () => {
  const logged = loggedLines();
  const served = servedGateway({ logLevel: 'debug', webDist });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  it('answer a URL with a stray % with 400, logging no stack', async () => {
    const figures = attackFigures(22);
    const get = figures.counting(fetch);
    for (const path of ['/%zz', '/p/%E0%A4%A', '/graphql%zz']) {
      const response = await get(`${served().url}${path}`);
      figures.gotThrough(response.status >= 500 ? 1 : 0);
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toEqual({ message: 'Malformed URL' });
    }
    expect(logged.filter((line) => line.includes('stack') || line.includes('"level":"error"'))).toEqual([]);
  });

  it('read a malformed session or guest cookie as none and clear it, on GraphQL and on pages', async () => {
    const figures = attackFigures(22);
    const cookie = 'mro_session=%zz; mro_guest=%E0%A4%A; theme=%zz';
    const graphql = await figures.counting(fetch)(`${served().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    const page = await figures.counting(fetch)(`${served().url}/catalog`, { headers: { cookie } });
    figures.gotThrough([graphql, page].filter((response) => response.status >= 500).length);
    expect(graphql.status).toBe(200);
    expect(await graphql.json()).toEqual({ data: { __typename: 'Query' } });
    expect(page.status).toBe(200);
    for (const response of [graphql, page]) {
      // Only the store's own cookies are its business; each is expired.
      expect(response.headers.getSetCookie().map((line) => line.split(';')[0])).toEqual(['mro_session=', 'mro_guest=']);
      expect(response.headers.getSetCookie().every((line) => line.includes('Max-Age=0'))).toBe(true);
    }
  });

  it('answer a Host whose port is past 65535 as an unknown host: the default brand, never a 500', async () => {
    const { request } = await import('node:http');
    const { hostname, port } = new URL(served().url);
    const figures = attackFigures(22);
    type Answer = { status: number; body: { errors?: unknown } };
    const askBrand = figures.counting(
      (host: string) =>
        new Promise<Answer>((resolve, reject) => {
          const headers = { host, 'content-type': 'application/json' };
          const sent = request({ hostname, port, path: '/graphql', method: 'POST', headers }, (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, body: JSON.parse(body) as Answer['body'] }),
            );
          });
          sent.on('error', reject).end(JSON.stringify({ query: '{ storeBrand { key name } }' }));
        }),
    );
    for (const host of ['localhost:99999', 'www.rvsupply.example:70000']) {
      // A connection reset (the handler threw) got through as much as a 500 or an error.
      const answer = await askBrand(host).catch(() => null);
      figures.gotThrough(!answer || answer.status >= 500 || answer.body.errors ? 1 : 0);
      expect(answer, host).toEqual({ status: 200, body: { data: { storeBrand: { key: 'DEFAULT', name: 'Vallen' } } } });
    }
    expect(logged.filter((line) => line.includes('"level":"error"'))).toEqual([]);
  });

  it('set no cookie when the cookies are well-formed', async () => {
    const response = await fetch(`${served().url}/catalog`, { headers: { cookie: 'theme=dark%20blue' } });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('log a client that hangs up mid-body without a stack', async () => {
    const { request } = await import('node:http');
    const sent = request(`${served().url}/graphql`, {
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

// Issue 31 finding 3: routing compared raw paths, so `/%6Fperations.json`, `//operations.json` and
// `/./operations.json` served the trusted operations manifest in production, and `/%65xplorer.html`
// the explorer page. A web build as web/vite.config.ts writes it: the web root (site/) holds the
// pages and assets; the manifests no browser needs are beside it.
const builtWeb = mkdtempSync(join(tmpdir(), 'paths-web-'));
const builtSite = join(builtWeb, 'site');
mkdirSync(join(builtSite, 'assets'), { recursive: true });
writeFileSync(join(builtSite, 'index.html'), '<!doctype html><title>Vallen</title>');
writeFileSync(join(builtSite, 'explorer.html'), '<!doctype html><title>Schema explorer</title>');
writeFileSync(join(builtSite, 'assets', 'index-abc123.js'), 'export const store = 1;');
writeFileSync(join(builtWeb, 'operations.json'), '{"operations":{"secret":"manifest"}}');
mkdirSync(join(builtWeb, '.vite'));
writeFileSync(join(builtWeb, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/chunk-list.js"}}');

/** GET with the path exactly as written (fetch would normalise it before sending). */
const rawGet = async (base: string, path: string) => {
  const { request } = await import('node:http');
  const { hostname, port } = new URL(base);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    request({ hostname, port, path, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
};

describe('path variants in production', () => {
  const served = servedGateway({ production: true, introspection: false, trustedOperations: false, webDist: builtWeb });
  afterAll(() => rmSync(builtWeb, { recursive: true, force: true }));

  it('serve neither the build manifests nor the explorer page under any spelling of their paths', async () => {
    const variants = [
      '/operations.json',
      '/%6Fperations.json',
      '//operations.json',
      '/./operations.json',
      '/assets/../operations.json',
      '/%2e/operations.json',
      '/%2F/operations.json',
      '/operations.json/',
      '///./operations.json.gz',
      'http://store.example/operations.json',
      '/../operations.json',
      '/%2e%2e/operations.json',
      '/site/../operations.json',
      '/.vite/manifest.json',
      '/%2Evite/manifest.json',
      '//.vite//manifest.json',
      '/../.vite/manifest.json',
      '/explorer.html',
      '/%65xplorer.html',
      '//explorer.html',
      '/./explorer',
    ];
    const figures = attackFigures(7);
    const get = figures.counting(rawGet);
    for (const path of variants) {
      const answer = await get(served().url, path);
      figures.gotThrough(/manifest|chunk-list|Schema explorer/.test(answer.body) ? 1 : 0);
      expect(answer.body, path).not.toContain('manifest');
      expect(answer.body, path).not.toContain('chunk-list');
      expect(answer.body, path).not.toContain('Schema explorer');
    }
  });

  it("still serve the store's pages and assets, however their path is spelled", async () => {
    for (const path of ['/catalog', '//catalog', '/./catalog', '/%63atalog']) {
      const answer = await rawGet(served().url, path);
      expect(answer.status, path).toBe(200);
      // The build's page, with the catalogue's head in place of its title.
      expect(answer.body, path).toMatch(/^<!doctype html><title>Vallen<\/title>\n\s+<meta name="description"/);
    }
    for (const path of ['/assets/index-abc123.js', '//assets/index-abc123.js', '/assets/%69ndex-abc123.js']) {
      const answer = await rawGet(served().url, path);
      expect(answer, path).toEqual({ status: 200, body: 'export const store = 1;' });
    }
    expect(await rawGet(served().url, '/%2e%2e/%00')).toEqual({ status: 400, body: '{"message":"Malformed URL"}' });
  });
});

// Issue 31 finding 4: a cXML request declaring an external entity was never answered (it pinned a
// socket); a 200 KB body to /punchout/oci answered 500 with a stack in the error log.
const CXML_WITH_ENTITY = `<?xml version="1.0"?>
<!DOCTYPE cXML [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<cXML payloadID="1@attacker"><Header><Sender><Credential domain="NetworkId"><Identity>&xxe;</Identity>
<SharedSecret>s</SharedSecret></Credential></Sender></Header><Request><PunchOutSetupRequest operation="create">
<BuyerCookie>c</BuyerCookie><BrowserFormPost><URL>https://buyer.example/</URL></BrowserFormPost>
</PunchOutSetupRequest></Request></cXML>`;

describe('punch-out bodies', () => {
  const logged = loggedLines();
  const served = servedGateway({ logLevel: 'info' });
  const postBody = (path: string, body: string, contentType: string) =>
    fetch(`${served().url}${path}`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
      signal: AbortSignal.timeout(5_000),
    });
  const statusOf = (cxml: string) => /<Status code="(\d+)"[^>]*>([^<]*)</.exec(cxml)?.slice(1);

  it('answer a cXML request that declares an external entity at once, with a cXML 400', async () => {
    const figures = attackFigures(14);
    const response = await figures.counting(postBody)('/punchout/cxml', CXML_WITH_ENTITY, 'text/xml');
    figures.gotThrough(response.status === 400 ? 0 : 1);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/xml; charset=utf-8');
    expect(statusOf(await response.text())).toEqual([
      '400',
      'The request may not declare a DTD subset or entities: cXML names its DTD by URL only.',
    ]);
  });

  it("answer oversized or malformed bodies in the protocol's format, logging an info line and no stack", async () => {
    const big = 'x'.repeat(200_000);
    const figures = attackFigures(14);
    const post = figures.counting(postBody);
    const oci = await post('/punchout/oci', `HOOK_URL=${big}`, 'application/x-www-form-urlencoded');
    expect([oci.status, await oci.text()]).toEqual([413, 'The request is too large.']);
    const cxml = await post('/punchout/cxml', `<cXML>${big}</cXML>`, 'text/xml');
    expect([cxml.status, statusOf(await cxml.text())]).toEqual([400, ['400', 'The request is too large.']]);
    const malformed = await post('/punchout/cxml', '<cXML><Header>', 'text/xml');
    expect([malformed.status, statusOf(await malformed.text())]).toEqual([
      400,
      ['400', 'The request is not well-formed XML.'],
    ]);
    figures.gotThrough([oci, cxml, malformed].filter((response) => response.status >= 500).length);
    const refusals = logged.filter((line) => line.includes('punch-out request refused'));
    expect(refusals).toHaveLength(4);
    expect(refusals.every((line) => line.includes('"level":"info"'))).toBe(true);
    expect(logged.filter((line) => line.includes('stack') || line.includes('"level":"error"'))).toEqual([]);
  });
});

// Finding 12: a persisted-query hash that does not match its query is the client's mistake.
const postPersistedQuery = (served: () => Gateway, body: unknown) =>
  fetch(`${served().url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('persisted queries', () => {
  const logged = loggedLines();
  const served = servedGateway({ logLevel: 'info' });

  it('answer a hash that does not match the query with a 400 and a clear code', async () => {
    const figures = attackFigures(14);
    const response = await figures.counting(postPersistedQuery)(served, {
      query: '{ __typename }',
      extensions: { persistedQuery: { version: 1, sha256Hash: sha256('{ somethingElse }') } },
    });
    figures.gotThrough(response.status === 400 ? 0 : 1);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [
        {
          message: 'The persisted query hash does not match the query.',
          extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH' },
        },
      ],
    });
    // The client's mistake: an info line, no error and no stack.
    expect(logged.some((line) => line.includes('"client mistake"'))).toBe(true);
    expect(logged.filter((line) => line.includes('"level":"error"') || line.includes('stack'))).toEqual([]);
  });

  it('answer a malformed persisted-query extension or a subscription with a 400 the client can read, logged at info', async () => {
    const figures = attackFigures(14);
    const postPersisted = figures.counting(postPersistedQuery);
    const malformed = await postPersisted(served, {
      query: '{ __typename }',
      extensions: { persistedQuery: { version: 2, sha256Hash: sha256('{ __typename }') } },
    });
    const notAnObject = await postPersisted(served, { query: '{ __typename }', extensions: { persistedQuery: 'x' } });
    const subscription = await postPersisted(served, { query: 'subscription Watch { orderPlaced }' });
    figures.gotThrough([malformed, notAnObject, subscription].filter((response) => response.status !== 400).length);
    const bad = (message: string) => ({
      status: 400,
      body: { errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] },
    });
    const read = async (response: Response) => ({ status: response.status, body: await response.json() });
    expect(await read(malformed)).toEqual(bad('The persisted query extension must be { version: 1, sha256Hash }.'));
    expect(await read(notAnObject)).toEqual(bad('The persisted query extension must be { version: 1, sha256Hash }.'));
    expect(await read(subscription)).toEqual(bad('Subscriptions are not supported: send a query or a mutation.'));
    const mistakes = logged.filter((line) => line.includes('"client mistake"'));
    expect(mistakes.filter((line) => line.includes('Unsupported persisted query version'))).toHaveLength(2);
    expect(mistakes.filter((line) => line.includes('Subscriptions are not supported'))).toHaveLength(1);
    expect(logged.filter((line) => line.includes('"level":"error"') || line.includes('stack'))).toEqual([]);
  });

  it('run a query whose hash matches', async () => {
    const query = '{ __typename }';
    const response = await postPersistedQuery(served, {
      query,
      extensions: { persistedQuery: { version: 1, sha256Hash: sha256(query) } },
    });
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });
});

// Finding 11: a 90,000-character Get it for Me comment was accepted; list names kept NUL, a
// right-to-left override and invalid Unicode, shown to colleagues.
const schema = buildSchema(loadTypeDefs());

/** Every String input of the schema: input object fields and field arguments, as schema coordinates. */
const stringInputs = (): string[] =>
  Object.values(schema.getTypeMap()).flatMap((type) => {
    if (type.name.startsWith('__')) return [];
    if (isInputObjectType(type))
      return Object.values(type.getFields())
        .filter((field) => getNamedType(field.type).name === 'String')
        .map((field) => `${type.name}.${field.name}`);
    if (isObjectType(type))
      return Object.values(type.getFields()).flatMap((field) =>
        field.args
          .filter((argument) => getNamedType(argument.type).name === 'String')
          .map((argument) => `${type.name}.${field.name}(${argument.name})`),
      );
    return [];
  });

let textGateway: () => Gateway;
const post = async (query: string, variables: Record<string, unknown>) => {
  const response = await fetch(`${textGateway().url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { errors?: unknown[] } };
};

const GIFM =
  'mutation G($input: SubmitGetItForMeRequestInput!) { submitGetItForMeRequest(input: $input) { userErrors { message } } }';
const CREATE_LIST =
  'mutation L($input: CreateShoppingListInput!) { createShoppingList(input: $input) { userErrors { message } } }';

describe('text inputs', () => {
  textGateway = servedGateway();

  it('every String input of the schema has a maximum length in @mro/rules/text', () => {
    const inputs = stringInputs();
    expect(inputs.length).toBeGreaterThan(100);
    expect(inputs.filter((coordinate) => !TEXT_LIMITS.has(coordinate))).toEqual([]);
    // And no limit names a field that is gone.
    expect([...TEXT_LIMITS.keys()].filter((coordinate) => !inputs.includes(coordinate))).toEqual([]);
  });

  it('refuses a contact message one character over its limit, before any resolver runs', async () => {
    const [coordinate, max] = ['SendContactMessageInput.message', TEXT_LIMITS.get('SendContactMessageInput.message')];
    expect(max).toBe(5000);
    const refused = await post(
      'mutation C($input: SendContactMessageInput!) { sendContactMessage(input: $input) { userErrors { message } } }',
      { input: { name: 'Bianca', email: 'b@acme.example', city: 'Houston', state: 'TX', message: 'x'.repeat(5001) } },
    );
    expect(refused).toEqual({
      status: 400,
      body: {
        errors: [{ message: 'Message may be at most 5000 characters.', extensions: { code: 'BAD_USER_INPUT' } }],
      },
    });
    expect(coordinate).toContain('message');
  });

  it('refuses the 90,000-character Get it for Me comment with a message naming the limit', async () => {
    const figures = attackFigures(17);
    const refused = await figures.counting(post)(GIFM, {
      input: { kind: 'QUOTE', comment: 'x'.repeat(90_000), items: [] },
    });
    figures.gotThrough(refused.status === 400 ? 0 : 1);
    expect(refused).toEqual({
      status: 400,
      body: {
        errors: [{ message: 'Comment may be at most 5000 characters.', extensions: { code: 'BAD_USER_INPUT' } }],
      },
    });
  });

  it('refuses list names with NUL, a right-to-left override or half a surrogate pair, inline or as variables', async () => {
    const figures = attackFigures(17);
    const send = figures.counting(post);
    for (const name of ['Shop\u0000floor', 'Gloves \u202Egpj.exe', 'Broken \udc00 text']) {
      const refused = await send(CREATE_LIST, { input: { name } });
      figures.gotThrough(refused.status === 400 ? 0 : 1);
      expect(refused, JSON.stringify(name)).toEqual({
        status: 400,
        body: {
          errors: [
            {
              message: 'Name may not contain control or text-direction characters.',
              extensions: { code: 'BAD_USER_INPUT' },
            },
          ],
        },
      });
    }
    const inline = await send(
      `mutation { createShoppingList(input: { name: "Tools\\u202E" }) { userErrors { message } } }`,
      {},
    );
    figures.gotThrough(inline.status === 400 ? 0 : 1);
    expect(inline.status).toBe(400);
    expect(inline.body.errors).toEqual([
      { message: 'Name may not contain control or text-direction characters.', extensions: { code: 'BAD_USER_INPUT' } },
    ]);
  });
});

// Issue 31 finding 9: a 90,000-character id reached the ERP (which answered 431); invisible
// characters and direction marks passed in PO numbers and list names.
describe('ID and single-line inputs', () => {
  const served = servedGateway();
  const sendDocument = async (query: string, variables: Record<string, unknown>) => {
    const response = await fetch(`${served().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: await response.json() };
  };
  const refusal = (message: string) => ({
    status: 400,
    body: { errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] },
  });

  /** Sends for class 17, counting the answers that were not refused. */
  const recorded = () => {
    const figures = attackFigures(17);
    const send = figures.counting(sendDocument);
    return async (query: string, variables: Record<string, unknown>) => {
      const answer = await send(query, variables);
      figures.gotThrough(answer.status === 400 ? 0 : 1);
      return answer;
    };
  };

  it('refuses a 90,000-character id in an input or an argument, before any resolver runs', async () => {
    const send = recorded();
    const id = '7'.repeat(90_000);
    const deleteList =
      'mutation D($input: DeleteShoppingListInput!) { deleteShoppingList(input: $input) { userErrors { message } } }';
    expect(await send(deleteList, { input: { id } })).toEqual(refusal('ID may be at most 200 characters.'));
    expect(await send('query L($id: ID!) { shoppingList(id: $id) { id } }', { id })).toEqual(
      refusal('ID may be at most 200 characters.'),
    );
  });

  it('refuses invisible characters and direction marks in PO numbers and list names', async () => {
    const send = recorded();
    const invisible = (label: string) =>
      refusal(`${label} may not contain invisible characters such as zero-width spaces or direction marks.`);
    expect(await send(CREATE_LIST, { input: { name: 'Gloves\u200F' } })).toEqual(invisible('Name'));
    expect(await send(CREATE_LIST, { input: { name: 'Glo\u200Bves' } })).toEqual(invisible('Name'));
    const details =
      'mutation P($input: UpdateCheckoutDetailsInput!) { updateCheckoutDetails(input: $input) { userErrors { message } } }';
    expect(
      await send(details, {
        input: { contactName: 'Bianca', contactEmail: 'b@acme.example', purchaseOrderNumber: 'PO\u200E4471' },
      }),
    ).toEqual(invisible('Purchase order number'));
  });
});

// The graphql-http project's audit of the GraphQL-over-HTTP spec against the gateway as it is served.
let auditGateway: () => Gateway;
// MAY audits are choices: a GET query needs a preflight header (CSRF prevention), which the audit does
// not send; extensions must be a map.
const audits = serverAudits({ url: () => `${auditGateway().url}/graphql` }).filter(
  (audit) => !audit.name.startsWith('MAY'),
);

describe('GraphQL over HTTP: every MUST and SHOULD of the audit', () => {
  auditGateway = servedGateway();
  it('runs all 13 MUST and 23 SHOULD audits', () => {
    expect(audits.filter((audit) => audit.name.startsWith('MUST'))).toHaveLength(13);
    expect(audits.filter((audit) => audit.name.startsWith('SHOULD'))).toHaveLength(23);
  });

  for (const audit of audits) {
    it(`${audit.id} ${audit.name}`, async () => {
      const result = await audit.fn();
      expect({ status: result.status, reason: 'reason' in result ? result.reason : undefined }).toEqual({
        status: 'ok',
        reason: undefined,
      });
    });
  }
});
