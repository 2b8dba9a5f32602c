import { randomUUID } from 'node:crypto';
import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { MAX_LINE_QUANTITY, isValidQuantity } from '@mro/rules/quantity';
import type { TransferLine } from './return-forms.ts';

/** A cXML answer's status: 200 OK, 400 bad request, 401 unauthorized, 403 forbidden, 500 internal. */
export class CxmlStatus extends Error {
  readonly code: 400 | 401 | 403 | 500;
  constructor(code: 400 | 401 | 403 | 500, message: string) {
    super(message);
    this.code = code;
  }
}

/**
 * cXML's operations: `create` starts an empty cart; `edit` reopens a requisition's lines to change them;
 * `inspect` shows them read-only.
 */
export type SetupOperation = 'create' | 'edit' | 'inspect';

/** A line the procurement system sends back (ItemOut, or ItemIn as it received it) for edit and inspect. */
export type ReturnedLine = { erp: string; quantity: number; uom: string | null };

/** At most this many returned lines: a requisition the store sent back holds at most a cart's lines. */
export const MAX_RETURNED_LINES = 1_000;

/** What the store needs of a PunchOutSetupRequest (cXML 1.2). */
export type SetupRequest = {
  payloadId: string;
  operation: SetupOperation;
  /** Every From credential identity: the buyer organisation. */
  fromIdentities: string[];
  /** The first To credential identity: the supplier as the buyer knows it. */
  toIdentity: string | null;
  senderIdentity: string;
  sharedSecret: string;
  buyerCookie: string;
  browserFormPostUrl: string;
  /** The requisition's lines for edit and inspect; empty for create (whatever the request carries). */
  lines: ReturnedLine[];
};

// Every value stays a string. Only XML's own entities (&amp; and the like) are expanded: a document
// that declares any (internal DTD subset) is refused before parsing, and no DTD is ever fetched.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => name === 'Credential' || name === 'ItemOut' || name === 'ItemIn',
});
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true });

type Node = Record<string, unknown>;
const child = (node: unknown, name: string): Node | undefined => {
  const value = node && typeof node === 'object' ? (node as Node)[name] : undefined;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;
};
const textOf = (node: unknown, name: string): string | null => {
  const value = node && typeof node === 'object' ? (node as Node)[name] : undefined;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as Node)['#text'] === 'string')
    return (value as Node)['#text'] as string;
  return null;
};
const credentials = (party: Node | undefined): Node[] =>
  Array.isArray(party?.Credential) ? (party.Credential as Node[]) : [];

const MAX_FIELD = 2_000;
const bounded = (value: string | null, what: string): string => {
  if (value === null || value === '') throw new CxmlStatus(400, `${what} is missing.`);
  if (value.length > MAX_FIELD) throw new CxmlStatus(400, `${what} is too long.`);
  return value;
};

export const NOT_WELL_FORMED = 'The request is not well-formed XML.';
export const DTD_REFUSED = 'The request may not declare a DTD subset or entities: cXML names its DTD by URL only.';

/**
 * Whether the document carries DTD declarations of its own: an internal subset (`<!DOCTYPE cXML [...]>`)
 * or any ENTITY, ELEMENT, ATTLIST or NOTATION declaration. cXML's own DOCTYPE only names its DTD by URL.
 * Plain searches, linear in the size of the document.
 */
const declaresDtd = (xml: string): boolean => {
  if (/<!(?:ENTITY|ELEMENT|ATTLIST|NOTATION)/i.test(xml)) return true;
  const start = xml.search(/<!DOCTYPE/i);
  if (start === -1) return false;
  const end = xml.indexOf('>', start);
  return xml.slice(start, end === -1 ? undefined : end).includes('[');
};

const OPERATIONS: readonly string[] = ['create', 'edit', 'inspect'];

/** The lines of an edit or inspect request: ItemOut per cXML, ItemIn as the store's message sent them. */
const returnedLines = (setup: Node): ReturnedLine[] => {
  const items = [setup.ItemOut, setup.ItemIn].flatMap((list) => (Array.isArray(list) ? (list as Node[]) : []));
  if (items.length > MAX_RETURNED_LINES)
    throw new CxmlStatus(400, `At most ${MAX_RETURNED_LINES} ItemOut lines can be opened at once.`);
  return items.map((item, index) => {
    const erp = bounded(textOf(child(item, 'ItemID'), 'SupplierPartID'), `ItemOut ${index + 1} SupplierPartID`);
    const quantity = Number(item['@_quantity']);
    if (!isValidQuantity(quantity))
      throw new CxmlStatus(400, `ItemOut ${index + 1} quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`);
    const uom = textOf(child(item, 'ItemDetail'), 'UnitOfMeasure');
    return { erp: erp.slice(0, 100), quantity, uom: uom ? uom.slice(0, 20) : null };
  });
};

/** Parses and checks a PunchOutSetupRequest; anything malformed is a CxmlStatus 400 naming what. */
export const parseSetupRequest = (xml: string): SetupRequest => {
  if (declaresDtd(xml)) throw new CxmlStatus(400, DTD_REFUSED);
  if (XMLValidator.validate(xml) !== true) throw new CxmlStatus(400, NOT_WELL_FORMED);
  let document: Node;
  try {
    document = parser.parse(xml) as Node;
  } catch {
    // The parser refuses what its validator let through (an entity it will not expand): still the sender's XML.
    throw new CxmlStatus(400, NOT_WELL_FORMED);
  }
  const cxml = child(document, 'cXML');
  const header = child(cxml, 'Header');
  const setup = child(child(cxml, 'Request'), 'PunchOutSetupRequest');
  if (!cxml || !header || !setup) throw new CxmlStatus(400, 'A cXML PunchOutSetupRequest is expected.');
  const operation = (setup['@_operation'] as string | undefined) ?? 'create';
  if (!OPERATIONS.includes(operation))
    throw new CxmlStatus(400, `Operation ${operation.slice(0, 20)} is not supported: create, edit or inspect.`);
  const sender = credentials(child(header, 'Sender'))[0];
  return {
    payloadId: (cxml['@_payloadID'] as string | undefined)?.slice(0, 200) ?? '',
    operation: operation as SetupOperation,
    fromIdentities: credentials(child(header, 'From'))
      .map((credential) => textOf(credential, 'Identity'))
      .filter((identity): identity is string => identity !== null),
    toIdentity: textOf(credentials(child(header, 'To'))[0], 'Identity'),
    senderIdentity: bounded(textOf(sender, 'Identity'), 'Sender Identity'),
    sharedSecret: bounded(textOf(sender, 'SharedSecret'), 'Sender SharedSecret'),
    buyerCookie: bounded(textOf(setup, 'BuyerCookie'), 'BuyerCookie'),
    browserFormPostUrl: bounded(textOf(child(setup, 'BrowserFormPost'), 'URL'), 'BrowserFormPost URL'),
    lines: operation === 'create' ? [] : returnedLines(setup),
  };
};

const DOCTYPE = '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">';
const STATUS_TEXT = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  500: 'Internal Server Error',
};

const envelope = (body: Node): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${DOCTYPE}\n${builder.build({
    cXML: {
      '@_payloadID': `${randomUUID()}@mro-store`,
      '@_timestamp': new Date().toISOString(),
      '@_xml:lang': 'en-US',
      ...body,
    },
  })}`;

/** The PunchOutSetupResponse: 200 with the StartPage URL, or the failure's status and reason. */
export const setupResponse = (answer: { startUrl: string } | CxmlStatus): string =>
  envelope({
    Response:
      answer instanceof CxmlStatus
        ? { Status: { '@_code': String(answer.code), '@_text': STATUS_TEXT[answer.code], '#text': answer.message } }
        : {
            Status: { '@_code': '200', '@_text': 'OK' },
            PunchOutSetupResponse: { StartPage: { URL: answer.startUrl } },
          },
  });

const money = (value: number) => ({ Money: { '@_currency': 'USD', '#text': value.toFixed(2) } });
const identity = (value: string | null) => ({
  Credential: { '@_domain': 'NetworkId', Identity: value ?? '' },
});

/** The PunchOutOrderMessage that carries the cart back (posted as cxml-urlencoded). */
export const orderMessage = (
  session: { buyerCookie: string | null; buyerIdentity: string | null; supplierIdentity: string | null },
  lines: readonly TransferLine[],
  total: number,
): string =>
  envelope({
    Header: {
      From: identity(session.supplierIdentity),
      To: identity(session.buyerIdentity),
      Sender: { ...identity(session.supplierIdentity), UserAgent: 'MRO Store' },
    },
    Message: {
      PunchOutOrderMessage: {
        BuyerCookie: session.buyerCookie ?? '',
        PunchOutOrderMessageHeader: { '@_operationAllowed': 'edit', Total: money(total) },
        ItemIn: lines.map((line) => ({
          '@_quantity': String(line.quantity),
          '@_lineNumber': String(line.line),
          ItemID: { SupplierPartID: line.partNumber },
          ItemDetail: {
            UnitPrice: money(line.price),
            Description: { '@_xml:lang': 'en', '#text': line.description },
            UnitOfMeasure: line.uom,
            Classification: { '@_domain': 'UNSPSC', '#text': line.unspsc },
            ManufacturerPartID: line.manufacturerPartId,
            ManufacturerName: line.manufacturerName,
          },
        })),
      },
    },
  });
