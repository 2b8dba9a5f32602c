// Logged-in buyers through the load balancer: each logs in once, then loads listing pages in a loop
// (closed loop, one request at a time per buyer) until told to stop. Requests go as the store's web
// sends them (web/src/app/apollo.ts): queries as GETs with Apollo's preflight header, mutations as
// POSTs. Every answer is kept: its time, status, whether the buyer was still logged in, and which
// replica served it (nginx's X-Served-By).
import { OperationTypeNode, getOperationAST, parse } from 'graphql';
import { Agent, request } from 'undici';

export type Answer = { at: number; status: number; ok: boolean; loggedIn: boolean; servedBy: string; error?: string };

const PAGE = `query TopologyPage($input: ProductSearchInput!) {
  viewer { id }
  productSearch(input: $input) { totalCount nodes { slug } }
}`;
const LOGIN =
  'mutation TopologyLogin($input: LoginInput!) { login(input: $input) { viewer { id } userErrors { message } } }';
const WORDS = ['gloves', 'safety', 'drill', 'hose', 'tape', 'glasses', 'boots', 'wire', 'valve', 'filter'];

// Keep-alive connections to nginx, as browsers hold them.
const agent = new Agent({ connections: 64, keepAliveTimeout: 30_000 });

type GraphQLAnswer = {
  data?: { viewer?: { id: string } | null; login?: { viewer: { id: string } | null } };
  errors?: { message: string }[];
};

// The headers Apollo Client sends with every operation, and the one the web adds (CSRF prevention).
const APOLLO_HEADERS = {
  accept: 'application/graphql-response+json,application/json;q=0.9',
  'content-type': 'application/json',
  'apollo-require-preflight': 'true',
};

type Operation = { query: string; operationName: string; variables: Record<string, unknown> };

/** A query as a GET (its parts in the URL as Apollo's HttpLink writes them), a mutation as a POST. */
const send = async (origin: string, operation: Operation, cookie?: string) => {
  const asGet = getOperationAST(parse(operation.query))?.operation !== OperationTypeNode.MUTATION;
  const search = [
    `query=${encodeURIComponent(operation.query)}`,
    `operationName=${encodeURIComponent(operation.operationName)}`,
    `variables=${encodeURIComponent(JSON.stringify(operation.variables))}`,
  ].join('&');
  const response = await request(asGet ? `${origin}/graphql?${search}` : `${origin}/graphql`, {
    method: asGet ? 'GET' : 'POST',
    dispatcher: agent,
    headers: { ...APOLLO_HEADERS, ...(cookie ? { cookie } : {}) },
    ...(asGet ? {} : { body: JSON.stringify(operation) }),
  });
  const text = await response.body.text();
  let json: GraphQLAnswer = {};
  try {
    json = JSON.parse(text) as GraphQLAnswer;
  } catch {
    // nginx's own error pages are HTML: the status says it.
  }
  const setCookie = response.headers['set-cookie'];
  const servedBy = response.headers['x-served-by'];
  return {
    status: response.statusCode,
    json,
    cookies: (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).map((c) => c.split(';')[0] ?? ''),
    servedBy: typeof servedBy === 'string' ? servedBy : '',
  };
};

/** Logs in through the load balancer; the session cookie. */
export const login = async (origin: string, username: string, password: string): Promise<string> => {
  const answer = await send(origin, {
    query: LOGIN,
    operationName: 'TopologyLogin',
    variables: { input: { username, password } },
  });
  const cookie = answer.cookies.filter((c) => c.length > 0).join('; ');
  if (!answer.json.data?.login?.viewer || !cookie)
    throw new Error(`login of ${username} failed: ${answer.status} ${JSON.stringify(answer.json).slice(0, 300)}`);
  return cookie;
};

/** A failed login (wrong password): counts against the account's throttle in the shared store. */
export const failedLogin = (origin: string, username: string) =>
  send(origin, {
    query: LOGIN,
    operationName: 'TopologyLogin',
    variables: { input: { username, password: 'not-the-password' } },
  });

/** One page as one buyer. */
export const page = async (origin: string, cookie: string, iteration: number): Promise<Answer> => {
  const at = Date.now();
  try {
    const answer = await send(
      origin,
      {
        query: PAGE,
        operationName: 'TopologyPage',
        variables: { input: { query: WORDS[iteration % WORDS.length], page: iteration % 3 } },
      },
      cookie,
    );
    const loggedIn = Boolean(answer.json.data?.viewer);
    const ok = answer.status === 200 && !answer.json.errors && loggedIn;
    return {
      at,
      status: answer.status,
      ok,
      loggedIn,
      servedBy: answer.servedBy,
      ...(ok ? {} : { error: answer.json.errors?.[0]?.message ?? `status ${answer.status}` }),
    };
  } catch (error) {
    return { at, status: 0, ok: false, loggedIn: false, servedBy: '', error: (error as Error).message };
  }
};

/** Buyers load pages until `stop` resolves (bounded by `maxMs` in any case); every answer, in order. */
export const drive = async (
  origin: string,
  cookies: string[],
  stop: Promise<void>,
  maxMs: number,
): Promise<Answer[]> => {
  const answers: Answer[] = [];
  let stopped = false;
  void stop.then(() => (stopped = true));
  const deadline = Date.now() + maxMs;
  let iteration = 0;
  await Promise.all(
    cookies.map(async (cookie) => {
      while (!stopped && Date.now() < deadline) answers.push(await page(origin, cookie, iteration++));
    }),
  );
  return answers.sort((a, b) => a.at - b.at);
};

export const closeLoad = () => agent.close();
