import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { GatewayContext } from '../context.ts';
import { BodyTooLarge, readBody } from './read-body.ts';
import type { QueryScreen } from '../security/query-screen.ts';

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));

/** Apollo Server on plain node:http: the documented executeHTTPGraphQLRequest integration. */
export const handleGraphQL = async (
  apollo: ApolloServer<GatewayContext>,
  request: IncomingMessage,
  response: ServerResponse,
  options: { maxBodyBytes: number; context: () => Promise<GatewayContext>; screen?: QueryScreen },
): Promise<void> => {
  const headers = new HeaderMap();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  let body: unknown = undefined;
  if (request.method === 'POST') {
    let text: string;
    try {
      text = await readBody(request, options.maxBodyBytes);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        json(response, 413, { errors: [{ message: 'Request body too large.', extensions: { code: 'BAD_REQUEST' } }] });
        return;
      }
      throw error;
    }
    if ((headers.get('content-type') ?? '').includes('application/json')) {
      try {
        body = text.length > 0 ? JSON.parse(text) : undefined;
      } catch {
        json(response, 400, { errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } }] });
        return;
      }
    } else {
      body = text;
    }
  }
  const url = new URL(request.url ?? '/graphql', 'http://local');
  const query = typeof body === 'object' && body !== null && 'query' in body ? body.query : url.searchParams.get('query');
  const refused = options.screen?.check(query);
  if (refused) {
    json(response, 400, { errors: [{ message: refused.message, extensions: { code: refused.code } }] });
    return;
  }
  let context: GatewayContext | undefined;
  const result = await apollo.executeHTTPGraphQLRequest({
    httpGraphQLRequest: { method: request.method ?? 'GET', headers, search: url.search, body },
    context: async () => {
      context = await options.context();
      return context;
    },
  });
  const responseHeaders: Record<string, string | string[]> = {};
  for (const [name, value] of result.headers) responseHeaders[name] = value;
  if (context && context.responseCookies.length > 0) responseHeaders['set-cookie'] = context.responseCookies;
  responseHeaders['cache-control'] = 'no-store';
  response.writeHead(result.status ?? 200, responseHeaders);
  if (result.body.kind === 'complete') {
    response.end(result.body.string);
    return;
  }
  for await (const chunk of result.body.asyncIterator) response.write(chunk);
  response.end();
};
