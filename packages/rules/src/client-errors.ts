// What the storefront may report of an unexpected failure (storefront §8, cart §8): the web strips a
// report before sending it and the gateway strips it again before logging or forwarding it.

/** Statuses that are not failures to report: -1 (no answer), 401, 403, 404. */
export const UNREPORTED_STATUSES: readonly number[] = [-1, 401, 403, 404];

export const CLIENT_ERROR_LIMITS = { message: 500, operationName: 64, path: 300, requestId: 64, code: 64 } as const;

// Operations that submit an order or a card: their variables never leave the browser.
const ORDER_SUBMISSIONS = /^(Place|Submit|SelectPayment|AddSavedCard|SaveCard|Checkout|Express|Guest)/;
// Card data, addresses and contact details, wherever they appear in other operations' variables.
const PERSONAL =
  /card|number|cvv|security|token|password|hash|address|line[12]|street|city|state|zip|postal|phone|email|name|contact|purchaseorder/i;

export type ReportVariables = Record<string, unknown> | null;

const redact = (value: unknown, depth: number): unknown => {
  if (depth > 4) return '[…]';
  if (Array.isArray(value)) return value.slice(0, 20).map((item) => redact(item, depth + 1));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, PERSONAL.test(key) ? '[removed]' : redact(item, depth + 1)]),
    );
  return typeof value === 'string' ? value.slice(0, 100) : value;
};

/** The variables a report may carry: none for an order submission, others with personal fields removed. */
export const reportableVariables = (operationName: string | null | undefined, variables: unknown): ReportVariables => {
  if (!operationName || ORDER_SUBMISSIONS.test(operationName)) return null;
  if (variables === null || typeof variables !== 'object' || Array.isArray(variables)) return null;
  return redact(variables, 0) as Record<string, unknown>;
};
