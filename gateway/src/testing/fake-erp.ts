// Test-only: the ERP as a unit test's typed fake. A test answers the routes it expects, each answer
// type-checked against the contract (erp-sandbox/openapi.yaml); any other call fails the test,
// naming its route. Every call is kept, so a test can assert what was sent.
import { ErpHttpError } from '../erp/errors.ts';
import type { ErpRequest } from '../erp/client.ts';
import { erpApi, type ErpAnswer, type ErpApi, type ErpInit, type ErpPath, type Operation } from '../erp/erp-api.ts';

type Method = 'get' | 'post' | 'put' | 'delete';
type Verb<M extends Method> = Uppercase<M>;

/** What a handler is given: the call as the gateway made it (filled path, query, body). */
export type FakeCall = { route: string; path: string; query: ErpRequest['query']; body: unknown };

/** The call's query and body, typed as the contract has them (the path is filled: see `path`). */
type SentInit<M extends Method, P extends ErpPath<M>> = Omit<ErpInit<Operation<M, P>>, 'path' | 'timeoutMs'>;

type Handler<M extends Method, P extends ErpPath<M>> = (
  call: FakeCall & { init: SentInit<M, P> },
) => ErpAnswer<Operation<M, P>> | Promise<ErpAnswer<Operation<M, P>>>;

type RoutesOf<M extends Method> = { [P in ErpPath<M> as `${Verb<M>} ${P & string}`]?: Handler<M, P> };

/** Answers by route, `'GET /orders/{order_number}'`: the contract's method and path key. */
export type FakeRoutes = RoutesOf<'get'> & RoutesOf<'post'> & RoutesOf<'put'> & RoutesOf<'delete'>;

export type FakeErp = {
  /** The typed ERP the code under test calls. */
  erp: ErpApi;
  /** The untyped sender behind it, for an ErpClient stand-in (see unit.ts). */
  send: (request: ErpRequest) => Promise<unknown>;
  /** Every call made, in order. */
  calls: FakeCall[];
  /** Calls that had no answer (each also failed inside the gateway as an internal error). */
  unanswered: string[];
  /** The calls made to one route. */
  callsTo: (route: keyof FakeRoutes) => FakeCall[];
  /** Adds or replaces answers. */
  answer: (routes: FakeRoutes) => void;
};

/** An ERP error answer, as the client raises it (a 4xx with the ERP's message). */
export const erpError = (status: number, message: string, route = 'fake'): ErpHttpError =>
  new ErpHttpError(status, message, route);

export const fakeErp = (routes: FakeRoutes = {}): FakeErp => {
  const answers = new Map<string, (call: FakeCall & { init: never }) => unknown>(
    Object.entries(routes) as [string, (call: FakeCall & { init: never }) => unknown][],
  );
  const calls: FakeCall[] = [];
  const unanswered: string[] = [];
  const send = async (request: ErpRequest): Promise<unknown> => {
    const call: FakeCall = { route: request.route, path: request.path, query: request.query, body: request.body };
    calls.push(call);
    const handler = answers.get(request.route);
    if (!handler) {
      unanswered.push(`${request.route} (${request.path})`);
      throw new Error(`The fake ERP has no answer for ${request.route} (${request.path})`);
    }
    return await handler({ ...call, init: { query: request.query, body: request.body } as never });
  };
  return {
    erp: erpApi(send),
    send,
    calls,
    unanswered,
    callsTo: (route) => calls.filter((call) => call.route === route),
    answer: (more) => {
      for (const [route, handler] of Object.entries(more)) answers.set(route, handler);
    },
  };
};
