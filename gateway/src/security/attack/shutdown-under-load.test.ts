// Finding 8: SIGTERM under 20-way keep-alive load failed 26 requests with socket errors. The gateway
// (its own process, as deployed) must finish every request it accepted: each one answers 200, and a
// client learns of the shutdown only by a refused new connection (which a load balancer retries).
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('../../main.ts', import.meta.url));
const CLIENTS = 20;

// An ERP that takes a moment to answer, so /readyz requests are in flight when SIGTERM arrives.
let erp: Server;
beforeAll(async () => {
  erp = createServer((_request, response) => setTimeout(() => response.writeHead(404).end(), 15));
  await new Promise<void>((resolve) => erp.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise((resolve) => erp.close(resolve)));

const startGatewayProcess = async () => {
  const address = erp.address();
  const erpUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ERP_URL: erpUrl, REDIS_URL: '', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`gateway exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      const line = chunk
        .toString()
        .split('\n')
        .find((text) => text.includes('gateway listening'));
      if (line) resolve((JSON.parse(line) as { url: string }).url);
    });
  });
  return { child, url };
};

const outcomeOf = (error: unknown): string => {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code ?? String(error);
};

describe('shutdown under load', () => {
  it('answers every accepted request of 20 keep-alive clients and then exits 0', async () => {
    const { child, url } = await startGatewayProcess();
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const outcomes: string[] = [];
    let signalled = false;
    let answeredAfterSignal = 0;
    // Each client sends its next request as soon as the last answer arrived, on the same connection.
    const client = async () => {
      while (outcomes.length < 20_000) {
        try {
          const response = await fetch(`${url}/readyz`);
          await response.text();
          outcomes.push(String(response.status));
          if (signalled) answeredAfterSignal += 1;
        } catch (error) {
          outcomes.push(outcomeOf(error));
          if (outcomeOf(error) === 'ECONNREFUSED') return;
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, client);
    await expect.poll(() => outcomes.length, { timeout: 30_000, interval: 10 }).toBeGreaterThanOrEqual(400);
    signalled = true;
    child.kill('SIGTERM');
    await Promise.all(clients);
    expect(await exited).toBe(0);
    const failures = outcomes.filter((outcome) => outcome !== '200' && outcome !== 'ECONNREFUSED');
    expect(failures).toEqual([]);
    // Every client ended on a refused connection, after requests that were in flight were answered.
    expect(outcomes.filter((outcome) => outcome === 'ECONNREFUSED')).toHaveLength(CLIENTS);
    expect(answeredAfterSignal).toBeGreaterThan(0);
  });
});
