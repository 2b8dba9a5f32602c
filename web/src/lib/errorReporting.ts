import { CombinedGraphQLErrors, ServerError, ServerParseError, type ApolloLink, type ErrorLike } from '@apollo/client';
import { CLIENT_ERROR_LIMITS, UNREPORTED_STATUSES, reportableVariables } from '@mro/rules/client-errors';

// Codes that mean 401, 403 and 404, or a mistake the form already shows its user: not reported.
const EXPECTED_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT']);
// A broken page could fail on every render: a few reports a minute tell the story.
const PER_MINUTE = 5;

export type ClientErrorReport = {
  message: string;
  status: number | null;
  code: string | null;
  operationName: string | null;
  path: string;
  requestId: string | null;
  variables: Record<string, unknown> | null;
};

const statusOf = (error: ErrorLike): number | null => {
  if (ServerError.is(error) || ServerParseError.is(error)) return error.statusCode;
  // No answer at all (offline, aborted): the spec's status -1.
  if (error instanceof TypeError || error.name === 'AbortError') return -1;
  return null;
};

/** The report of a failed operation (storefront §8), or null when it is not an unexpected failure. */
export function clientErrorReport(error: ErrorLike, operation: ApolloLink.Operation): ClientErrorReport | null {
  const status = statusOf(error);
  if (status !== null && UNREPORTED_STATUSES.includes(status)) return null;
  let code: string | null = null;
  if (CombinedGraphQLErrors.is(error)) {
    const codes = error.errors.map((e) => (typeof e.extensions?.code === 'string' ? e.extensions.code : ''));
    const unexpected = codes.find((c) => !EXPECTED_CODES.has(c));
    if (unexpected === undefined) return null;
    code = unexpected || null;
  }
  const response = (operation.getContext() as { response?: Response }).response;
  return {
    message: error.message.slice(0, CLIENT_ERROR_LIMITS.message),
    status: status ?? response?.status ?? null,
    code,
    operationName: operation.operationName ?? null,
    path: window.location.pathname.slice(0, CLIENT_ERROR_LIMITS.path),
    requestId: response?.headers.get('x-request-id') ?? null,
    // Stripped here, so card data and addresses never leave the browser (the gateway strips again).
    variables: reportableVariables(operation.operationName, operation.variables),
  };
}

export type ErrorReporter = (error: ErrorLike, operation: ApolloLink.Operation) => void;

/** Sends unexpected failures to the gateway (POST /client-errors), at most five a minute; never throws. */
export function createErrorReporter(url = '/client-errors', now: () => number = Date.now): ErrorReporter {
  let windowStart = now();
  let sent = 0;
  return (error, operation) => {
    const report = clientErrorReport(error, operation);
    if (!report) return;
    if (now() - windowStart >= 60_000) {
      windowStart = now();
      sent = 0;
    }
    if (sent >= PER_MINUTE) return;
    sent += 1;
    // keepalive: the report survives the page being left right after the failure.
    void fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => undefined);
  };
}
