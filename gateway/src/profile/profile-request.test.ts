// Profile Approvals' inspected request (`?s=`): GET /customer-defined-fields/request/{id} over the typed
// fake ERP, for the approvers who see the page; the ERP's 404 (not theirs) reads as missing.
import { describe, expect, it } from 'vitest';
import type { components } from '../erp/generated/openapi.ts';
import { erpError } from '../testing/fake-erp.ts';
import { unitGateway } from '../testing/unit.ts';
import { erpUser, principalOfUser, usersById } from '../testing/erp-answers/account.ts';

type CdfRequest = components['schemas']['CdfRequest'];

const INSPECT =
  'query I($id: ID!) { profileUpdateRequest(id: $id) { id userName cdfName cdfValue status canResolve } }';

// Northwind's administrator (units currency): the approver of its Cost Center changes.
const northwindAdmin = erpUser({
  id: 56,
  username: 'admin@northwind.example',
  customer_number: '10002',
  roles: ['ROLE_USER', 'ROLE_ADMIN'],
  workflow_currency: 'units',
});
const pending: CdfRequest = {
  id: 9004,
  userName: 'Dee Kim',
  userEmail: 'dee.kim3@northwind.example',
  cdfId: 201,
  cdfName: 'Cost Center',
  cdfValue: 'CC-130',
  created: '2026-11-01T10:00:00Z',
  status: 'Pending',
  customer_number: '10002',
  user_id: null,
  approver_id: 56,
  resolved: null,
};

const inspectAs = async (user = northwindAdmin) =>
  unitGateway(
    {
      'GET /user/{id}': usersById(user),
      'GET /customer-defined-fields/request/{id}': ({ path }) => {
        if (path !== '/customer-defined-fields/request/9004') throw erpError(404, 'Request not found.');
        return pending;
      },
    },
    { principal: principalOfUser(user) },
  );

describe('the inspected profile update request', () => {
  it('shows the approver the request of ?s=, which they may resolve while it is pending', async () => {
    const gateway = await inspectAs();
    expect((await gateway.run(INSPECT, { id: '9004' })).data).toEqual({
      profileUpdateRequest: {
        id: '9004',
        userName: 'Dee Kim',
        cdfName: 'Cost Center',
        cdfValue: 'CC-130',
        status: 'PENDING',
        canResolve: true,
      },
    });
  });

  it('reads another approver’s request, and a malformed id, as missing', async () => {
    const gateway = await inspectAs();
    expect((await gateway.run(INSPECT, { id: '9005' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await gateway.run(INSPECT, { id: '9004; drop' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(gateway.callsTo('GET /customer-defined-fields/request/{id}')).toHaveLength(1);
  });

  it('is refused to a user who does not see Profile Approvals', async () => {
    const gateway = await inspectAs(erpUser());
    expect((await gateway.run(INSPECT, { id: '9004' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(gateway.callsTo('GET /customer-defined-fields/request/{id}')).toEqual([]);
  });
});
