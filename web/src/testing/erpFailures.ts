import { HttpResponse } from 'msw';

/**
 * How the gateway answers a query when the ERP fails: a 5xx or a malformed body is
 * UPSTREAM_UNAVAILABLE, no answer in time is UPSTREAM_TIMEOUT (gateway/src/common/errors.ts).
 */
export const ERP_FAILURES = [
  { failure: 'a 5xx or a malformed answer', code: 'UPSTREAM_UNAVAILABLE' },
  { failure: 'a timeout', code: 'UPSTREAM_TIMEOUT' },
] as const;

type ErpFailureBody = { data: null; errors: { message: string; extensions: { code: string } }[] };

/** The gateway's answer to an operation it refuses or cannot serve: no data, one error with its code. */
export const gatewayError = (message: string, code: string) =>
  HttpResponse.json<ErpFailureBody>({ data: null, errors: [{ message, extensions: { code } }] });

export const erpFailure = (code: (typeof ERP_FAILURES)[number]['code']) => gatewayError('The ERP failed.', code);
