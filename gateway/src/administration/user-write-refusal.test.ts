// A user write the ERP refuses without a message of its own says the spec's 'Request failed' with the
// status (account-admin-calls §8, Generic), for Add User and for an edit alike. The client builds the
// message from the ERP's answer (erp/errors.ts refusalMessage); here the fake answers as it would.
import { describe, expect, it } from 'vitest';
import { refusalMessage } from '../erp/errors.ts';
import { erpError } from '../testing/fake-erp.ts';
import { unitGateway } from '../testing/unit.ts';
import { PERSONA_USERS, principalOfUser, usersById } from '../testing/erp-answers/account.ts';
import { erpAdmin, erpWorkflow } from '../testing/erp-answers/administration.ts';

const PAYLOAD = 'user { id } userErrors { field message code }';
const CREATE = `mutation C($input: CreateCompanyUserInput!) { createCompanyUser(input: $input) { ${PAYLOAD} } }`;
const UPDATE = `mutation U($input: UpdateCompanyUserInput!) { updateCompanyUser(input: $input) { ${PAYLOAD} } }`;
type Payload = { user: { id: string } | null; userErrors: { field: string | null; message: string; code: string }[] };

describe('a user write the ERP refuses without a reason', () => {
  it("says 'Request failed' with the status, on Add User and on Update", async () => {
    const admin = erpAdmin();
    const buyer = PERSONA_USERS.buyer();
    const refuse = () => {
      throw erpError(400, refusalMessage(400, {}));
    };
    const gateway = await unitGateway(
      {
        'GET /user/{id}': usersById(admin, buyer),
        'GET /user-approval-workflow/{id}': () => erpWorkflow(false),
        'POST /user': refuse,
        'PUT /user/{id}': refuse,
      },
      { principal: principalOfUser(admin) },
    );
    const created = await gateway.run<{ createCompanyUser: Payload }>(CREATE, {
      input: { name: 'New Person', username: 'new.person@acme.example', password: 'secret1', permissions: [] },
    });
    const updated = await gateway.run<{ updateCompanyUser: Payload }>(UPDATE, {
      input: { id: String(buyer.id), name: buyer.name, permissions: [] },
    });
    const failed = [{ field: null, message: 'Request failed with status 400', code: 'REJECTED' }];
    expect(created.data!.createCompanyUser).toEqual({ user: null, userErrors: failed });
    expect(updated.data!.updateCompanyUser).toEqual({ user: null, userErrors: failed });
    expect(gateway.callsTo('POST /user')).toHaveLength(1);
    expect(gateway.callsTo('PUT /user/{id}')).toHaveLength(1);
  });
});
