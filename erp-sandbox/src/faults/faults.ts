export interface FaultConfig {
  /** '*' or a route template key such as 'GET /pricing'. */
  route: string;
  latencyMs?: number;
  /** 0..1 share of requests answered with `errorStatus`, at random. */
  errorRate?: number;
  /** The next this many requests (from when the faults are set) answered with `errorStatus`: a burst in a known order. */
  errorBurst?: number;
  errorStatus?: number;
  /** Hold the socket without answering for `holdMs`, then drop it. */
  timeout?: boolean;
  holdMs?: number;
  /** Answer 200 with a body that is not valid JSON. */
  malformed?: boolean;
}

export interface FaultPlan {
  latencyMs: number;
  error: number | null;
  holdMs: number | null;
  malformed: boolean;
}

export function validateFaults(input: unknown): FaultConfig[] {
  if (!Array.isArray(input)) throw new Error('Fault configuration must be an array.');
  return input.map((raw, i) => {
    if (typeof raw !== 'object' || raw === null || typeof (raw as FaultConfig).route !== 'string') {
      throw new Error(`Fault ${i} needs a string route.`);
    }
    const c = raw as FaultConfig;
    const num = (v: unknown, name: string): number | undefined => {
      if (v === undefined) return undefined;
      if (typeof v !== 'number' || !Number.isFinite(v) || v < 0)
        throw new Error(`Fault ${i}: ${name} must be a non-negative number.`);
      return v;
    };
    const errorRate = num(c.errorRate, 'errorRate');
    if (errorRate !== undefined && errorRate > 1) throw new Error(`Fault ${i}: errorRate must be within 0..1.`);
    const errorBurst = num(c.errorBurst, 'errorBurst');
    if (errorBurst !== undefined && !Number.isInteger(errorBurst))
      throw new Error(`Fault ${i}: errorBurst must be a whole number.`);
    return {
      route: c.route,
      latencyMs: num(c.latencyMs, 'latencyMs'),
      errorRate,
      errorBurst,
      errorStatus: num(c.errorStatus, 'errorStatus'),
      timeout: c.timeout === true,
      holdMs: num(c.holdMs, 'holdMs'),
      malformed: c.malformed === true,
    };
  });
}

/** Per-route fault state of one sandbox; a global latency plus replaceable configs. */
export class Faults {
  baseLatencyMs: number;
  private configs: FaultConfig[];
  private readonly initial: FaultConfig[];
  /** Requests each config's burst has failed so far; a config set anew starts its burst again. */
  private readonly burstSpent = new Map<FaultConfig, number>();

  constructor(baseLatencyMs = 0, configs: FaultConfig[] = []) {
    this.baseLatencyMs = baseLatencyMs;
    this.initial = configs;
    this.configs = [...configs];
  }

  set(configs: FaultConfig[]): void {
    this.configs = configs;
    this.burstSpent.clear();
  }

  clear(): void {
    this.set([]);
  }

  list(): FaultConfig[] {
    return this.configs;
  }

  reset(): void {
    this.set([...this.initial]);
  }

  /** null when nothing applies, so the common path costs one length check. */
  plan(routeKey: string): FaultPlan | null {
    if (this.baseLatencyMs === 0 && this.configs.length === 0) return null;
    const plan: FaultPlan = { latencyMs: this.baseLatencyMs, error: null, holdMs: null, malformed: false };
    let any = this.baseLatencyMs > 0;
    for (const c of this.configs) {
      if (c.route !== '*' && c.route !== routeKey) continue;
      any = true;
      plan.latencyMs += c.latencyMs ?? 0;
      if (c.timeout) plan.holdMs = c.holdMs ?? 30_000;
      if (c.malformed) plan.malformed = true;
      if (plan.error === null && this.inBurst(c)) plan.error = c.errorStatus ?? 503;
      if (c.errorRate && plan.error === null && Math.random() < c.errorRate) plan.error = c.errorStatus ?? 503;
    }
    return any ? plan : null;
  }

  /** Whether this request is one of the config's burst (and counts it). */
  private inBurst(config: FaultConfig): boolean {
    const spent = this.burstSpent.get(config) ?? 0;
    if (spent >= (config.errorBurst ?? 0)) return false;
    this.burstSpent.set(config, spent + 1);
    return true;
  }
}

export function faultsFromEnv(env: NodeJS.ProcessEnv = process.env): { latencyMs: number; faults: FaultConfig[] } {
  const latencyMs = Number(env.SANDBOX_LATENCY_MS) || 0;
  const faults = env.SANDBOX_FAULTS ? validateFaults(JSON.parse(env.SANDBOX_FAULTS)) : [];
  return { latencyMs, faults };
}
