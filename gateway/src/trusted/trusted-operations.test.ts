import { describe, expect, it, test } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'graphql';
import { DEMO_PASSWORD } from '../../../erp-sandbox/src/index.ts';
import { loadConfig } from '../config.ts';
import { startedStack } from '../testing/fixtures.ts';
import { extractOperations, operationId, WEB_SOURCE_DIR } from './operations.ts';
import { NOT_TRUSTED_MESSAGE, OPERATION_NOT_TRUSTED } from './trusted-plugin.ts';

// What Apollo Client sends for the web's Login: the operation, then its fragment, with __typename.
const WEB_LOGIN = `mutation Login($input: LoginInput!) {
  login(input: $input) { viewer { ...ViewerFields __typename } userErrors { field message code __typename } __typename }
}
fragment ViewerFields on Viewer { id username name customerName landingPage sessionMode permissions { canSubmitOrders canViewOrderHistory __typename } __typename }`;
const AD_HOC = '{ viewer { id username } }';

const gatewayTest = test
  .extend('trusted', { scope: 'file' }, ({}, fixture) => {
    const path = join(mkdtempSync(join(tmpdir(), 'trusted-')), 'operations.json');
    writeFileSync(path, JSON.stringify(extractOperations(WEB_SOURCE_DIR)));
    return startedStack({ trustedOperations: true, trustedOperationsManifest: path })({}, fixture);
  })
  .extend('development', { scope: 'file' }, startedStack({ trustedOperations: false }));

describe('the trusted operations manifest', () => {
  const manifest = extractOperations(WEB_SOURCE_DIR);

  it("is extracted from the web's .graphql documents, each operation with its fragments", () => {
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
    expect(loadConfig({ NODE_ENV: 'production' }).trustedOperations).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', TRUSTED_OPERATIONS: 'off' }).trustedOperations).toBe(false);
    expect(loadConfig({ TRUSTED_OPERATIONS: 'on' }).trustedOperations).toBe(true);
    expect(loadConfig({}).trustedOperations).toBe(false);
    expect(loadConfig({ WEB_DIST: '/app/web/dist' }).trustedOperationsManifest).toBe('/app/web/dist/operations.json');
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

describe('a gateway in development', () => {
  gatewayTest('executes any operation', async ({ development }) => {
    const result = await development.client().gql(AD_HOC);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ viewer: null });
  });
});
