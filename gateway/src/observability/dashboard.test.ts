// The Grafana dashboard (ops/grafana/dashboards/gateway.json) charts series the gateway exports:
// renaming a metric without the dashboard fails here.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { Metrics } from './metrics.ts';

const OPS = new URL('../../../ops/', import.meta.url);
const dashboard = JSON.parse(readFileSync(new URL('grafana/dashboards/gateway.json', OPS), 'utf8')) as {
  panels: { title: string; targets: { expr: string }[] }[];
};
const SERIES = /\b[a-z_]+_(?:total|seconds|bucket|sum|count|size|state|bytes)\b/g;
const HISTOGRAM_SUFFIX = /_(bucket|sum|count)$/;

describe('the Grafana dashboard', () => {
  it('charts only series the gateway exports', async () => {
    const exported = new Set((await new Metrics().registry.getMetricsAsJSON()).map((metric) => metric.name));
    const used = dashboard.panels.flatMap((panel) =>
      panel.targets.flatMap((target) => target.expr.match(SERIES) ?? []),
    );
    expect(used.length).toBeGreaterThan(10);
    const unknown = used.filter((name) => !exported.has(name) && !exported.has(name.replace(HISTOGRAM_SUFFIX, '')));
    expect(unknown).toEqual([]);
  });

  it('has the rate, errors and latency per operation, ERP calls and latency per route, cache, batching and circuits', () => {
    const exprs = dashboard.panels.map((panel) => panel.targets.map((target) => target.expr).join(' '));
    for (const series of [
      'rate(graphql_operations_total',
      'graphql_operations_total{outcome="error"}',
      'graphql_operation_duration_seconds_bucket',
      'erp_requests_total',
      'erp_request_duration_seconds_bucket',
      'cache_events_total{outcome=~"hit|stale"}',
      'pricing_batch_size_bucket',
      'erp_circuit_state',
    ]) {
      expect(exprs.filter((expr) => expr.includes(series)).length, series).toBeGreaterThan(0);
    }
  });

  it("is fed by Prometheus scraping the gateway, provisioned as Grafana's datasource", () => {
    const prometheus = parse(readFileSync(new URL('prometheus/prometheus.yml', OPS), 'utf8')) as {
      scrape_configs: { job_name: string; metrics_path: string; static_configs: { targets: string[] }[] }[];
    };
    expect(prometheus.scrape_configs).toContainEqual({
      job_name: 'gateway',
      metrics_path: '/metrics',
      // METRICS_PORT in docker-compose.yml: in production /metrics is not on the store's port.
      static_configs: [{ targets: ['gateway:9464'] }],
    });
    const datasources = parse(
      readFileSync(new URL('grafana/provisioning/datasources/prometheus.yml', OPS), 'utf8'),
    ) as {
      datasources: { uid: string; type: string; url: string }[];
    };
    expect(datasources.datasources).toContainEqual(
      expect.objectContaining({ uid: 'prometheus', type: 'prometheus', url: 'http://prometheus:9090' }),
    );
  });
});
