// The spans of one catalogue listing, exported in memory: the operation, its root field, the
// DataLoader batch of prices and exactly one pricing call under it, all with the request id.
import { afterEach, describe, expect, it } from 'vitest';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { startTracing, type Tracing } from './tracing-sdk.ts';
import { REQUEST_ID_ATTRIBUTE } from './tracing.ts';
import { principalOf, unitGateway } from '../testing/unit.ts';
import { ACME_CATALOG, erpHit, erpSearchResult, pricesEveryItem } from '../testing/erp-answers/catalog.ts';
import { startReplay } from '../testing/replay.ts';
import { FIXTURE_FORMAT } from '../erp/recording.ts';
import { ErpClient } from '../erp/client.ts';
import { traceErpCall } from './tracing.ts';

const LISTING = `query Listing($input: ProductSearchInput!) {
  productSearch(input: $input) { totalCount nodes { slug items { erp price { amount { value } } } } }
}`;

let tracing: Tracing | null = null;
afterEach(async () => {
  await tracing?.shutdown();
  tracing = null;
});

const parentOf = (span: ReadableSpan, spans: ReadableSpan[]) =>
  spans.find((other) => other.spanContext().spanId === span.parentSpanContext?.spanId);

/** The span's name and those of its ancestors, innermost first. */
const lineage = (span: ReadableSpan, spans: ReadableSpan[]): string[] => {
  const parent = parentOf(span, spans);
  return [span.name, ...(parent ? lineage(parent, spans) : [])];
};

describe('traces', () => {
  it('shows a listing as its operation, root field, price batch and one pricing call, each with the request id', async () => {
    const exporter = new InMemorySpanExporter();
    tracing = startTracing({ exporter });
    const gateway = await unitGateway(
      {
        'POST /index/products/query': () => erpSearchResult([erpHit('glove-1', 3), erpHit('glove-2', 3)]),
        'GET /pricing': pricesEveryItem(),
      },
      { principal: principalOf({ catalogs: [ACME_CATALOG] }) },
    );
    const result = await gateway.run(LISTING, { input: { query: 'gloves' } });
    expect(result.errors).toBeUndefined();
    await tracing.flush();
    const spans = exporter.getFinishedSpans();

    const operation = spans.find((span) => span.name === 'query Listing');
    expect(operation?.attributes).toMatchObject({
      'graphql.operation.type': 'query',
      'graphql.operation.name': 'Listing',
    });
    const pricingCalls = spans.filter((span) => span.name === 'ERP GET /pricing');
    expect(pricingCalls).toHaveLength(1);
    expect(lineage(pricingCalls[0]!, spans)).toEqual(['ERP GET /pricing', 'dataloader price', 'query Listing']);
    expect(pricingCalls[0]!.attributes['mro.dataloader.batch_size']).toBeUndefined();
    expect(parentOf(pricingCalls[0]!, spans)?.attributes['mro.dataloader.batch_size']).toBe(6);
    const search = spans.find((span) => span.name === 'ERP POST /index/products/query');
    expect(lineage(search!, spans)).toEqual([
      'ERP POST /index/products/query',
      'resolve Query.productSearch',
      'query Listing',
    ]);
    expect(new Set(spans.map((span) => span.spanContext().traceId)).size).toBe(1);
    expect(spans.every((span) => span.attributes[REQUEST_ID_ATTRIBUTE] === 'unit-request')).toBe(true);
  });

  it("puts each HTTP attempt of an ERP call under the call's span, in the same trace", async () => {
    const exporter = new InMemorySpanExporter();
    tracing = startTracing({ exporter });
    const replay = await startReplay([
      {
        format: FIXTURE_FORMAT,
        route: 'GET /cart/{session_id}',
        method: 'GET',
        path: '/cart/abc',
        query: '',
        requestHeaders: {},
        requestBody: null,
        status: 200,
        responseHeaders: { 'content-type': 'application/json' },
        responseBody: { lines: 0 },
      },
    ]);
    const erp = new ErpClient({
      erpUrl: replay.url,
      searchUrl: replay.url,
      timeoutMs: 2_000,
      getRetries: 0,
      connections: 1,
      breaker: { threshold: 100, openMs: 1_000 },
    });
    try {
      const route = 'GET /cart/{session_id}';
      await traceErpCall(route, () => erp.call({ route, method: 'GET', path: '/cart/abc' }));
    } finally {
      await erp.close();
      await replay.close();
    }
    await tracing.flush();
    const spans = exporter.getFinishedSpans();
    const attempt = spans.find((span) => span.attributes['url.path'] === '/cart/abc');
    expect(attempt, 'an undici span for the request').toBeDefined();
    expect(lineage(attempt!, spans)).toEqual([attempt!.name, 'ERP GET /cart/{session_id}']);
  });
});
