// What the log never holds: passwords, card numbers, session ids and cookies, credentials. Fields
// are redacted by name at any depth; text (error messages from the ERP, stacks, reports) by shape,
// since an upstream message may echo what the buyer typed. Errors become their message, stack and
// chain of causes (`cause`, or graphql's `originalError`).

export const REDACTED = '[redacted]';

// Field names compared without case, `_` or `-`: cardNumber, card_number and CARD-NUMBER alike.
const SECRET_FIELDS = new Set([
  'password',
  'newpassword',
  'currentpassword',
  'oldpassword',
  'confirmpassword',
  'passwd',
  'cardnumber',
  'cardno',
  'pan',
  'cvv',
  'cvc',
  'securitycode',
  'cookie',
  'setcookie',
  'authorization',
  'sessionid',
  'session',
  'token',
  'accesstoken',
  'refreshtoken',
  'secret',
  'sessionsecret',
  'apikey',
]);

const isSecretField = (name: string) => SECRET_FIELDS.has(name.toLowerCase().replace(/[_-]/g, ''));

// 13 to 19 digits, possibly grouped by spaces or dashes: the length of a payment card number.
const CARD_NUMBER = /\b\d(?:[ -]?\d){12,18}\b/g;
// The store's cookies (session, guest cart, device) wherever a header or message quotes them.
const STORE_COOKIE = /\b(mro_[a-z_]+)=[^;,\s"']+/gi;
const BEARER = /\b(bearer)\s+[A-Za-z0-9._~+/=-]+/gi;
// `password: "…"`, `"cardNumber":"…"`, `token=…` inside text such as a GraphQL document or a body.
const SECRET_PAIR =
  /(["']?\b(?:password|newPassword|currentPassword|cardNumber|card_number|cvv|cvc|token|secret|authorization)\b["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s,;&}]+)/gi;

export const scrubText = (text: string): string =>
  // Bearer first: `Authorization: Bearer <token>` would otherwise lose only the word Bearer.
  text
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(SECRET_PAIR, `$1"${REDACTED}"`)
    .replace(STORE_COOKIE, `$1=${REDACTED}`)
    .replace(CARD_NUMBER, '[card number]');

const MAX_DEPTH = 8;
const MAX_CAUSES = 5;

const errorOf = (error: Error, depth: number, seen: WeakSet<object>): Record<string, unknown> => {
  const fields: Record<string, unknown> = { type: error.name, message: scrubText(error.message) };
  const code = (error as { code?: unknown }).code ?? (error as { extensions?: { code?: unknown } }).extensions?.code;
  if (code !== undefined) fields.code = redactedAt(code, depth + 1, seen);
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number') fields.status = status;
  const cause = error.cause ?? (error as { originalError?: unknown }).originalError;
  // graphql copies its original error's stack: written once, at the cause that has it.
  if (error.stack && !(cause instanceof Error && cause.stack === error.stack)) fields.stack = scrubText(error.stack);
  if (cause !== undefined && cause !== null && depth < MAX_CAUSES) fields.cause = redactedAt(cause, depth + 1, seen);
  return fields;
};

const redactedAt = (value: unknown, depth: number, seen: WeakSet<object>): unknown => {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value) || depth > MAX_DEPTH) return '[…]';
  seen.add(value);
  if (value instanceof Error) return errorOf(value, depth, seen);
  if (Array.isArray(value)) return value.map((item) => redactedAt(item, depth + 1, seen));
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      isSecretField(key) ? REDACTED : redactedAt(field, depth + 1, seen),
    ]),
  );
};

/** A copy of `value` fit for the log. */
export const redacted = (value: unknown): unknown => redactedAt(value, 0, new WeakSet());
