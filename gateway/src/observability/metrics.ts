import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { CacheOutcome } from '../cache/cache-service.ts';
import type { CircuitState } from '../erp/circuit-breaker.ts';

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const MAX_OPERATION_NAMES = 300;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** The gateway's Prometheus series. Every label is bounded: operation names, route templates. */
export class Metrics {
  readonly registry = new Registry();
  readonly #operationNames = new Set<string>();

  readonly operations = new Counter({
    name: 'graphql_operations_total',
    help: 'GraphQL operations by operation name and outcome.',
    labelNames: ['operation', 'outcome'],
    registers: [this.registry],
  });
  readonly operationDuration = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'GraphQL operation latency.',
    labelNames: ['operation'],
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly erpCalls = new Counter({
    name: 'erp_requests_total',
    help: 'ERP calls by route template and outcome (2xx, 4xx, 5xx, timeout, network_error, circuit_open).',
    labelNames: ['route', 'outcome'],
    registers: [this.registry],
  });
  readonly erpDuration = new Histogram({
    name: 'erp_request_duration_seconds',
    help: 'ERP call latency by route template.',
    labelNames: ['route'],
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly cacheEvents = new Counter({
    name: 'cache_events_total',
    help: 'Cache lookups by data kind and outcome (hit, miss, stale, error).',
    labelNames: ['kind', 'outcome'],
    registers: [this.registry],
  });
  readonly pricingBatchSize = new Histogram({
    name: 'pricing_batch_size',
    help: 'Items asked of the ERP in one GET /pricing.',
    buckets: [1, 5, 10, 25, 50, 100, 250, 500],
    registers: [this.registry],
  });
  readonly clientErrors = new Counter({
    name: 'client_errors_total',
    help: 'Failures the storefront reported (reported), dropped as not reportable (ignored) or over the rate limit (throttled).',
    labelNames: ['outcome'],
    registers: [this.registry],
  });
  readonly pageRenders = new Histogram({
    name: 'page_renders',
    help: 'Whole React renders a server-rendered page took, by page: 1 when its route loaders had every answer it shows, more when a query was asked only by the render.',
    labelNames: ['page'],
    buckets: [1, 2, 3, 4, 6, 8],
    registers: [this.registry],
  });
  readonly circuitState = new Gauge({
    name: 'erp_circuit_state',
    help: 'Circuit breaker state per ERP route group: 0 closed, 1 half-open, 2 open.',
    labelNames: ['group'],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** A bounded label for a client-chosen operation name. */
  operationLabel(name: string | null | undefined): string {
    if (!name) return 'anonymous';
    if (!OPERATION_NAME.test(name)) return 'invalid';
    if (this.#operationNames.has(name)) return name;
    if (this.#operationNames.size >= MAX_OPERATION_NAMES) return 'other';
    this.#operationNames.add(name);
    return name;
  }

  recordErpCall = (route: string, outcome: string, seconds: number): void => {
    this.erpCalls.inc({ route, outcome });
    if (outcome !== 'circuit_open') this.erpDuration.observe({ route }, seconds);
  };

  recordCache = (kind: string, outcome: CacheOutcome, n = 1): void => {
    this.cacheEvents.inc({ kind, outcome }, n);
  };

  recordCircuit = (group: string, state: CircuitState): void => {
    this.circuitState.set({ group }, state === 'closed' ? 0 : state === 'half-open' ? 1 : 2);
  };
}
