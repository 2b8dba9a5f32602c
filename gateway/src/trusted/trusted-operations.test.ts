import { describe, expect, it, test } from 'vitest';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { parse } from 'graphql';
import { operationId, readManifest } from '@mro/trusted-operations';
import { DEMO_PASSWORD } from '@mro/erp-sandbox';
import { loadConfig } from '../config/load.ts';
import { startGateway } from '../index.ts';
import { startedStack } from '../testing/fixtures.ts';
import { NOT_TRUSTED_MESSAGE, OPERATION_NOT_TRUSTED } from './trusted-plugin.ts';

// The web's manifest as `npm run codegen` wrote it; the web build ships the same file as dist/operations.json.
const WEB_MANIFEST = createRequire(import.meta.url).resolve('@mro/web/operations.json');

// What Apollo Client sends for the web's Login: the operation, then its fragment, with __typename.
const WEB_LOGIN = `mutation Login($input: LoginInput!) {
  login(input: $input) { viewer { ...ViewerFields __typename } userErrors { field message code __typename } __typename }
}
fragment ViewerFields on Viewer { id username name customerName landingPage sessionMode permissions { canSubmitOrders canViewOrderHistory __typename } __typename }`;
const AD_HOC = '{ viewer { id username } }';

const gatewayTest = test
  .extend(
    'trusted',
    { scope: 'file' },
    startedStack({ trustedOperations: true, trustedOperationsManifest: WEB_MANIFEST }),
  )
  .extend('development', { scope: 'file' }, startedStack({ trustedOperations: false }));

describe('the trusted operations manifest', () => {
  const manifest = readManifest(WEB_MANIFEST);

  it("lists the web's operations, each with its fragments", () => {
    const names = manifest.operations.map((operation) => operation.name);
    expect(names).toEqual(expect.arrayContaining(['Login', 'Viewer', 'Cart', 'ProductSearch']));
    const login = manifest.operations.find((operation) => operation.name === 'Login');
    expect(login?.body).toContain('fragment ViewerFields on Viewer');
    expect(login?.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives what Apollo Client sends the same id as the source document', () => {
    const login = manifest.operations.find((operation) => operation.name === 'Login');
    expect(operationId(parse(WEB_LOGIN))).toBe(login?.id);
    expect(operationId(parse(WEB_LOGIN.replace('customerName', 'customerNumber')))).not.toBe(login?.id);
  });

  it('is on in production and with TRUSTED_OPERATIONS=on, off in development or with TRUSTED_OPERATIONS=off', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-shared-secret-of-at-least-32-chars',
      OPEN_BROWSE: 'off',
    };
    expect(loadConfig(production).trustedOperations).toBe(true);
    expect(loadConfig({ ...production, TRUSTED_OPERATIONS: 'off' }).trustedOperations).toBe(false);
    expect(loadConfig({ TRUSTED_OPERATIONS: 'on' }).trustedOperations).toBe(true);
    expect(loadConfig({}).trustedOperations).toBe(false);
  });

  it("is read from the built web's operations.json unless TRUSTED_OPERATIONS_MANIFEST names another file", () => {
    expect(loadConfig({ WEB_DIST: '/app/web/dist' }).trustedOperationsManifest).toBe('/app/web/dist/operations.json');
    expect(loadConfig({}, { webDist: '/srv/web/' }).trustedOperationsManifest).toBe('/srv/web/operations.json');
    expect(
      loadConfig({ WEB_DIST: '/app/web/dist', TRUSTED_OPERATIONS_MANIFEST: '/etc/ops.json' }).trustedOperationsManifest,
    ).toBe('/etc/ops.json');
    expect(loadConfig({}).trustedOperationsManifest).toBeUndefined();
  });
});

describe('a gateway with trusted operations on', () => {
  gatewayTest("executes the web's operations", async ({ trusted }) => {
    const result = await trusted
      .client()
      .gql(WEB_LOGIN, { input: { username: 'buyer@acme.example', password: DEMO_PASSWORD } });
    expect(result.errors).toBeUndefined();
    expect(result.data).toMatchObject({ login: { viewer: { username: 'buyer@acme.example' }, userErrors: [] } });
  });

  gatewayTest('refuses any other operation with a clear error, before it runs', async ({ trusted }) => {
    const result = await trusted.client().gql(AD_HOC);
    expect(result.status).toBe(400);
    expect(result.data).toBeUndefined();
    expect(result.errors).toEqual([{ message: NOT_TRUSTED_MESSAGE, extensions: { code: OPERATION_NOT_TRUSTED } }]);
  });
});

describe('a gateway with trusted operations on and no manifest', () => {
  // The manifest is checked before anything opens, so these starts need no ERP.
  const start = (manifest: Partial<{ trustedOperationsManifest: string; webDist: string }>) =>
    startGateway({
      port: 0,
      host: '127.0.0.1',
      redisUrl: undefined,
      trustedOperations: true,
      trustedOperationsManifest: undefined,
      webDist: undefined,
      ...manifest,
    });

  it('refuses to start, naming the missing file and the build command', async () => {
    const missing = join(tmpdir(), 'no-such-web', 'operations.json');
    await expect(start({ trustedOperationsManifest: missing })).rejects.toThrow(
      `Trusted operations are on but there is no operations manifest at ${missing}: run \`npm run build\`, which writes web/dist/operations.json.`,
    );
    await expect(start({ webDist: join(tmpdir(), 'no-such-web') })).rejects.toThrow(
      `no operations manifest at ${missing}:`,
    );
  });

  it('refuses to start when no manifest is configured at all', async () => {
    await expect(start({})).rejects.toThrow(
      'Trusted operations are on but there is no operations manifest at TRUSTED_OPERATIONS_MANIFEST or WEB_DIST (neither is set): run `npm run build`',
    );
  });
});

describe('a gateway in development', () => {
  gatewayTest('executes any operation', async ({ development }) => {
    const result = await development.client().gql(AD_HOC);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ viewer: null });
  });
});
