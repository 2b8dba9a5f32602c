// Shipping addresses over the typed fake ERP: the form's rules before the ERP, the limit of 50, the
// §8 messages for the ERP's failures, and who may manage addresses. Creating, changing and deleting
// against the sandbox stays in administration/accounts.integration.test.ts.
import { describe, expect, it } from 'vitest';
import type { ErpUser } from '../erp/types.ts';
import { ErpUnavailableError } from '../erp/errors.ts';
import type { FakeRoutes } from '../testing/fake-erp.ts';
import { unitGateway } from '../testing/unit.ts';
import { erpUser, principalOfUser } from '../testing/erp-answers/account.ts';
import { erpShippingAddress } from '../testing/erp-answers/shipping.ts';

const ADDRESS = 'id shipToId companyName isDefault address { name line1 line2 city state zip }';
const LIST = `{ shippingAddresses { ${ADDRESS} } }`;
const PAYLOAD = `shippingAddress { ${ADDRESS} } shippingAddresses { id } viewer { defaultShipToId } userErrors { field message code }`;
const CREATE = `mutation C($input: CreateShippingAddressInput!) { createShippingAddress(input: $input) { ${PAYLOAD} } }`;
const UPDATE = `mutation U($input: UpdateShippingAddressInput!) { updateShippingAddress(input: $input) { ${PAYLOAD} } }`;
const DELETE = `mutation D($input: DeleteShippingAddressInput!) { deleteShippingAddress(input: $input) { ${PAYLOAD} } }`;

type Payload = {
  shippingAddresses: { id: string }[] | null;
  userErrors: { field: string | null; message: string; code: string }[];
};
const fields = {
  companyName: 'Tyrell Annex',
  line1: '9 Dock Rd',
  city: 'Ottawa',
  state: 'on',
  zip: 'k1a 0b1',
  isDefault: false,
};

/** Tyrell's site manager (erp-sandbox/src/data/personas.ts) with `count` saved addresses. */
const tyrellWith = (count: number) =>
  erpUser({
    id: 160,
    username: 'manager@tyrell.example',
    customer_number: '10010',
    can_edit_ship_to: true,
    shipping_addresses: Array.from({ length: count }, (_, i) => erpShippingAddress(7000 + i)),
  });
const as = (user: ErpUser, routes: FakeRoutes = {}) =>
  unitGateway({ 'GET /user/{id}': () => user, ...routes }, { principal: principalOfUser(user) });

describe('shipping addresses', () => {
  it('answers every broken rule beside its field before calling the ERP', async () => {
    const gateway = await as(tyrellWith(2));
    const refused = (
      await gateway.run<{ createShippingAddress: Payload }>(CREATE, {
        input: { line1: ' ', city: 'C'.repeat(29), state: '', zip: '1234', isDefault: false },
      })
    ).data!.createShippingAddress;
    expect(refused.userErrors.map((e) => `${e.field}: ${e.message}`)).toEqual([
      `line1: Address 1 is required.`,
      `city: City may be at most 28 characters.`,
      `state: State is required.`,
      `zip: Enter a ZIP code (12345, 123456789 or 12345-6789) or a Canadian postal code (A1A 1A1).`,
    ]);
    expect(refused.shippingAddresses).toBeNull();
    expect(gateway.callsTo('POST /shipping-address')).toEqual([]);
  });

  it('stops at 50 addresses', async () => {
    const created: unknown[] = [];
    const save = { 'POST /shipping-address': () => (created.push(1), erpShippingAddress(8000)) };
    const at49 = await as(tyrellWith(49), save);
    expect(
      (await at49.run<{ createShippingAddress: Payload }>(CREATE, { input: fields })).data!.createShippingAddress
        .userErrors,
    ).toEqual([]);
    const at50 = await as(tyrellWith(50), save);
    expect(
      (await at50.run<{ createShippingAddress: Payload }>(CREATE, { input: fields })).data!.createShippingAddress
        .userErrors,
    ).toEqual([
      {
        field: null,
        message: 'You may have at most 50 shipping addresses. Delete one to add another.',
        code: 'INVALID_INPUT',
      },
    ]);
    expect(created).toHaveLength(1);
  });

  it('tells the ERP’s failures with the §8 messages', async () => {
    const down = (route: string) => () => {
      throw new ErpUnavailableError('server-error', route);
    };
    const gateway = await as(tyrellWith(1), {
      'PUT /shipping-address/{id}': down('PUT /shipping-address/{id}'),
      'DELETE /shipping-address/{id}': down('DELETE /shipping-address/{id}'),
    });
    const update = (await gateway.run<{ updateShippingAddress: Payload }>(UPDATE, { input: { ...fields, id: '7000' } }))
      .data!.updateShippingAddress;
    expect(update.userErrors).toEqual([
      {
        field: null,
        message: 'An error occurred while attempting to save. Please try again later.',
        code: 'UPSTREAM_UNAVAILABLE',
      },
    ]);
    const remove = (await gateway.run<{ deleteShippingAddress: Payload }>(DELETE, { input: { id: '7000' } })).data!
      .deleteShippingAddress;
    expect(remove.userErrors).toEqual([
      {
        field: null,
        message: 'An error occurred while attempting to delete. Please try again later.',
        code: 'UPSTREAM_UNAVAILABLE',
      },
    ]);
  });

  it('refuses users without can_edit_ship_to and punch-out users; another customer’s address reads as missing', async () => {
    const buyer = erpUser({ can_edit_ship_to: false });
    const punchout = erpUser({ id: 7, user_type: 'punchout', can_edit_ship_to: true });
    for (const user of [buyer, punchout]) {
      const answer = await (await as(user)).run(LIST);
      expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(answer.errors?.[0]?.message).toBe('You may not edit shipping addresses.');
    }
    const admin = await as(erpUser({ id: 3, roles: ['ROLE_USER', 'ROLE_ADMIN'], can_edit_ship_to: true }));
    const flags = await admin.run<{ viewer: { canManageShippingAddresses: boolean } }>(
      '{ viewer { canManageShippingAddresses } }',
    );
    expect(flags.data!.viewer.canManageShippingAddresses).toBe(true);
    // Tyrell's address 7000 is not the Acme administrator's.
    const update = (await admin.run<{ updateShippingAddress: Payload }>(UPDATE, { input: { ...fields, id: '7000' } }))
      .data!.updateShippingAddress;
    expect(update.userErrors).toEqual([
      { field: 'id', message: 'That shipping address was not found.', code: 'NOT_FOUND' },
    ]);
    expect(admin.callsTo('PUT /shipping-address/{id}')).toEqual([]);
  });
});
