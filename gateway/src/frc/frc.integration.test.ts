import { describe, expect } from 'vitest';
import { FRC_MESSAGES } from '@mro/rules/frc';
import { test as it } from '../testing/fixtures.ts';
import type { ErpUser } from '../erp/types.ts';
import { canManageFrc } from './frc-provider.ts';

const ALLOWANCES =
  '{ unitAllowances { totalCount page pageSize nodes { itemType allowed { value display mode } ordered { value display } remaining { value display } overBy { value display } resetsOn } } }';
type Units = { value: number; display: string; mode?: string } | null;
type Page = {
  totalCount: number;
  page: number;
  pageSize: number;
  nodes: { itemType: string; allowed: Units; ordered: Units; remaining: Units; overBy: Units; resetsOn: string }[];
};

it.beforeEach(({ stack }) => stack.setFaults([]));

describe('the FRC manager (unit allowances)', () => {
  it('reads the viewer’s allowance per item type in units: used, fully used, over and unlimited', async ({
    allowance,
  }) => {
    const result = await allowance.gql<{ unitAllowances: Page }>(ALLOWANCES);
    expect(result.errors).toBeUndefined();
    const page = result.data!.unitAllowances;
    expect(page).toMatchObject({ totalCount: 4, page: 1, pageSize: 20 });
    const byType = new Map(page.nodes.map((row) => [row.itemType, row]));
    expect([...byType.keys()]).toEqual(['Consumables', 'PPE', 'Tooling', 'Tools']);
    expect(byType.get('Consumables')).toMatchObject({
      allowed: { value: 500, display: '500 units', mode: 'UNITS' },
      ordered: { value: 180, display: '180 units' },
      remaining: { value: 320, display: '320 units' },
      overBy: null,
    });
    expect(byType.get('Consumables')!.resetsOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(byType.get('PPE')).toMatchObject({ allowed: null, remaining: null, overBy: null, resetsOn: null });
    expect(byType.get('Tooling')).toMatchObject({ remaining: { value: 0 }, overBy: null });
    expect(byType.get('Tools')).toMatchObject({
      allowed: { value: 60 },
      ordered: { value: 75 },
      remaining: { value: 0, display: '0 units' },
      overBy: { value: 15, display: '15 units' },
    });
  });

  it('refuses dollars customers, and guests must log in', async ({ stack, buyer, units }) => {
    const refused = await buyer.gql(ALLOWANCES);
    expect(refused.errors?.[0]).toMatchObject({
      message: FRC_MESSAGES.notAllowed,
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await stack.client().gql(ALLOWANCES)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // Uma buys in units with no limit of her own: every row reads "no limit".
    const uma = (await units.gql<{ unitAllowances: Page }>(ALLOWANCES)).data!.unitAllowances;
    expect(uma.nodes.length).toBeGreaterThan(0);
    expect(uma.nodes.every((row) => row.allowed === null && row.remaining === null)).toBe(true);
  });

  it('refuses a bad page and reads a page past the last as empty', async ({ allowance }) => {
    const bad = await allowance.gql('{ unitAllowances(input: { page: 0 }) { totalCount } }');
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const past = await allowance.gql<{ unitAllowances: Page }>(
      '{ unitAllowances(input: { page: 2 }) { totalCount nodes { itemType } } }',
    );
    expect(past.data!.unitAllowances).toEqual({ totalCount: 4, nodes: [] });
  });

  it('says the FRC data cannot be read when the ERP fails', async ({ stack, allowance }) => {
    await stack.setFaults([{ route: 'GET /user-approval-workflow/{id}', errorRate: 1, errorStatus: 503 }]);
    const failed = await allowance.gql(ALLOWANCES);
    expect(failed.errors?.[0]?.message).toBe('We are unable to retrieve your data at this time.');
    expect(failed.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('is for units customers outside punch-out only (§6)', () => {
    const user = (workflow_currency: string, user_type: string) => ({ workflow_currency, user_type }) as ErpUser;
    expect(canManageFrc(user('units', 'standard'))).toBe(true);
    expect(canManageFrc(user('units', 'express'))).toBe(true);
    expect(canManageFrc(user('units', 'punchout'))).toBe(false);
    expect(canManageFrc(user('dollars', 'standard'))).toBe(false);
  });
});
