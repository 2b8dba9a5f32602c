// Failures of an ERP call, before they are mapped to GraphQL errors or user errors.

/**
 * The message of an ERP error answer: the ERP's own, else the spec's 'Request failed' with the status
 * (account-admin-calls §8, for user, address and application writes; every other refusal alike).
 */
export const refusalMessage = (status: number, body: unknown): string =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
    ? body.message
    : `Request failed with status ${status}`;

/** The ERP answered with an error status; `message` is the ERP's own message, or says the status. */
export class ErpHttpError extends Error {
  readonly status: number;
  readonly route: string;
  constructor(status: number, message: string, route: string) {
    super(message);
    this.name = 'ErpHttpError';
    this.status = status;
    this.route = route;
  }
}

export type ErpUnavailableKind = 'timeout' | 'network' | 'malformed' | 'circuit-open' | 'server-error';

/** The ERP could not be reached, did not answer in time, or answered nonsense. */
export class ErpUnavailableError extends Error {
  readonly kind: ErpUnavailableKind;
  readonly route: string;
  constructor(kind: ErpUnavailableKind, route: string, detail?: string) {
    super(`ERP ${kind} on ${route}${detail ? `: ${detail}` : ''}`);
    this.name = 'ErpUnavailableError';
    this.kind = kind;
    this.route = route;
  }
}

export const isErpStatus = (error: unknown, ...statuses: number[]): error is ErpHttpError =>
  error instanceof ErpHttpError && statuses.includes(error.status);
