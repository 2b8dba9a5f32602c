import { timingSafeEqual, createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GatewayServices } from '../context.ts';
import type { Principal, PunchOutReturn } from '../auth/session.ts';
import { SESSION_COOKIE, punchOutSessionCookie } from '../auth/session.ts';
import { login } from '../auth/login.ts';
import { readCookie } from '../http/cookies.ts';
import { BodyTooLarge, BodyTooSlow, readBody } from '../http/read-body.ts';
import { clientAddressOf } from '../common/client-address.ts';
import { storeOriginOf } from '../common/store-origin.ts';
import { originOf, type ProcurementSystem } from '../common/procurement-systems.ts';
import { CxmlStatus, parseSetupRequest, setupResponse } from './cxml.ts';
import { PUNCH_OUT_MESSAGES as M } from './messages.ts';
import { openRequisition, punchOutCartId } from './session-cart.ts';

/** A StartPage URL works once, within this many seconds (the buyer's browser opens it at once). */
const TICKET_SECONDS = 120;
/** Failed setups (wrong secret, unknown buyer, refused password) per client address per hour. */
const FAILURES = { points: 10, durationSeconds: 3600 };
const TARGETS = new Set(['_top', '_self', '_parent']);
/** A PunchOutSetupRequest or an OCI entry is a few kilobytes, sent at once: bounded in size and time. */
const BODY_BYTES = 64 * 1024;
const BODY_SECONDS = 10;

type Entry = { services: GatewayServices; request: IncomingMessage; response: ServerResponse; requestId: string };

/** Constant-time comparison of two secrets of any length. */
const sameSecret = (given: string, expected: string): boolean =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());

const plain = (response: ServerResponse, status: number, message: string) =>
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end(message);

/** The entry's body within the punch-out bounds (BodyTooLarge, BodyTooSlow otherwise). */
const bodyOf = (entry: Entry): Promise<string> =>
  readBody(entry.request, Math.min(BODY_BYTES, entry.services.config.maxBodyBytes), BODY_SECONDS * 1000);

/**
 * A body too large, too slow or malformed is the sender's mistake: the protocol's answer and an info
 * line, no stack. Returns the message to answer with, or null for any other error (rethrown).
 */
const refusedBody = (entry: Entry, error: unknown): { status: 400 | 408 | 413; message: string } | null => {
  const refusal =
    error instanceof BodyTooLarge
      ? ({ status: 413, message: M.tooLarge } as const)
      : error instanceof BodyTooSlow
        ? ({ status: 408, message: M.tooSlow } as const)
        : error instanceof CxmlStatus && error.code === 400
          ? ({ status: 400, message: error.message } as const)
          : null;
  if (refusal) {
    // Whatever is left of the body is not read: the connection ends with the answer.
    entry.response.setHeader('connection', 'close');
    entry.services.log.log('info', 'punch-out request refused', {
      requestId: entry.requestId,
      // The path only: an OCI query carries the buyer's password.
      path: (entry.request.url ?? '').split('?')[0],
      status: refusal.status,
      reason: refusal.message,
    });
  }
  return refusal;
};

const failures = (entry: Entry) => {
  const limiter = entry.services.throttles.limiter('punchout-failures', FAILURES);
  const address = clientAddressOf(entry.request, entry.services.config.trustedProxies);
  return {
    blocked: async () => ((await limiter.get(address))?.consumedPoints ?? 0) >= FAILURES.points,
    count: () =>
      limiter.consume(address).then(
        () => undefined,
        () => undefined,
      ),
  };
};

/** Logs in as the buyer's store account, with a cart of this session's own; only punch-out users may be punched out to. */
const punchOutPrincipal = async (
  entry: Entry,
  account: { username: string; password: string },
): Promise<Principal | { status: 401 | 403 | 500; message: string }> => {
  const { services, request, requestId } = entry;
  const result = await login(
    {
      erpClient: services.erpClient,
      requestId,
      loginThrottle: services.loginThrottle,
      clientAddress: clientAddressOf(request, services.config.trustedProxies),
    },
    account,
  );
  if ('userErrors' in result) {
    const [error] = result.userErrors;
    const status = error?.code === 'UPSTREAM_UNAVAILABLE' ? 500 : 401;
    return { status, message: error?.message ?? M.loginRefused };
  }
  if (result.user.user_type !== 'punchout') return { status: 403, message: M.notPunchOutUser };
  return { ...result.principal, cartId: punchOutCartId(result.principal.cartId) };
};

const returnTo = (system: ProcurementSystem, url: string): boolean => {
  const origin = originOf(url);
  return origin !== null && system.returnOrigins.includes(origin);
};

/** Starts the browser's punch-out session: a new id (any earlier session of the browser ends), then the store. */
const startSession = async (entry: Entry, principal: Principal) => {
  const { services, request, response } = entry;
  const previous = readCookie(request.headers.cookie, SESSION_COOKIE);
  if (previous) await services.sessions.delete(previous).catch(() => undefined);
  const id = await services.sessions.create(principal);
  response
    .writeHead(303, {
      location: '/',
      'set-cookie': punchOutSessionCookie(id, principal.expiresAt - Date.now() / 1000),
      'cache-control': 'no-store',
    })
    .end();
};

/** POST /punchout/cxml: a PunchOutSetupRequest in, a PunchOutSetupResponse with a one-time StartPage out. */
const cxmlSetup = async (entry: Entry): Promise<void> => {
  const { services, request, response } = entry;
  const answer = (status: CxmlStatus | { startUrl: string }) =>
    response
      .writeHead(status instanceof CxmlStatus ? status.code : 200, { 'content-type': 'text/xml; charset=utf-8' })
      .end(setupResponse(status));
  if (request.method !== 'POST') return void answer(new CxmlStatus(400, M.postOnly));
  const failed = failures(entry);
  if (await failed.blocked()) return void answer(new CxmlStatus(403, M.tooManyFailures));
  let setup;
  try {
    setup = parseSetupRequest(await bodyOf(entry));
  } catch (error) {
    const refused = refusedBody(entry, error);
    // cXML has no 408 or 413 status: a body out of bounds is a 400 saying which.
    if (refused) return void answer(new CxmlStatus(400, refused.message));
    throw error;
  }
  const system = services.config.punchOutSystems.find((s) => s.cxml?.senderIdentity === setup.senderIdentity);
  if (!system?.cxml || !sameSecret(setup.sharedSecret, system.cxml.sharedSecret)) {
    await failed.count();
    return void answer(new CxmlStatus(401, M.badCredential));
  }
  const buyer = setup.fromIdentities.find((identity) => system.buyers[identity]);
  if (!buyer) return void answer(new CxmlStatus(403, M.unknownBuyer));
  if (!returnTo(system, setup.browserFormPostUrl)) return void answer(new CxmlStatus(403, M.returnNotAllowed));
  const principal = await punchOutPrincipal(entry, system.buyers[buyer]!);
  if (!('userId' in principal)) return void answer(new CxmlStatus(principal.status, principal.message));
  const refused = await openRequisition(
    { client: services.erpClient, requestId: entry.requestId },
    principal,
    setup.lines,
  );
  if (refused) return void answer(refused);
  const punchOut: PunchOutReturn = {
    system: system.id,
    format: 'CXML',
    operation: setup.operation,
    url: setup.browserFormPostUrl,
    target: '_top',
    buyerCookie: setup.buyerCookie,
    buyerIdentity: buyer,
    supplierIdentity: setup.toIdentity,
  };
  const ticket = await services.sessions.createTicket({ ...principal, punchOut }, TICKET_SECONDS);
  const origin = storeOriginOf(request, services.config.publicUrl);
  answer({ startUrl: `${origin}/punchout/start/${ticket}` });
};

/**
 * The parameters of a browser entry: the query, and the urlencoded body of a POST; null when the body
 * was refused (answered in plain text, as OCI answers).
 */
const paramsOf = async (entry: Entry): Promise<URLSearchParams | null> => {
  const params = new URL(entry.request.url ?? '/', 'http://store').searchParams;
  if (entry.request.method !== 'POST') return params;
  let body: string;
  try {
    body = await bodyOf(entry);
  } catch (error) {
    const refused = refusedBody(entry, error);
    if (!refused) throw error;
    plain(entry.response, refused.status, refused.message);
    return null;
  }
  for (const [name, value] of new URLSearchParams(body)) params.set(name, value);
  return params;
};

/**
 * GET or POST /punchout/oci (OCI 4.0): HOOK_URL names the system by its allowlisted origin; the
 * buyer is USERNAME and PASSWORD, or the system's configured TOKEN.
 */
const ociEntry = async (entry: Entry): Promise<void> => {
  const { services, response } = entry;
  const params = await paramsOf(entry);
  if (!params) return;
  const hook = params.get('HOOK_URL') ?? '';
  if (hook === '' || hook.length > 2000) return void plain(response, 400, M.hookMissing);
  const system = services.config.punchOutSystems.find((s) => returnTo(s, hook));
  if (!system) return void plain(response, 403, M.returnNotAllowed);
  const failed = failures(entry);
  if (await failed.blocked()) return void plain(response, 403, M.tooManyFailures);
  const token = params.get('TOKEN');
  let account: { username: string; password: string } | undefined;
  if (token !== null) {
    if (!system.oci || !sameSecret(token, system.oci.token)) {
      await failed.count();
      return void plain(response, 401, M.badCredential);
    }
    account = system.buyers[system.oci.buyer];
  } else {
    const username = params.get('USERNAME') ?? '';
    const password = params.get('PASSWORD') ?? '';
    if (username === '' || password === '') return void plain(response, 400, M.credentialsMissing);
    account = { username, password };
  }
  if (!account) return void plain(response, 403, M.unknownBuyer);
  const principal = await punchOutPrincipal(entry, account);
  if (!('userId' in principal)) {
    if (principal.status === 401) await failed.count();
    return void plain(response, principal.status, principal.message);
  }
  const target = params.get('~TARGET') ?? '_top';
  await startSession(entry, {
    ...principal,
    punchOut: {
      system: system.id,
      format: 'OCI',
      operation: 'create',
      url: hook,
      target: TARGETS.has(target) ? target : '_top',
      buyerCookie: null,
      buyerIdentity: null,
      supplierIdentity: null,
    },
  });
};

/**
 * GET or POST /punchout/form: the spec's own punch-out, detected from a supplier-solutions referrer
 * (the system whose referrer origins hold the Referer's origin), with the buyer's username and
 * password and the hook address the cart form goes back to.
 */
const formEntry = async (entry: Entry): Promise<void> => {
  const { services, request, response } = entry;
  const referrer = originOf(String(request.headers.referer ?? ''));
  const system = services.config.punchOutSystems.find((s) => referrer !== null && s.referrerOrigins.includes(referrer));
  if (!system) return void plain(response, 403, M.referrerRequired);
  const params = await paramsOf(entry);
  if (!params) return;
  const hook = params.get('hook_url') ?? '';
  if (hook === '' || hook.length > 2000) return void plain(response, 400, M.hookMissing);
  if (!returnTo(system, hook)) return void plain(response, 403, M.returnNotAllowed);
  const username = params.get('username') ?? '';
  const password = params.get('password') ?? '';
  if (username === '' || password === '') return void plain(response, 400, M.credentialsMissing);
  const principal = await punchOutPrincipal(entry, { username, password });
  if (!('userId' in principal)) return void plain(response, principal.status, principal.message);
  await startSession(entry, {
    ...principal,
    punchOut: {
      system: system.id,
      format: 'FORM',
      operation: 'create',
      url: hook,
      target: '_top',
      buyerCookie: null,
      buyerIdentity: null,
      supplierIdentity: null,
    },
  });
};

/** GET /punchout/start/{ticket}: the StartPage of a cXML setup; each ticket starts one session. */
const startPage = async (entry: Entry, ticket: string): Promise<void> => {
  const principal = await entry.services.sessions.takeTicket(ticket);
  if (!principal) return void plain(entry.response, 403, M.ticketUsed);
  await startSession(entry, principal);
};

/** The punch-out entry points (HTTP, not GraphQL: procurement systems speak cXML and OCI). */
export const handlePunchOut = async (entry: Entry, path: string): Promise<void> => {
  if (path === '/punchout/cxml') return cxmlSetup(entry);
  if (path === '/punchout/oci') return ociEntry(entry);
  if (path === '/punchout/form') return formEntry(entry);
  const ticket = /^\/punchout\/start\/([A-Za-z0-9_-]{1,64})$/.exec(path)?.[1];
  if (ticket && entry.request.method === 'GET') return startPage(entry, ticket);
  plain(entry.response, 404, 'Not found');
};
