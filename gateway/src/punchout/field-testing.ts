// Test-only: what the field integration tests (field.integration.test.ts) share with punchout.test.ts:
// the punch-out procurement system, its cXML setup request, a browser that opens an entry, a punch-out
// user's cart filled and transferred; and the operations of the scan, Get it for Me and line-property tests.
import { XMLParser } from 'fast-xml-parser';
import { DEMO_PASSWORD } from '@mro/erp-sandbox';
import { TestClient, type Stack } from '../testing/stack.ts';
import type { ProcurementSystem } from '../common/procurement-systems.ts';

// A procurement system as an operator configures it; the return origins are never contacted here.
export const RETURN = 'https://buyer.example';
export const SYSTEM: ProcurementSystem = {
  id: 'acme-ariba',
  name: 'Acme Ariba',
  cxml: { senderIdentity: 'acme-network', sharedSecret: 's3cret-value' },
  oci: { token: 'oci-token-123', buyer: 'ACME' },
  buyers: { ACME: { username: 'punchout@acme.example', password: DEMO_PASSWORD } },
  returnOrigins: [RETURN],
  referrerOrigins: ['https://portal.supplier-solutions.example'],
};
/** A returned requisition line, as an edit or inspect setup carries it. */
export type ItemOut = { erp: string; quantity: number | string; uom?: string };
const itemOut = (item: ItemOut, index: number) =>
  `<ItemOut quantity="${item.quantity}" lineNumber="${index + 1}"><ItemID><SupplierPartID>${item.erp}</SupplierPartID></ItemID>` +
  `<ItemDetail><UnitPrice><Money currency="USD">1.00</Money></UnitPrice><UnitOfMeasure>${item.uom ?? 'EA'}</UnitOfMeasure></ItemDetail></ItemOut>`;

export const setupRequest = (
  over: {
    secret?: string;
    from?: string;
    url?: string;
    cookie?: string;
    operation?: string;
    items?: ItemOut[];
  } = {},
) => `<?xml version="1.0"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="123@buyer" timestamp="2026-11-25T10:00:00Z">
  <Header>
    <From><Credential domain="NetworkId"><Identity>${over.from ?? 'ACME'}</Identity></Credential></From>
    <To><Credential domain="DUNS"><Identity>MRO-SUPPLIER</Identity></Credential></To>
    <Sender><Credential domain="NetworkId"><Identity>acme-network</Identity>
      <SharedSecret>${over.secret ?? 's3cret-value'}</SharedSecret></Credential><UserAgent>Ariba</UserAgent></Sender>
  </Header>
  <Request><PunchOutSetupRequest operation="${over.operation ?? 'create'}">
    <BuyerCookie>${over.cookie ?? 'cookie-&amp;-42'}</BuyerCookie>
    <BrowserFormPost><URL>${over.url ?? `${RETURN}/punchout/return?session=9`}</URL></BrowserFormPost>
    ${(over.items ?? []).map(itemOut).join('\n    ')}
  </PunchOutSetupRequest></Request>
</cXML>`;

export const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false });
export type Status = { '@_code': string; '#text'?: string };

export const postSetup = async (stack: Stack, body: string) => {
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
export const enter = async (stack: Stack, path: string, init: RequestInit = {}) => {
  const response = await fetch(`${stack.gateway.url}${path}`, { redirect: 'manual', ...init });
  const client = new TestClient(stack.gateway.url);
  const setCookie = response.headers.get('set-cookie') ?? '';
  const [pair = ''] = setCookie.split(';');
  if (pair.includes('=')) client.cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
  return { response, client, setCookie, text: response.status === 303 ? '' : await response.text() };
};

export type Form = { action: string; target: string; fields: { name: string; value: string }[] };
export const TRANSFER =
  'mutation { transferCart { form { action target fields { name value } } lineCount userErrors { code message } } }';
export const transfer = async (client: TestClient) =>
  (
    await client.gql<{
      transferCart: { form: Form | null; lineCount: number; userErrors: { code: string; message: string }[] };
    }>(TRANSFER)
  ).data!.transferCart;

export type CartLines = {
  cart: {
    lines: { id: string; erp: string; quantity: number; unitOfMeasure: string; unitPrice: { value: number } }[];
  };
};
export const LINES =
  'query { cart { lines(offset: 0, limit: 500) { id erp quantity unitOfMeasure unitPrice { value } } } }';

/** Empties the punch-out user's cart (the tests share that user), then fills it with `count` lines. */
export const fillCart = async (client: TestClient, count: number) => {
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

// Scan-to-web
export const ITEM = 'erp partNumber quantity price { value } lineTotal { value } error';
export const SCAN = `id customerNumber ownCustomer status orderNumbers purchaseOrderNumber purchaseOrderRequired shipToId itemCount total { value } headerProperties { label value required } items { ${ITEM} }`;
export const LIST = `query L($input: ScansInput!) { scans(input: $input) { totalCount page pageSize nodes { ${SCAN} } } }`;
export const PAYLOAD = `scan { ${SCAN} } userErrors { field message code }`;
export const RELEASE = `mutation C($input: ReleaseScanInput!) { releaseScan(input: $input) { orderNumbers sentForApproval ${PAYLOAD} } }`;
export const MERGE = `mutation M($input: MergeScanIntoCartInput!) { mergeScanIntoCart(input: $input) { addedCount skippedCount cart { lineCount fromScan lines { erp quantity } } userErrors { message } } }`;

export type Item = { erp: string; quantity: number; price: { value: number }; error: string | null };
export type Scan = {
  id: string;
  customerNumber: string;
  ownCustomer: boolean;
  status: string;
  orderNumbers: string[];
  purchaseOrderNumber: string | null;
  purchaseOrderRequired: boolean;
  headerProperties: { label: string; value: string; required: boolean }[];
  itemCount: number;
  items: Item[];
};
export type Errors = { field: string | null; message: string; code: string }[];
export type Page = { scans: { totalCount: number; page: number; pageSize: number; nodes: Scan[] } };

export const list = async (client: TestClient, status: 'ACTIVE' | 'ARCHIVED', page = 1, filter?: string) =>
  (await client.gql<Page>(LIST, { input: { status, page, filter } })).data!.scans;
let keys = 0;
export const key = () => `scanrelease${String((keys += 1)).padStart(21, '0')}`;

/** An active scan that can be released as it is: orderable items, no PO or property still required. */
export const releasable = async (client: TestClient, skip: Set<string>) => {
  for (let page = 1; page <= 3; page += 1) {
    const found = (await list(client, 'ACTIVE', page)).nodes.find(
      (s) =>
        !skip.has(s.id) &&
        !s.purchaseOrderRequired &&
        s.headerProperties.every((p) => !p.required || p.value) &&
        s.items.every((i) => !i.error),
    );
    if (found) return found;
  }
  throw new Error('no releasable scan in the seed');
};

// Get it for Me
export const SUBMIT = `mutation S($input: SubmitGetItForMeRequestInput!) { submitGetItForMeRequest(input: $input) {
  confirmation request { id kind orderNumber withdrawn purchaseOrderNumber items { manufacturer quantity unitOfMeasure attachmentNames } }
  userErrors { field message code } } }`;
export const MINE = '{ myGetItForMeRequests { id orderNumber kind } }';
export const ORDER =
  'query O($n: String!) { order(orderNumber: $n) { orderNumber orderType estimatedPricing notes purchaseOrderNumber } }';

export type Submitted = {
  confirmation: string | null;
  request: {
    id: string;
    kind: string;
    orderNumber: string;
    withdrawn: boolean;
    purchaseOrderNumber: string | null;
    items: { manufacturer: string; quantity: number; unitOfMeasure: string; attachmentNames: string[] }[];
  } | null;
  userErrors: { field: string | null; message: string; code: string }[];
};

export const item = (overrides: Record<string, unknown> = {}) => ({
  manufacturer: 'Acme Valves',
  partNumber: 'AV-100',
  description: 'Brass ball valve',
  quantity: 3,
  unitOfMeasure: 'EA',
  lastPaid: 12.5,
  ...overrides,
});

// Line properties
export const PURCHASABLE_GLOVES =
  '{ productSearch(input: { query: "gloves" }) { nodes { items { erp price { purchasable } } } } }';
export const UPDATE_LINE_PROPERTIES =
  'mutation U($input: UpdateCartLinePropertiesInput!) { updateCartLineProperties(input: $input) { cart { lines { id properties { name value } } } userErrors { field message code } } }';

/** Adds three purchasable gloves to `client`'s cart; the ids of its lines. */
export const addThreeLines = async (rvsupply: TestClient): Promise<string[]> => {
  const found = await rvsupply.gql<{
    productSearch: { nodes: { items: { erp: string; price: { purchasable: boolean } | null }[] }[] };
  }>(PURCHASABLE_GLOVES);
  const erps = found
    .data!.productSearch.nodes.flatMap((n) => n.items)
    .filter((i) => i.price?.purchasable)
    .slice(0, 3)
    .map((i) => i.erp);
  const added = await rvsupply.gql<{ addCartLines: { cart: { lines: { id: string }[] } } }>(
    'mutation A($input: AddCartLinesInput!) { addCartLines(input: $input) { cart { lines { id } } } }',
    { input: { lines: erps.map((erp) => ({ erp, quantity: 1 })) } },
  );
  return added.data!.addCartLines.cart.lines.map((line) => line.id);
};

/** A PunchOutOrderMessage as the cXML form field carries it. */
export type OrderMessage = {
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
