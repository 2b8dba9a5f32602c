// One breaker per ERP route group: after `threshold` consecutive failures it opens and fails fast
// for `openMs`, then lets a single probe through (half-open); a success closes it again.

export type CircuitState = 'closed' | 'open' | 'half-open';

export type CircuitBreakerOptions = { threshold: number; openMs: number; now?: () => number };

export class CircuitBreaker {
  #failures = 0;
  #openedAt = 0;
  #probing = false;
  readonly #options: Required<CircuitBreakerOptions>;

  constructor(options: CircuitBreakerOptions) {
    this.#options = { now: Date.now, ...options };
  }

  get state(): CircuitState {
    if (this.#failures < this.#options.threshold) return 'closed';
    return this.#options.now() - this.#openedAt >= this.#options.openMs ? 'half-open' : 'open';
  }

  /** Whether a call may go out now. In half-open state only one probe at a time. */
  tryAcquire(): boolean {
    const state = this.state;
    if (state === 'closed') return true;
    if (state === 'open' || this.#probing) return false;
    this.#probing = true;
    return true;
  }

  onSuccess(): void {
    this.#failures = 0;
    this.#probing = false;
  }

  onFailure(): void {
    this.#probing = false;
    this.#failures += 1;
    if (this.#failures >= this.#options.threshold) this.#openedAt = this.#options.now();
  }
}
