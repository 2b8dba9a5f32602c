import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type Gateway } from '../../index.ts';

// The graphql-http project's audit of the GraphQL-over-HTTP spec against the gateway as it is served.
let gateway: Gateway;
beforeAll(async () => {
  gateway = await startGateway({
    port: 0,
    host: '127.0.0.1',
    erpUrl: 'http://127.0.0.1:9',
    searchUrl: 'http://127.0.0.1:9',
    redisUrl: undefined,
    logLevel: 'warn',
  });
});
afterAll(() => gateway?.close());

// MAY audits are choices: no GET queries (CSRF prevention wants JSON POSTs), extensions must be a map.
const audits = serverAudits({ url: () => `${gateway.url}/graphql` }).filter((audit) => !audit.name.startsWith('MAY'));

describe('GraphQL over HTTP: every MUST and SHOULD of the audit', () => {
  it('runs all 13 MUST and 23 SHOULD audits', () => {
    expect(audits.filter((audit) => audit.name.startsWith('MUST'))).toHaveLength(13);
    expect(audits.filter((audit) => audit.name.startsWith('SHOULD'))).toHaveLength(23);
  });

  for (const audit of audits) {
    it(`${audit.id} ${audit.name}`, async () => {
      const result = await audit.fn();
      expect({ status: result.status, reason: 'reason' in result ? result.reason : undefined }).toEqual({
        status: 'ok',
        reason: undefined,
      });
    });
  }
});
