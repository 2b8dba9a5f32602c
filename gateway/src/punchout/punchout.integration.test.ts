import { describe, expect } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { DEMO_PASSWORD } from '@mro/erp-sandbox';
import { stackTest } from '../testing/fixtures.ts';
import { TestClient, type Stack } from '../testing/stack.ts';
import type { ProcurementSystem } from '../common/procurement-systems.ts';

// A procurement system as an operator configures it; the return origins are never contacted here.
const RETURN = 'https://buyer.example';
const SYSTEM: ProcurementSystem = {
  id: 'acme-ariba',
  name: 'Acme Ariba',
  cxml: { senderIdentity: 'acme-network', sharedSecret: 's3cret-value' },
  oci: { token: 'oci-token-123', buyer: 'ACME' },
  buyers: { ACME: { username: 'punchout@acme.example', password: DEMO_PASSWORD } },
  returnOrigins: [RETURN],
  referrerOrigins: ['https://portal.supplier-solutions.example'],
};
const it = stackTest({ punchOutSystems: [SYSTEM] });

const setupRequest = (
  over: { secret?: string; from?: string; url?: string; cookie?: string } = {},
) => `<?xml version="1.0"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="123@buyer" timestamp="2026-11-25T10:00:00Z">
  <Header>
    <From><Credential domain="NetworkId"><Identity>${over.from ?? 'ACME'}</Identity></Credential></From>
    <To><Credential domain="DUNS"><Identity>MRO-SUPPLIER</Identity></Credential></To>
    <Sender><Credential domain="NetworkId"><Identity>acme-network</Identity>
      <SharedSecret>${over.secret ?? 's3cret-value'}</SharedSecret></Credential><UserAgent>Ariba</UserAgent></Sender>
  </Header>
  <Request><PunchOutSetupRequest operation="create">
    <BuyerCookie>${over.cookie ?? 'cookie-&amp;-42'}</BuyerCookie>
    <BrowserFormPost><URL>${over.url ?? `${RETURN}/punchout/return?session=9`}</URL></BrowserFormPost>
  </PunchOutSetupRequest></Request>
</cXML>`;

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false });
type Status = { '@_code': string };

const postSetup = async (stack: Stack, body: string) => {
  const response = await fetch(`${stack.gateway.url}/punchout/cxml`, {
    method: 'POST',
    headers: { 'content-type': 'text/xml' },
    body,
  });
  const answer = xml.parse(await response.text()) as {
    cXML: { Response: { Status: Status; PunchOutSetupResponse?: { StartPage: { URL: string } } } };
  };
  return { status: response.status, response: answer.cXML.Response };
};

/** Opens a browser entry (no redirect followed); a client holding the session cookie it set. */
const enter = async (stack: Stack, path: string, init: RequestInit = {}) => {
  const response = await fetch(`${stack.gateway.url}${path}`, { redirect: 'manual', ...init });
  const client = new TestClient(stack.gateway.url);
  const setCookie = response.headers.get('set-cookie') ?? '';
  const [pair = ''] = setCookie.split(';');
  if (pair.includes('=')) client.cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
  return { response, client, setCookie, text: response.status === 303 ? '' : await response.text() };
};

type Form = { action: string; target: string; fields: { name: string; value: string }[] };
const TRANSFER =
  'mutation { transferCart { form { action target fields { name value } } lineCount userErrors { code message } } }';
const transfer = async (client: TestClient) =>
  (
    await client.gql<{
      transferCart: { form: Form | null; lineCount: number; userErrors: { code: string; message: string }[] };
    }>(TRANSFER)
  ).data!.transferCart;

type CartLines = { cart: { lines: { id: string; erp: string; quantity: number; unitPrice: { value: number } }[] } };
const LINES = 'query { cart { lines(offset: 0, limit: 500) { id erp quantity unitPrice { value } } } }';

/** Empties the punch-out user's cart (the tests share that user), then fills it with `count` lines. */
const fillCart = async (client: TestClient, count: number) => {
  const before = await client.gql<CartLines>(LINES);
  await client.gql(
    'mutation R($input: RemoveCartLinesInput!) { removeCartLines(input: $input) { userErrors { message } } }',
    {
      input: { lineIds: before.data!.cart.lines.map((line) => line.id) },
    },
  );
  const erps: string[] = [];
  for (let page = 1; erps.length < count && page < 10; page += 1) {
    const found = await client.gql<{
      productSearch: { nodes: { items: { erp: string; price: { purchasable: boolean } | null }[] }[] };
    }>(
      'query S($page: Int!) { productSearch(input: { query: "", page: $page }) { nodes { items { erp price { purchasable } } } } }',
      { page },
    );
    for (const item of found.data!.productSearch.nodes.flatMap((node) => node.items))
      if (item.price?.purchasable && erps.length < count && !erps.includes(item.erp)) erps.push(item.erp);
  }
  await client.gql(
    'mutation A($input: AddCartLinesInput!) { addCartLines(input: $input) { userErrors { message } } }',
    {
      input: { lines: erps.map((erp, index) => ({ erp, quantity: index + 1 })) },
    },
  );
  return (await client.gql<CartLines>(LINES)).data!.cart.lines;
};

describe('cXML punch-out', () => {
  it('answers a setup with a one-time StartPage that opens a framed punch-out session', async ({ stack }) => {
    const setup = await postSetup(stack, setupRequest());
    expect(setup.status).toBe(200);
    expect(setup.response.Status['@_code']).toBe('200');
    const start = new URL(setup.response.PunchOutSetupResponse!.StartPage.URL);
    expect(start.pathname).toMatch(/^\/punchout\/start\/[A-Za-z0-9_-]{43}$/);

    const entered = await enter(stack, start.pathname);
    expect(entered.response.status).toBe(303);
    expect(entered.response.headers.get('location')).toBe('/');
    // Inside the procurement system's frame: a cross-site cookie.
    expect(entered.setCookie).toMatch(/HttpOnly/);
    expect(entered.setCookie).toMatch(/SameSite=None/);
    expect(entered.setCookie).toMatch(/Secure/);
    expect(entered.setCookie).toMatch(/Partitioned/);
    const viewer = await entered.client.gql<{ viewer: { sessionMode: string; punchOut: Record<string, string> } }>(
      '{ viewer { sessionMode punchOut { systemName format returnOrigin } } }',
    );
    expect(viewer.data!.viewer).toEqual({
      sessionMode: 'PUNCH_OUT',
      punchOut: { systemName: 'Acme Ariba', format: 'CXML', returnOrigin: RETURN },
    });
    // The StartPage works once.
    const again = await enter(stack, start.pathname);
    expect(again.response.status).toBe(403);
    expect(again.text).toContain('already used');
  });

  it('sends every line back as a PunchOutOrderMessage with the BuyerCookie, server prices and UNSPSC', async ({
    stack,
  }) => {
    const setup = await postSetup(stack, setupRequest());
    const { client } = await enter(stack, new URL(setup.response.PunchOutSetupResponse!.StartPage.URL).pathname);
    const lines = await fillCart(client, 60);
    expect(lines).toHaveLength(60);
    const result = await transfer(client);
    expect(result.userErrors).toEqual([]);
    expect(result.lineCount).toBe(60);
    expect(result.form).toMatchObject({ action: `${RETURN}/punchout/return?session=9`, target: '_top' });
    expect(result.form!.fields.map((field) => field.name)).toEqual(['cxml-urlencoded']);
    const message = xml.parse(result.form!.fields[0]!.value) as {
      cXML: {
        Header: { To: { Credential: { Identity: string } } };
        Message: {
          PunchOutOrderMessage: {
            BuyerCookie: string;
            PunchOutOrderMessageHeader: { Total: { Money: { '#text': string } } };
            ItemIn: {
              '@_quantity': string;
              ItemID: { SupplierPartID: string };
              ItemDetail: { UnitPrice: { Money: { '#text': string } }; Classification: { '#text': string } };
            }[];
          };
        };
      };
    };
    const order = message.cXML.Message.PunchOutOrderMessage;
    expect(order.BuyerCookie).toBe('cookie-&-42');
    expect(message.cXML.Header.To.Credential.Identity).toBe('ACME');
    expect(order.ItemIn).toHaveLength(60);
    expect(
      order.ItemIn.map((item) => [
        item.ItemID.SupplierPartID,
        Number(item['@_quantity']),
        item.ItemDetail.UnitPrice.Money['#text'],
      ]),
    ).toEqual(lines.map((line) => [line.erp, line.quantity, line.unitPrice.value.toFixed(2)]));
    expect(order.ItemIn.every((item) => /^\d{8}$/.test(item.ItemDetail.Classification['#text']))).toBe(true);
    const total = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice.value, 0);
    expect(Number(order.PunchOutOrderMessageHeader.Total.Money['#text'])).toBeCloseTo(total, 2);
  });

  it('refuses a wrong secret (401), an unknown buyer or return address (403) and bad XML (400), starting nothing', async ({
    stack,
  }) => {
    const wrong = await postSetup(stack, setupRequest({ secret: 'guess' }));
    expect([wrong.status, wrong.response.Status['@_code']]).toEqual([401, '401']);
    expect(wrong.response.PunchOutSetupResponse).toBeUndefined();
    const stranger = await postSetup(stack, setupRequest({ from: 'GLOBEX' }));
    expect([stranger.status, stranger.response.Status['@_code']]).toEqual([403, '403']);
    const elsewhere = await postSetup(stack, setupRequest({ url: 'https://attacker.example/steal' }));
    expect([elsewhere.status, elsewhere.response.Status['@_code']]).toEqual([403, '403']);
    const broken = await postSetup(stack, '<cXML><Header>');
    expect([broken.status, broken.response.Status['@_code']]).toEqual([400, '400']);
    const noCookie = await postSetup(stack, setupRequest({ cookie: '' }));
    expect(noCookie.status).toBe(400);
  });
});

describe('OCI and the hook form', () => {
  it('opens an OCI session by username and password and returns NEW_ITEM fields with the line index', async ({
    stack,
  }) => {
    const hook = `${RETURN}/oci-hook?sid=7`;
    const query = new URLSearchParams({
      USERNAME: 'punchout@acme.example',
      PASSWORD: DEMO_PASSWORD,
      HOOK_URL: hook,
      '~TARGET': '_self',
    });
    const { response, client } = await enter(stack, `/punchout/oci?${query.toString()}`);
    expect(response.status).toBe(303);
    const lines = await fillCart(client, 3);
    const result = await transfer(client);
    expect(result.form).toMatchObject({ action: hook, target: '_self' });
    const fields = new Map(result.form!.fields.map((field) => [field.name, field.value]));
    expect(fields.get('NEW_ITEM-VENDORMAT[3]')).toBe(lines[2]!.erp);
    expect(fields.get('NEW_ITEM-QUANTITY[2]')).toBe(String(lines[1]!.quantity));
    expect(fields.get('NEW_ITEM-PRICE[1]')).toBe(lines[0]!.unitPrice.value.toFixed(2));
    expect(fields.get('NEW_ITEM-CURRENCY[1]')).toBe('USD');
    expect(fields.get('NEW_ITEM-MATGROUP[1]')).toMatch(/^\d{8}$/);
    expect(fields.get('NEW_ITEM-DESCRIPTION[1]')!.length).toBeLessThanOrEqual(40);
    expect(fields.has('NEW_ITEM-VENDORMAT[4]')).toBe(false);
  });

  it('opens an OCI session by the configured token; refuses a wrong token, an outside hook and a non-punch-out user', async ({
    stack,
  }) => {
    const hook = `${RETURN}/oci-hook`;
    const byToken = await enter(
      stack,
      `/punchout/oci?${new URLSearchParams({ TOKEN: 'oci-token-123', HOOK_URL: hook }).toString()}`,
    );
    expect(byToken.response.status).toBe(303);
    const wrong = await enter(
      stack,
      `/punchout/oci?${new URLSearchParams({ TOKEN: 'nope', HOOK_URL: hook }).toString()}`,
    );
    expect(wrong.response.status).toBe(401);
    const outside = await enter(
      stack,
      `/punchout/oci?${new URLSearchParams({ TOKEN: 'oci-token-123', HOOK_URL: 'https://attacker.example/x' }).toString()}`,
    );
    expect(outside.response.status).toBe(403);
    expect(outside.setCookie).toBe('');
    const buyer = await enter(
      stack,
      `/punchout/oci?${new URLSearchParams({ USERNAME: 'buyer@acme.example', PASSWORD: DEMO_PASSWORD, HOOK_URL: hook }).toString()}`,
    );
    expect(buyer.response.status).toBe(403);
    expect(buyer.text).toBe('This account is not set up for punch-out.');
  });

  it('starts the spec’s hook form only from the supplier-solutions referrer and returns its hidden fields', async ({
    stack,
  }) => {
    const body = new URLSearchParams({
      username: 'punchout@acme.example',
      password: DEMO_PASSWORD,
      hook_url: `${RETURN}/hook`,
    });
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const direct = await enter(stack, '/punchout/form', { method: 'POST', body, headers });
    expect(direct.response.status).toBe(403);
    const referred = await enter(stack, '/punchout/form', {
      method: 'POST',
      body,
      headers: { ...headers, referer: 'https://portal.supplier-solutions.example/start' },
    });
    expect(referred.response.status).toBe(303);
    const lines = await fillCart(referred.client, 2);
    const { form } = await transfer(referred.client);
    const names = form!.fields.map((field) => field.name);
    expect(names.slice(0, 9)).toEqual([
      'PartNumber',
      'UOM',
      'Line',
      'Qty',
      'Price',
      'Description',
      'UNSPSC',
      'ManufacturerName',
      'ManufacturerPartID',
    ]);
    expect(names.at(-1)).toBe('QuoteNumber');
    expect(form!.fields.filter((field) => field.name === 'PartNumber').map((field) => field.value)).toEqual(
      lines.map((line) => line.erp),
    );
  });
});

describe('the invoice version of the hook form', () => {
  it('posts a submitted summary invoice’s lines back in a hook-form session, and nothing in a cXML one', async ({
    stack,
  }) => {
    const body = new URLSearchParams({
      username: 'punchbilling@acme.example',
      password: DEMO_PASSWORD,
      hook_url: `${RETURN}/invoice-hook`,
    });
    const { client } = await enter(stack, '/punchout/form', {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        referer: 'https://portal.supplier-solutions.example/',
      },
    });
    type Node = { billingNumber: string; groupNumber: string; costCenter: string };
    const pending = await client.gql<{ summaryInvoices: { nodes: Node[] } }>(
      'query S($input: SummaryInvoicesInput) { summaryInvoices(input: $input) { nodes { billingNumber groupNumber costCenter } } }',
      { input: { status: 'PENDING' } },
    );
    const [first, second] = pending.data!.summaryInvoices.nodes;
    const submit = (invoice: Node, who: TestClient) =>
      who.gql<{ submitSummaryInvoice: { procurementForm: Form | null; userErrors: unknown[] } }>(
        'mutation U($input: SubmitSummaryInvoiceInput!) { submitSummaryInvoice(input: $input) { procurementForm { action target fields { name value } } userErrors { code } } }',
        {
          input: {
            billingNumber: invoice.billingNumber,
            groupNumber: invoice.groupNumber,
            costCenter: invoice.costCenter,
          },
        },
      );
    const detail = await client.gql<{ summaryInvoice: { lineCount: number } }>(
      'query D($input: SummaryInvoiceInput!) { summaryInvoice(input: $input) { lineCount } }',
      {
        input: { billingNumber: first!.billingNumber, groupNumber: first!.groupNumber, costCenter: first!.costCenter },
      },
    );
    const submitted = (await submit(first!, client)).data!.submitSummaryInvoice;
    expect(submitted.userErrors).toEqual([]);
    expect(submitted.procurementForm?.action).toBe(`${RETURN}/invoice-hook`);
    const fields = submitted.procurementForm!.fields;
    expect(fields.slice(0, 2)).toEqual([
      { name: 'InvoiceNumber', value: first!.billingNumber },
      { name: 'GroupNumber', value: first!.groupNumber },
    ]);
    expect(fields.filter((field) => field.name === 'PartNumber')).toHaveLength(detail.data!.summaryInvoice.lineCount);
    expect(fields.filter((field) => field.name === 'UNSPSC').every((field) => /^\d{8}$/.test(field.value))).toBe(true);
    // The same user logged in on the store's own page submits without a form.
    const own = await stack.clientAs('punchbilling@acme.example');
    expect((await submit(second!, own)).data!.submitSummaryInvoice.procurementForm).toBeNull();
  });
});

describe('who may transfer', () => {
  it('refuses buyers, punch-out users who logged in on the store’s own page, and guests', async ({
    stack,
    buyer,
    punchout,
  }) => {
    expect((await transfer(buyer)).userErrors[0]?.code).toBe('FORBIDDEN');
    const own = await transfer(punchout);
    expect(own.userErrors[0]?.message).toContain('not started from a procurement system');
    expect(own.form).toBeNull();
    const guest = await stack.client().gql(TRANSFER);
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lets only the configured origins frame the store and receive its form posts', async ({ stack }) => {
    const response = await fetch(`${stack.gateway.url}/healthz`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`frame-ancestors 'self' ${RETURN}`);
    expect(csp).toContain(`form-action 'self' ${RETURN}`);
  });
});
