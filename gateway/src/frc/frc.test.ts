// The FRC manager's rules and mapping over the typed fake ERP: allowances in units per item type,
// who may see them, paging, and the one message when the ERP fails.
import { describe, expect, it } from 'vitest';
import { principalOf, unitGateway } from '../testing/unit.ts';
import { erpFieldUser } from '../testing/erp-answers/field-user.ts';
import { erpApprovalWorkflow, erpAllowanceRow, FAY_ALLOWANCES } from '../testing/erp-answers/frc.ts';
import { ErpUnavailableError } from '../erp/errors.ts';
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

// Fay Allowance (erp-sandbox allowances.ts) and Uma Units: units customers of Northwind.
const FAY = {
  userId: 57,
  username: 'allowance@northwind.example',
  customerNumber: '10002',
  amountMode: 'UNITS' as const,
};
const UMA = { userId: 6, username: 'units@northwind.example', customerNumber: '10002', amountMode: 'UNITS' as const };
const unitsUser = (principal: typeof FAY) =>
  erpFieldUser({
    id: principal.userId,
    username: principal.username,
    customer_number: principal.customerNumber,
    default_customer_number: principal.customerNumber,
    workflow_currency: 'units',
  });

/** The gateway as `principal`, its user and allowance rows answered. */
const frcGateway = (principal: typeof FAY, rows = FAY_ALLOWANCES, user: ErpUser = unitsUser(principal)) =>
  unitGateway(
    {
      'GET /user/{id}': () => user,
      'GET /user-approval-workflow/{id}': () => erpApprovalWorkflow(principal.userId, rows),
    },
    { principal: principalOf(principal) },
  );

describe('the FRC manager (unit allowances)', () => {
  it('reads the viewer’s allowance per item type in units: used, fully used, over and unlimited', async () => {
    const gateway = await frcGateway(FAY);
    const result = await gateway.run<{ unitAllowances: Page }>(ALLOWANCES);
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
    // The viewer's own rows: the user's id is what is sent.
    expect(gateway.callsTo('GET /user-approval-workflow/{id}').map((call) => call.path)).toEqual([
      '/user-approval-workflow/57',
    ]);
  });

  it('refuses dollars customers, and guests must log in', async () => {
    const buyer = await unitGateway({ 'GET /user/{id}': () => erpFieldUser() });
    const refused = await buyer.run(ALLOWANCES);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'The FRC manager is available to customers who order in units, outside punch-out.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(buyer.callsTo('GET /user-approval-workflow/{id}')).toEqual([]);
    const guest = await unitGateway({}, { principal: null });
    expect((await guest.run(ALLOWANCES)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // Uma buys in units with no limit of her own: every row reads "no limit".
    const noLimits = FAY_ALLOWANCES.map((row) =>
      erpAllowanceRow(row.unit_type, { spend_limit: -1, spent_amount: 0, limit_reset: null }),
    );
    const uma = (await (await frcGateway(UMA, noLimits)).run<{ unitAllowances: Page }>(ALLOWANCES)).data!
      .unitAllowances;
    expect(uma.nodes.length).toBeGreaterThan(0);
    expect(uma.nodes.every((row) => row.allowed === null && row.remaining === null)).toBe(true);
  });

  it('refuses a bad page and reads a page past the last as empty', async () => {
    const gateway = await frcGateway(FAY);
    const bad = await gateway.run('{ unitAllowances(input: { page: 0 }) { totalCount } }');
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const past = await gateway.run<{ unitAllowances: Page }>(
      '{ unitAllowances(input: { page: 2 }) { totalCount nodes { itemType } } }',
    );
    expect(past.data!.unitAllowances).toEqual({ totalCount: 4, nodes: [] });
  });

  it('says the FRC data cannot be read when the ERP fails', async () => {
    const gateway = await frcGateway(FAY);
    gateway.answer({
      'GET /user-approval-workflow/{id}': () => {
        throw new ErpUnavailableError('server-error', 'GET /user-approval-workflow/{id}');
      },
    });
    const failed = await gateway.run(ALLOWANCES);
    expect(failed.errors?.[0]?.message).toBe('We are unable to retrieve your data at this time.');
    expect(failed.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('is for units customers outside punch-out only (§6)', () => {
    const user = (workflow_currency: 'units' | 'dollars', user_type: string) =>
      erpFieldUser({ workflow_currency, user_type });
    expect(canManageFrc(user('units', 'standard'))).toBe(true);
    expect(canManageFrc(user('units', 'express'))).toBe(true);
    expect(canManageFrc(user('units', 'punchout'))).toBe(false);
    expect(canManageFrc(user('dollars', 'standard'))).toBe(false);
  });
});
