import { startSandbox } from './index.ts';

const t0 = performance.now();
const sandbox = await startSandbox({
  port: Number(process.env.PORT ?? 4010),
  host: process.env.HOST ?? '127.0.0.1',
});
const mem = Math.round(process.memoryUsage().rss / 1e6);
process.stdout.write(
  `erp-sandbox listening on ${sandbox.url} (ready in ${Math.round(performance.now() - t0)} ms, rss ${mem} MB)\n`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
