// Recording of ERP exchanges to fixture files (ERP_RECORD=<dir>), scrubbed of secrets.
// Fixture format (documented in docs/integrators.md): one JSON file per exchange, named
// `<sequence>-<method>-<route>.json`, holding one RecordedExchange.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ErpExchange } from './client.ts';

export const FIXTURE_FORMAT = 'erp-exchange/1';

export type RecordedExchange = {
  format: typeof FIXTURE_FORMAT;
  /** Route template, as in metrics: `GET /cart/{session_id}`. */
  route: string;
  method: string;
  path: string;
  /** The query string as sent, with its leading `?`, or ''. */
  query: string;
  requestHeaders: Record<string, string>;
  requestBody: unknown;
  status: number;
  responseHeaders: Record<string, string>;
  responseBody: unknown;
};

export const SCRUBBED = '[scrubbed]';
/** Replayed tokens never expire: 2100-01-01. */
const FAR_FUTURE = 4_102_444_800;
const SECRET_KEY = /password|secret|^cvv|^cvc|security_?code/i;
const CARD_KEY = /card_?number|^pan$|^cc_?number$|credit_?card/i;
const TOKEN_KEY = /^(token|access_token|refresh_token|jwt)$/i;

/**
 * A JWT's claims survive (the gateway reads `sub` and `exp`) but its signature does not, and its
 * expiry is pushed out so a replay works years later: `alg: none`, signature `scrubbed`.
 */
export const scrubToken = (token: string): string => {
  const [, payload] = token.split('.');
  let claims: Record<string, unknown> = {};
  try {
    claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return SCRUBBED;
  }
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ ...claims, exp: FAR_FUTURE })}.scrubbed`;
};

const maskCard = (value: unknown): string => {
  const digits = String(value).replace(/\D/g, '');
  return digits.length >= 4 ? `****${digits.slice(-4)}` : SCRUBBED;
};

/** A deep copy with passwords, tokens and card numbers replaced. */
export const scrub = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(scrub);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      if (inner === null || inner === undefined) return [key, inner];
      if (CARD_KEY.test(key)) return [key, maskCard(inner)];
      if (SECRET_KEY.test(key)) return [key, SCRUBBED];
      if (TOKEN_KEY.test(key) && typeof inner === 'string') return [key, scrubToken(inner)];
      return [key, scrub(inner)];
    }),
  );
};

export const toRecorded = (exchange: ErpExchange): RecordedExchange => ({
  format: FIXTURE_FORMAT,
  route: exchange.route,
  method: exchange.method,
  path: exchange.path,
  query: exchange.query,
  requestHeaders: exchange.authenticated ? { authorization: `Bearer ${SCRUBBED}` } : {},
  requestBody: scrub(exchange.requestBody) ?? null,
  status: exchange.status,
  responseHeaders: exchange.contentType ? { 'content-type': exchange.contentType } : {},
  responseBody: scrub(exchange.responseBody) ?? null,
});

const slug = (route: string) =>
  route
    .toLowerCase()
    .replace(/[{}]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Writes each exchange to `dir` as it happens, numbered in call order. */
export class FixtureRecorder {
  readonly #dir: string;
  #sequence: number;

  constructor(dir: string) {
    this.#dir = dir;
    mkdirSync(dir, { recursive: true });
    this.#sequence = readdirSync(dir).filter((name) => name.endsWith('.json')).length;
  }

  record = (exchange: ErpExchange): void => {
    this.#sequence += 1;
    const name = `${String(this.#sequence).padStart(4, '0')}-${slug(exchange.route)}.json`;
    writeFileSync(join(this.#dir, name), `${JSON.stringify(toRecorded(exchange), null, 2)}\n`);
  };
}

/** A file of this fixture format; the exchange in it is checked against the ERP contract by its tests. */
const isFixture = (parsed: unknown): parsed is RecordedExchange =>
  typeof parsed === 'object' && parsed !== null && 'format' in parsed && parsed.format === FIXTURE_FORMAT;

/** The exchanges of a fixture folder, in recorded order. */
export const readFixtures = (dir: string): RecordedExchange[] =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const parsed: unknown = JSON.parse(readFileSync(join(dir, name), 'utf8'));
      if (!isFixture(parsed)) throw new Error(`${join(dir, name)} is not an ${FIXTURE_FORMAT} fixture`);
      return parsed;
    });
