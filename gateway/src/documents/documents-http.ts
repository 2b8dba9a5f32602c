// GET /documents/{order|quote|invoice}/{number}.pdf and GET /documents/invoices.pdf?numbers=a,b,c:
// the viewer's documents as PDF, by the session cookie, with the GraphQL queries' authorization.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import { INVOICES_PDF_MAX, NO_INVOICES_SELECTED, TOO_MANY_INVOICES, type DocumentKind } from '@mro/rules/documents';
import type { GatewayContext, GatewayServices } from '../context.ts';
import { formatOrderNumber, parseOrderNumber } from '../common/order-codes.ts';
import { loadDocuments } from './documents-provider.ts';
import { renderDocuments } from './render.ts';
import { templateOf } from './templates.ts';

export const DOCUMENT_NOT_FOUND = 'Document not found.';
export const BAD_INVOICE_NUMBER = 'Invoice numbers are number-suffix, such as 1045821-00, separated by commas.';

const ONE = /^\/documents\/(order|quote|invoice)\/([^/]{1,40})\.pdf$/;
const SEVERAL = '/documents/invoices.pdf';
/** The query of a download of INVOICES_PDF_MAX invoices is well under this. */
const QUERY_MAX = 2_000;

export type DocumentAnswer = { status: number; headers: Record<string, string>; body: Buffer | string };

const message = (status: number, text: string): DocumentAnswer => ({
  status,
  headers: { 'content-type': 'application/json', 'cache-control': 'private, no-store' },
  body: JSON.stringify({ message: text }),
});

type Asked = { kind: DocumentKind; numbers: string[]; fileName: string } | DocumentAnswer;

/** What the path and query ask for, or the 4xx of a malformed one. */
export const askedOf = (path: string, search: string): Asked => {
  const one = ONE.exec(path);
  if (one) {
    const kind = one[1] as DocumentKind;
    const parsed = parseOrderNumber(one[2] ?? '');
    // A malformed number names no document: missing, as in the order query.
    if (!parsed) return message(404, DOCUMENT_NOT_FOUND);
    const number = formatOrderNumber(parsed.orderNumber, parsed.suffix);
    return { kind, numbers: [number], fileName: `${kind}-${number}.pdf` };
  }
  if (path !== SEVERAL) return message(404, DOCUMENT_NOT_FOUND);
  if (search.length > QUERY_MAX) return message(400, TOO_MANY_INVOICES);
  const given = (new URLSearchParams(search).get('numbers') ?? '').split(',').filter((n) => n.trim() !== '');
  if (given.length === 0) return message(400, NO_INVOICES_SELECTED);
  const parsed = given.map(parseOrderNumber);
  if (parsed.some((p) => !p)) return message(400, BAD_INVOICE_NUMBER);
  const numbers = [...new Set(parsed.map((p) => formatOrderNumber(p!.orderNumber, p!.suffix)))];
  if (numbers.length > INVOICES_PDF_MAX) return message(400, TOO_MANY_INVOICES);
  return { kind: 'invoice', numbers, fileName: numbers.length === 1 ? `invoice-${numbers[0]}.pdf` : 'invoices.pdf' };
};

const STATUS_OF: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  UPSTREAM_UNAVAILABLE: 503,
  UPSTREAM_TIMEOUT: 503,
};

/** The answer to a document request in the viewer's context. */
export const answerDocument = async (
  context: GatewayContext,
  path: string,
  search: string,
): Promise<DocumentAnswer> => {
  const asked = askedOf(path, search);
  if ('status' in asked) return asked;
  try {
    const read = await loadDocuments(context, asked.kind, asked.numbers);
    if ('missing' in read) return message(404, `${DOCUMENT_NOT_FOUND} (${read.missing})`);
    const pdf = await renderDocuments(read.documents, templateOf(context.providers.content.storeBrand()));
    return {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        // A customer's document: never kept by a shared cache, nor by the browser's.
        'cache-control': 'private, no-store',
        'content-disposition': `attachment; filename="${asked.fileName}"`,
        'content-length': String(pdf.length),
      },
      body: pdf,
    };
  } catch (error) {
    const status = error instanceof GraphQLError ? STATUS_OF[String(error.extensions.code)] : undefined;
    if (status === undefined) throw error;
    return message(status, (error as GraphQLError).message);
  }
};

type Entry = {
  services: GatewayServices;
  request: IncomingMessage;
  response: ServerResponse;
  context: () => Promise<GatewayContext>;
};

/** The /documents/ routes (a browser link downloads the file, so HTTP rather than GraphQL). */
export const handleDocuments = async (entry: Entry, path: string): Promise<void> => {
  const { request, response } = entry;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response
      .writeHead(405, { allow: 'GET, HEAD', 'content-type': 'application/json' })
      .end('{"message":"Method not allowed"}');
    return;
  }
  const url = request.url ?? '';
  const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  let context: GatewayContext;
  try {
    context = await entry.context();
  } catch (error) {
    // The session store being down reads as the GraphQL endpoint reads it: 503.
    if (!(error instanceof GraphQLError)) throw error;
    const answer = message(503, error.message);
    response.writeHead(answer.status, answer.headers).end(answer.body);
    return;
  }
  const answer = await answerDocument(context, path, search);
  for (const cookie of context.responseCookies) response.appendHeader('set-cookie', cookie);
  response.writeHead(answer.status, answer.headers).end(request.method === 'HEAD' ? undefined : answer.body);
};
