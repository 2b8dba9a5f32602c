// The Punch-Out Log over the typed fake ERP: the last 250 transfers read once, shown 20 a page, the customer
// number validated before the ERP is asked, and non-staff refused.
import { describe, expect, it } from 'vitest';
import type { components } from '../erp/generated/openapi.ts';
import { erpError } from '../testing/fake-erp.ts';
import { unitGateway } from '../testing/unit.ts';
import { PERSONA_USERS, principalOfUser } from '../testing/erp-answers/account.ts';
import type { ErpUser } from '../erp/types.ts';

type Entry = components['schemas']['PunchOutLogEntry'];

const LOG = `query L($c: String!, $p: Int!) { punchOutLog(customerNumber: $c, page: $p) {
  totalCount page pageSize nodes { id orderNumber username transferredAt } } }`;
type Log = { punchOutLog: { totalCount: number; page: number; pageSize: number; nodes: { orderNumber: string }[] } };

const entries = (n: number): Entry[] =>
  Array.from({ length: n }, (_, i) => ({
    id: n - i,
    customer_number: '10001',
    order_number: `PO-${n - i}`,
    user_id: 7,
    username: 'punchout@acme.example',
    created_on: '2026-11-20T10:00:00.000Z',
  }));

const as = (user: ErpUser, logs: () => Entry[]) =>
  unitGateway(
    { 'GET /user/{id}': () => user, 'GET /punchout-log': () => ({ logs: logs() }) },
    { principal: principalOfUser(user) },
  );

describe('the Punch-Out Log', () => {
  it('reads a customer’s last 250 transfers once and shows them 20 a page, newest first', async () => {
    const gateway = await as(PERSONA_USERS.associate(), () => entries(250));
    const first = await gateway.run<Log>(LOG, { c: ' 10001 ', p: 1 });
    expect(first.data!.punchOutLog).toMatchObject({ totalCount: 250, page: 1, pageSize: 20 });
    expect(first.data!.punchOutLog.nodes).toHaveLength(20);
    expect(first.data!.punchOutLog.nodes[0]).toEqual({
      id: '250',
      orderNumber: 'PO-250',
      username: 'punchout@acme.example',
      transferredAt: '2026-11-20T10:00:00.000Z',
    });
    const last = await gateway.run<Log>(LOG, { c: '10001', p: 13 });
    expect(last.data!.punchOutLog.nodes.map((n) => n.orderNumber)).toEqual([
      'PO-10',
      'PO-9',
      'PO-8',
      'PO-7',
      'PO-6',
      'PO-5',
      'PO-4',
      'PO-3',
      'PO-2',
      'PO-1',
    ]);
    await gateway.run<Log>(LOG, { c: '10001', p: 2 });
    await gateway.run<Log>(LOG, { c: '10002', p: 1 });
    expect(gateway.callsTo('GET /punchout-log').map((call) => call.query)).toEqual([
      { customer_number: '10001', limit: 250 },
      { customer_number: '10002', limit: 250 },
    ]);
  });

  it('validates the customer number before asking the ERP', async () => {
    const gateway = await as(PERSONA_USERS.associate(), () => entries(1));
    expect((await gateway.run(LOG, { c: '  ', p: 1 })).errors?.[0]?.message).toBe('Please enter a customer number.');
    const long = await gateway.run(LOG, { c: '1'.repeat(11), p: 1 });
    expect(long.errors?.[0]?.message).toBe('The customer number is up to 10 digits.');
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await gateway.run(LOG, { c: '10001', p: 0 })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(gateway.callsTo('GET /punchout-log')).toEqual([]);
  });

  it('shows the excluded house account as an empty log', async () => {
    const gateway = await as(PERSONA_USERS.associate(), () => {
      throw erpError(403, 'Access denied.');
    });
    expect((await gateway.run<Log>(LOG, { c: '10000', p: 1 })).data!.punchOutLog).toMatchObject({
      totalCount: 0,
      nodes: [],
    });
  });

  it('refuses non-staff before any log call', async () => {
    for (const user of [PERSONA_USERS.buyer(), PERSONA_USERS.admin()]) {
      const gateway = await as(user, () => entries(1));
      expect((await gateway.run(LOG, { c: '10001', p: 1 })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(gateway.callsTo('GET /punchout-log')).toEqual([]);
    }
  });
});
