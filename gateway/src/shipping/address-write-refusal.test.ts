// A shipping-address write the ERP refuses without a message of its own says the spec's 'Request
// failed' with the status (account-admin-calls §8, Generic), on create and on change alike.
import { describe, expect, it } from 'vitest';
import { refusalMessage } from '../erp/errors.ts';
import { erpError } from '../testing/fake-erp.ts';
import { unitGateway } from '../testing/unit.ts';
import { erpUser, principalOfUser } from '../testing/erp-answers/account.ts';
import { erpShippingAddress } from '../testing/erp-answers/shipping.ts';

const PAYLOAD = 'shippingAddresses { id } userErrors { field message code }';
const CREATE = `mutation C($input: CreateShippingAddressInput!) { createShippingAddress(input: $input) { ${PAYLOAD} } }`;
const UPDATE = `mutation U($input: UpdateShippingAddressInput!) { updateShippingAddress(input: $input) { ${PAYLOAD} } }`;
type Payload = { shippingAddresses: unknown[] | null; userErrors: unknown[] };

const address = { companyName: 'Tyrell Annex', line1: '9 Dock Rd', city: 'Akron', state: 'OH', zip: '44301' };

describe('a shipping-address write the ERP refuses without a reason', () => {
  it("says 'Request failed' with the status, on create and on change", async () => {
    // Tyrell's site manager (erp-sandbox/src/data/personas.ts) with one saved address.
    const manager = erpUser({
      id: 160,
      username: 'manager@tyrell.example',
      customer_number: '10010',
      can_edit_ship_to: true,
      shipping_addresses: [erpShippingAddress(7000)],
    });
    const refuse = () => {
      throw erpError(400, refusalMessage(400, {}));
    };
    const gateway = await unitGateway(
      { 'GET /user/{id}': () => manager, 'POST /shipping-address': refuse, 'PUT /shipping-address/{id}': refuse },
      { principal: principalOfUser(manager) },
    );
    const created = await gateway.run<{ createShippingAddress: Payload }>(CREATE, {
      input: { ...address, isDefault: false },
    });
    const changed = await gateway.run<{ updateShippingAddress: Payload }>(UPDATE, {
      input: { ...address, id: '7000', isDefault: false },
    });
    const failed = [{ field: null, message: 'Request failed with status 400', code: 'REJECTED' }];
    expect(created.data!.createShippingAddress).toEqual({ shippingAddresses: null, userErrors: failed });
    expect(changed.data!.updateShippingAddress).toEqual({ shippingAddresses: null, userErrors: failed });
  });
});
