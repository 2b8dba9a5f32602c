// A stand-in for a buyer's procurement system (Ariba, Coupa, SAP SRM...), which no one can reach from
// here either: its pages frame the store by cXML setup, OCI or the store's hook form, and its return
// addresses record the carts the store sends back. `npm start` runs it on 4100; the end-to-end tests
// run their own.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/** A cart the store posted back: the return path (/return/cxml, /return/oci, /return/form) and its fields. */
export type ReceivedCart = { path: string; fields: [string, string][] };

export type ProcurementSystemOptions = {
  /** The store's origin (read when a page is served, so the store may start after this). */
  storeUrl: () => string;
  port?: number;
  host?: string;
  /** The cXML Sender credential and the buyer identity, as configured in the store's PUNCHOUT_SYSTEMS. */
  cxml: { senderIdentity: string; sharedSecret: string; buyerIdentity: string };
  /** The store account used by the OCI and hook-form entries. */
  account: { username: string; password: string };
};

export type ProcurementSystem = {
  origin: string;
  received: ReceivedCart[];
  /** The BuyerCookie of each cXML setup it sent, in order: the cart must come back with it. */
  buyerCookies: string[];
  close(): Promise<void>;
};

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const html = (response: ServerResponse, status: number, body: string) =>
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Acme Procurement</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem}iframe{width:100%;height:85vh;border:1px solid #888}
td,th{border:1px solid #ccc;padding:.2rem .4rem;text-align:left;vertical-align:top}pre{white-space:pre-wrap}</style>
</head><body><h1>Acme Procurement</h1>${body}</body></html>`,
  );

const frame = (src: string) => `<iframe title="Supplier catalog" name="catalog" src="${escape(src)}"></iframe>`;

/** The lines of the last PunchOutOrderMessage received, as ItemOut elements of an edit setup (still XML-escaped). */
const returnedItems = (received: ReceivedCart[]): string => {
  const message =
    [...received]
      .reverse()
      .find((cart) => cart.path === '/return/cxml')
      ?.fields.find(([name]) => name === 'cxml-urlencoded')?.[1] ?? '';
  const items = message.matchAll(
    /<ItemIn quantity="(\d+)"[^>]*>[\s\S]*?<SupplierPartID>([^<]+)<\/SupplierPartID>[\s\S]*?<UnitOfMeasure>([^<]+)<\/UnitOfMeasure>/g,
  );
  return [...items]
    .map(
      ([, quantity, part, uom], index) =>
        `<ItemOut quantity="${quantity}" lineNumber="${index + 1}"><ItemID><SupplierPartID>${part}</SupplierPartID></ItemID><ItemDetail><UnitOfMeasure>${uom}</UnitOfMeasure></ItemDetail></ItemOut>`,
    )
    .join('');
};

const setupRequest = (
  options: ProcurementSystemOptions,
  returnUrl: string,
  buyerCookie: string,
  edit: { items: string } | null = null,
) => `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="${randomUUID()}@acme-procurement" timestamp="${new Date().toISOString()}">
  <Header>
    <From><Credential domain="NetworkId"><Identity>${escape(options.cxml.buyerIdentity)}</Identity></Credential></From>
    <To><Credential domain="NetworkId"><Identity>MRO-STORE</Identity></Credential></To>
    <Sender><Credential domain="NetworkId"><Identity>${escape(options.cxml.senderIdentity)}</Identity>
      <SharedSecret>${escape(options.cxml.sharedSecret)}</SharedSecret></Credential><UserAgent>Acme Procurement</UserAgent></Sender>
  </Header>
  <Request><PunchOutSetupRequest operation="${edit ? 'edit' : 'create'}">
    <BuyerCookie>${buyerCookie}</BuyerCookie>
    <BrowserFormPost><URL>${escape(returnUrl)}</URL></BrowserFormPost>
    ${edit?.items ?? ''}
  </PunchOutSetupRequest></Request>
</cXML>`;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
      if (body.length > 5_000_000) request.destroy(new Error('too large'));
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });

const receivedPage = (cart: ReceivedCart) =>
  `<p>Cart received (${escape(cart.path)}).</p><table><tbody>${cart.fields
    .map(([name, value]) => `<tr><th>${escape(name)}</th><td><pre>${escape(value)}</pre></td></tr>`)
    .join('')}</tbody></table><p><a href="/" target="_top">Back to Acme Procurement</a></p>`;

/** Starts the stand-in procurement system on `port` (0: any). */
export const startProcurementSystem = async (options: ProcurementSystemOptions): Promise<ProcurementSystem> => {
  const received: ReceivedCart[] = [];
  const buyerCookies: string[] = [];
  let origin = '';
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', origin);
    const store = options.storeUrl();
    if (request.method === 'POST' && url.pathname.startsWith('/return/')) {
      const cart = { path: url.pathname, fields: [...new URLSearchParams(await readBody(request))] };
      received.push(cart);
      return html(response, 200, receivedPage(cart));
    }
    if (url.pathname === '/cxml') {
      const buyerCookie = randomUUID();
      buyerCookies.push(buyerCookie);
      const setup = await fetch(`${store}/punchout/cxml`, {
        method: 'POST',
        headers: { 'content-type': 'text/xml' },
        // /cxml?operation=edit reopens the last cart the system received, as a requisition's edit does.
        body: setupRequest(
          options,
          `${origin}/return/cxml`,
          buyerCookie,
          url.searchParams.get('operation') === 'edit' ? { items: returnedItems(received) } : null,
        ),
      });
      const answer = await setup.text();
      const start = /<URL>([^<]+)<\/URL>/.exec(answer)?.[1];
      if (!start) return html(response, 502, `<p>The store refused the setup.</p><pre>${escape(answer)}</pre>`);
      return html(response, 200, frame(start.replace(/&amp;/g, '&')));
    }
    if (url.pathname === '/oci') {
      const entry = new URLSearchParams({
        USERNAME: options.account.username,
        PASSWORD: options.account.password,
        HOOK_URL: `${origin}/return/oci`,
        '~TARGET': '_top',
      });
      return html(response, 200, frame(`${store}/punchout/oci?${entry.toString()}`));
    }
    // The supplier-solutions portal: its referral posts the hook form into the framed store.
    if (url.pathname === '/portal') {
      return html(
        response,
        200,
        `${frame('about:blank')}<form method="post" action="${escape(store)}/punchout/form" target="catalog">
          <input type="hidden" name="username" value="${escape(options.account.username)}">
          <input type="hidden" name="password" value="${escape(options.account.password)}">
          <input type="hidden" name="hook_url" value="${escape(`${origin}/return/form`)}">
        </form><script>document.forms[0].submit()</script>`,
      );
    }
    if (url.pathname === '/') {
      return html(
        response,
        200,
        `<p>Shop the MRO store from here; its Transfer cart brings the cart back to this page.</p>
        <ul><li><a href="/cxml">cXML punch-out</a></li><li><a href="/cxml?operation=edit">Edit the last cXML cart</a></li><li><a href="/oci">OCI punch-out</a></li>
        <li><a href="/portal">The store's hook form (supplier-solutions portal)</a></li></ul>
        <p>${received.length} cart(s) received.</p>`,
      );
    }
    return html(response, 404, '<p>Not found.</p>');
  };
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => html(response, 500, `<p>${escape(String(error))}</p>`));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://${options.host ?? '127.0.0.1'}:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    origin,
    received,
    buyerCookies,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
