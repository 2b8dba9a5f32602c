import type { Principal } from './session.ts';
import { login } from './login.ts';
import type { ErpClient } from '../erp/client.ts';
import { ErpUnavailableError } from '../erp/errors.ts';

/** The spec's open-browse defaults (docs/spec/storefront.md §9): company 1, warehouse DBEL, catalogue 2014BSWebCatalog. */
export const OPEN_BROWSE_DEFAULTS = { companyNumber: 1, warehouse: 'DBEL', catalog: '2014BSWebCatalog' } as const;

// Log in again this long before the ERP token expires, so no guest request carries an expiring token.
const REFRESH_MARGIN_SECONDS = 60;

/**
 * The open-browse principal every guest shares: the gateway logs in as the open-browse persona
 * itself and keeps the token in memory (never in a cookie, never sent to the browser). One login
 * per token lifetime per replica; concurrent guests wait for the same login.
 */
export class OpenBrowseSession {
  readonly #client: ErpClient;
  readonly #credentials: { username: string; password: string };
  #current: Principal | null = null;
  #pending: Promise<Principal> | null = null;

  constructor(client: ErpClient, credentials: { username: string; password: string }) {
    this.#client = client;
    this.#credentials = credentials;
  }

  /** The shared principal (without a cart: each guest's cart id comes from their own session). */
  async principal(requestId: string): Promise<Principal> {
    const current = this.#current;
    if (current && current.expiresAt - REFRESH_MARGIN_SECONDS > Date.now() / 1000) return current;
    this.#pending ??= this.#login(requestId).finally(() => {
      this.#pending = null;
    });
    return this.#pending;
  }

  /** The ERP refused this token (revoked, rotated secret): the next guest request logs in again. */
  invalidate(token: string): void {
    if (this.#current?.token === token) this.#current = null;
  }

  async #login(requestId: string): Promise<Principal> {
    const result = await login(
      { erpClient: this.#client, requestId, loginThrottle: null, clientAddress: 'gateway' },
      this.#credentials,
    );
    if ('userErrors' in result) {
      // A refused open-browse login is a configuration fault; guests see the ERP as unavailable.
      throw new ErpUnavailableError(
        'server-error',
        'POST /login_check',
        `open-browse login refused: ${result.userErrors[0]?.message ?? 'unknown'}`,
      );
    }
    this.#current = {
      ...result.principal,
      companyNumber: OPEN_BROWSE_DEFAULTS.companyNumber,
      warehouse: OPEN_BROWSE_DEFAULTS.warehouse,
      catalogs: [OPEN_BROWSE_DEFAULTS.catalog],
      amountMode: 'CURRENCY',
      cartId: '',
    };
    return this.#current;
  }
}
