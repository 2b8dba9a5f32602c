import { describe, expect, it } from 'vitest';
import { Metrics } from './metrics.ts';
import { createLogger } from './logger.ts';

describe('the metrics labels', () => {
  it('keep operation names bounded: invalid ones and those past the cap are grouped', () => {
    const metrics = new Metrics();
    expect(metrics.operationLabel(undefined)).toBe('anonymous');
    expect(metrics.operationLabel('Robert"); DROP')).toBe('invalid');
    for (let index = 0; index < 300; index += 1)
      expect(metrics.operationLabel(`Operation${index}`)).toBe(`Operation${index}`);
    expect(metrics.operationLabel('OneTooMany')).toBe('other');
    expect(metrics.operationLabel('Operation7')).toBe('Operation7');
  });

  it('reports circuit states as 0 closed, 1 half-open, 2 open', async () => {
    const metrics = new Metrics();
    metrics.recordCircuit('cart', 'open');
    metrics.recordCircuit('pricing', 'half-open');
    const text = await metrics.registry.metrics();
    expect(text).toContain('erp_circuit_state{group="cart"} 2');
    expect(text).toContain('erp_circuit_state{group="pricing"} 1');
  });
});

describe('the logger', () => {
  it('writes JSON lines carrying the request id of a child logger', () => {
    const lines: string[] = [];
    const log = createLogger('info', { service: 'gateway' }, (line) => lines.push(line)).child({ requestId: 'req-1' });
    log.log('debug', 'hidden');
    log.log('warn', 'slow ERP', { route: 'GET /pricing' });
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      {
        // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types asymmetric matchers as any
        time: expect.any(String),
        level: 'warn',
        message: 'slow ERP',
        service: 'gateway',
        requestId: 'req-1',
        route: 'GET /pricing',
      },
    ]);
  });
});
