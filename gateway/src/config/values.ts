// The kinds of value an environment variable holds, each a zod schema from the variable's text (or
// its absence) to a typed value. An empty value reads as unset (compose files and shells write
// `NAME=` for "no value"). What a kind accepts is said once, in `accepted`: the table of variables
// (docs/operations.md) and the refusal at start both quote it.
import { z } from 'zod';

/** How a variable is documented: the table in docs/operations.md is made of these (see readme-table.ts). */
export type VariableDoc = {
  /** The accepted form, quoted by the refusal and the variables table. */
  accepted: string;
  /** The default as an operator reads it ('' for none). */
  default: string;
  meaning: string;
  /** Every replica must have the same value (docs/operations.md). */
  sameOnEveryReplica?: boolean;
  /** Never echoed back in a refusal. */
  secret?: boolean;
};

/** The schema of every variable carries its documentation here. */
export const variableDocs = z.registry<VariableDoc>();

/** A kind of value: its schema (text or unset to T or unset) and what it accepts. */
export type Kind<T> = { schema: z.ZodType<T | undefined, string | undefined>; accepted: string };

/** Bounds every value: none of the gateway's variables is near this long (PUNCHOUT_SYSTEMS is the longest). */
const MAX_LENGTH = 100_000;

const kind = <T>(accepted: string, parse: (text: string) => T | undefined): Kind<T> => ({
  accepted,
  schema: z
    .string()
    .optional()
    .transform((value, context): T | undefined => {
      const text = value?.trim() ?? '';
      if (text === '') return undefined;
      const parsed = text.length > MAX_LENGTH ? undefined : parse(text);
      if (parsed === undefined) {
        context.addIssue({ code: 'custom', message: accepted });
        return z.NEVER;
      }
      return parsed;
    }),
});

const MS_PER: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const DURATION = /^(\d{1,9})\s*(ms|s|m|h|d)?$/i;

const shownDuration = (ms: number, unit: 'ms' | 's'): string => {
  for (const [name, size] of [...Object.entries(MS_PER)].reverse())
    if (ms >= size && ms % size === 0 && (unit === 'ms' || size >= 1_000)) return `${ms / size}${name}`;
  return unit === 'ms' ? `${ms}ms` : `${ms / 1_000}s`;
};

/**
 * A duration: a whole number with a unit (ms, s, m, h, d), or a bare number in the unit the
 * variable's name says (`ERP_TIMEOUT_MS=8000`, `PRICE_TTL_SECONDS=60`). Anything else is refused:
 * `8s` in a `_MS` variable is 8 seconds, never 8 ms. Read in that unit, within [min, max].
 */
export const duration = (unit: 'ms' | 's', min: number, max: number): Kind<number> => {
  const size = MS_PER[unit] as number;
  const example = unit === 'ms' ? '8s, 8000ms or 8000 (milliseconds)' : '60s, 10m or 60 (seconds)';
  return kind(
    `a duration such as ${example}, from ${shownDuration(min * size, unit)} to ${shownDuration(max * size, unit)}`,
    (text) => {
      const match = DURATION.exec(text);
      if (!match) return undefined;
      const ms = Number(match[1]) * (MS_PER[(match[2] ?? unit).toLowerCase()] as number);
      const value = ms / size;
      return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
    },
  );
};

const TRUE = new Set(['true', '1', 'yes', 'on']);
const FALSE = new Set(['false', '0', 'no', 'off']);

/** On or off, in the usual spellings (any case); anything else is refused, never read as off. */
export const flag = (): Kind<boolean> =>
  kind('on or off (also true/false, yes/no, 1/0)', (text) => {
    const lower = text.toLowerCase();
    return TRUE.has(lower) ? true : FALSE.has(lower) ? false : undefined;
  });

/** One of a fixed list, spelled exactly. */
export const oneOf = <const T extends string>(values: readonly T[]): Kind<T> =>
  kind(`one of ${values.join(', ')}`, (text) => values.find((value) => value === text));

/** A whole number within [min, max]. */
export const whole = (min: number, max: number): Kind<number> =>
  kind(`a whole number from ${min} to ${max}`, (text) => {
    if (!/^\d{1,15}$/.test(text)) return undefined;
    const value = Number(text);
    return value >= min && value <= max ? value : undefined;
  });

export const port = (): Kind<number> => whole(0, 65_535);

/** A URL with one of `protocols` (e.g. `['http', 'https']`), kept as written. */
export const url = (protocols: readonly string[], example: string): Kind<string> =>
  kind(`a URL (${protocols.join(' or ')}) such as ${example}`, (text) => {
    if (!URL.canParse(text)) return undefined;
    return protocols.includes(new URL(text).protocol.replace(/:$/, '')) ? text : undefined;
  });

/** Free text of at most `maxLength` characters (and at least `minLength`). */
export const text = (maxLength: number, minLength = 1, what = 'text'): Kind<string> =>
  kind(
    minLength > 1 ? `${what} of ${minLength} to ${maxLength} characters` : `${what} of at most ${maxLength} characters`,
    (value) => (value.length >= minLength && value.length <= maxLength ? value : undefined),
  );

/** A comma-separated list, each entry trimmed and matching `entry`; empty entries are skipped. */
export const listOf = <T>(accepted: string, entry: (text: string) => T | undefined): Kind<T[]> =>
  kind(accepted, (value) => {
    const entries = value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part.length > 0)
      .map(entry);
    return entries.length > 0 && entries.every((parsed) => parsed !== undefined) ? entries : undefined;
  });

/** An origin (scheme, host and optional port; no path): what a browser sends in `Origin`. */
export const originOf = (entry: string): string | undefined => {
  if (!URL.canParse(entry)) return undefined;
  const parsed = new URL(entry);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  return parsed.origin === entry.replace(/\/+$/, '') ? parsed.origin : undefined;
};

const SENTINEL_ADDRESS = /^([A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\]):(\d{1,5})$/;

/** `host:port`, the port at most 65535. */
export const hostPortOf = (entry: string): { host: string; port: number } | undefined => {
  const match = SENTINEL_ADDRESS.exec(entry);
  if (!match || Number(match[2]) > 65_535) return undefined;
  return { host: match[1] as string, port: Number(match[2]) };
};

// A CSP source: an origin, possibly with a wildcard host label or port. No spaces, quotes or `;`,
// which would write directives of their own into the policy.
const CSP_SOURCE = /^https?:\/\/(\*\.)?[A-Za-z0-9.-]{1,253}(:(\d{1,5}|\*))?$/;

export const cspSourceOf = (entry: string): string | undefined => (CSP_SOURCE.test(entry) ? entry : undefined);
