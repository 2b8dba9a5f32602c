// vitest fixtures for the gateway's tests: a test names what it needs
// (`it('...', async ({ stack, buyer }) => ...)`) and gets it made once per test file, on first use.
import { test as base } from 'vitest';
import { PERSONAS } from '@mro/erp-sandbox';
import type { GatewayConfig } from '../config/load.ts';
import type { ErpExchange } from '../erp/client.ts';
import { startStack, type Stack, type TestClient } from './stack.ts';

/** Personas by their sandbox key; guests need no login (`stack.client()`), so `guest` is left out. */
export type PersonaName = Exclude<keyof typeof PERSONAS, 'guest'>;

/** The stack (sandbox and gateway) and a client logged in as each persona, each with its own session. */
export type StackFixtures = { stack: Stack } & Record<PersonaName, TestClient>;

export type StackOptions = Partial<GatewayConfig> & { onErpExchange?: (exchange: ErpExchange) => void };

type Use<T> = (value: T) => Promise<void>;

/**
 * A fixture that starts a stack with `options` and closes it after its scope; closing checks every
 * ERP exchange against the contract, so drift fails the file. For a file's second stack:
 * `test.extend('production', { scope: 'file' }, startedStack({ production: true }))`.
 */
export const startedStack =
  ({ onErpExchange, ...config }: StackOptions = {}) =>
  async ({}, { onCleanup }: { onCleanup: (cleanup: () => Promise<void>) => void }): Promise<Stack> => {
    const started = await startStack(config, { onErpExchange });
    onCleanup(() => started.close());
    return started;
  };

const stack =
  ({ onErpExchange, ...config }: StackOptions) =>
  async ({}, use: Use<Stack>) => {
    const started = await startStack(config, { onErpExchange });
    await use(started);
    await started.close();
  };

const personas = <Scope extends { scope: 'file' | 'test' }>(scope: Scope) =>
  Object.fromEntries(
    Object.entries(PERSONAS)
      .filter(([name]) => name !== 'guest')
      .map(([name, persona]) => [
        name,
        [
          async ({ stack }: { stack: Stack }, use: Use<TestClient>) => use(await stack.clientAs(persona.username)),
          scope,
        ],
      ]),
  ) as Record<PersonaName, [(context: { stack: Stack }, use: Use<TestClient>) => Promise<void>, Scope]>;

/** The test API with one stack per test file, started with `options` (config overrides, an exchange hook). */
export const stackTest = (options: StackOptions = {}) =>
  base.extend<{ $file: StackFixtures }>({
    stack: [stack(options), { scope: 'file' }],
    ...personas({ scope: 'file' }),
  });

/** The same with a new stack for every test, for tests that leave the gateway in a state (breakers, caches). */
export const freshStackTest = (options: StackOptions = {}) =>
  base.extend<{ $test: StackFixtures }>({
    stack: stack(options),
    ...personas({ scope: 'test' }),
  });

/**
 * The test API of the integration tests: one stack per worker, shared by every file that uses it
 * (starting one per file cost each file a sandbox and a gateway); each file's persona clients log in
 * with their own sessions. A file that needs other settings uses `stackTest(options)` (its own stack).
 */
export const test = base.extend<{ $file: Record<PersonaName, TestClient> } & { $worker: { stack: Stack } }>({
  stack: [stack({}), { scope: 'worker' }],
  ...personas({ scope: 'file' }),
});
export { test as it };
