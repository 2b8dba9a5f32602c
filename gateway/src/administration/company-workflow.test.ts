// The company settings Administration shows read-only (account-admin-calls §3), from the ERP's
// workflow answer over the typed fake ERP.
import { describe, expect, it } from 'vitest';
import { unitGateway } from '../testing/unit.ts';
import { erpUser, principalOfUser, usersById } from '../testing/erp-answers/account.ts';
import { erpAdmin, erpWorkflow } from '../testing/erp-answers/administration.ts';
import type { ErpUser } from '../erp/types.ts';

const SETTINGS =
  '{ companyWorkflow { workflowApproval approvalGroup approvalMethod limitUnitType orderLimit itemWarehouse usesCustomFields } }';

const settingsAs = async (user: ErpUser, workflow: ReturnType<typeof erpWorkflow>) => {
  const gateway = await unitGateway(
    { 'GET /user/{id}': usersById(user), 'GET /user-approval-workflow/{id}': () => workflow },
    { principal: principalOfUser(user) },
  );
  return gateway.run<{ companyWorkflow: Record<string, unknown> }>(SETTINGS);
};

describe('the company settings of Administration', () => {
  it('shows the workflow group, method, unit type, order limit, item warehouse and custom fields', async () => {
    const acme = { ...erpWorkflow(true), order_limit: 25000, item_whse: 'DCHI', use_cdf: true };
    expect((await settingsAs(erpAdmin(), acme)).data?.companyWorkflow).toEqual({
      workflowApproval: true,
      approvalGroup: 'DEPARTMENT',
      approvalMethod: 'SEQUENTIAL',
      limitUnitType: 'ALL',
      orderLimit: 25000,
      itemWarehouse: 'DCHI',
      usesCustomFields: true,
    });
  });

  it('shows no order limit for -1, and no workflow settings while workflow approval is off', async () => {
    expect((await settingsAs(erpAdmin(), erpWorkflow(false))).data?.companyWorkflow.orderLimit).toBeNull();
    const off = {
      ...erpWorkflow(false),
      workflow_approval: false,
      workflow_group: null,
      workflow_method: null,
      workflow_unit_type: null,
      order_limit: null,
    };
    expect((await settingsAs(erpAdmin(), off)).data?.companyWorkflow).toMatchObject({
      workflowApproval: false,
      approvalGroup: null,
      approvalMethod: null,
      limitUnitType: null,
      orderLimit: null,
    });
  });

  it('is refused to a user who does not manage users', async () => {
    const buyer = erpUser();
    const gateway = await unitGateway({ 'GET /user/{id}': usersById(buyer) }, { principal: principalOfUser(buyer) });
    const answer = await gateway.run(SETTINGS);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(gateway.callsTo('GET /user-approval-workflow/{id}')).toEqual([]);
  });
});
