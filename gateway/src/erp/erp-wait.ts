/**
 * Wall time during which at least one of a request's ERP calls was in flight (overlapping calls count
 * once): what the request spent waiting on the ERP, as opposed to the gateway's own work.
 */
export class ErpWait {
  #inFlight = 0;
  #since = 0;
  #totalMs = 0;

  async around<T>(run: () => Promise<T>): Promise<T> {
    if (this.#inFlight++ === 0) this.#since = performance.now();
    try {
      return await run();
    } finally {
      if (--this.#inFlight === 0) this.#totalMs += performance.now() - this.#since;
    }
  }

  elapsedMs(): number {
    return this.#totalMs + (this.#inFlight > 0 ? performance.now() - this.#since : 0);
  }
}
