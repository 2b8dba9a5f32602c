import { describe, expect } from 'vitest';
import { SHIPPING_MESSAGES } from '@mro/rules/shipping';
import { test as it } from '../testing/fixtures.ts';
import type { TestClient } from '../testing/stack.ts';

const ADDRESS = 'id shipToId companyName isDefault address { name line1 line2 city state zip }';
const LIST = `{ shippingAddresses { ${ADDRESS} } }`;
const PAYLOAD = `shippingAddress { ${ADDRESS} } shippingAddresses { id } viewer { defaultShipToId } userErrors { field message code }`;
const CREATE = `mutation C($input: CreateShippingAddressInput!) { createShippingAddress(input: $input) { ${PAYLOAD} } }`;
const UPDATE = `mutation U($input: UpdateShippingAddressInput!) { updateShippingAddress(input: $input) { ${PAYLOAD} } }`;
const DELETE = `mutation D($input: DeleteShippingAddressInput!) { deleteShippingAddress(input: $input) { ${PAYLOAD} } }`;

type Address = { id: string; shipToId: string; isDefault: boolean; address: { city: string; zip: string } };
type Payload = {
  shippingAddress: Address | null;
  shippingAddresses: { id: string }[] | null;
  viewer: { defaultShipToId: string | null } | null;
  userErrors: { field: string | null; message: string; code: string }[];
};

const fields = {
  companyName: 'Tyrell Annex',
  line1: '9 Dock Rd',
  city: 'Akron',
  state: 'oh',
  zip: 'k1a 0b1',
  isDefault: false,
};
const list = async (client: TestClient) =>
  (await client.gql<{ shippingAddresses: Address[] }>(LIST)).data!.shippingAddresses;
const create = async (client: TestClient, input: Record<string, unknown>) =>
  (await client.gql<{ createShippingAddress: Payload }>(CREATE, { input })).data!.createShippingAddress;

describe('shipping addresses', () => {
  it('lists the seeded addresses and creates, changes and deletes one, refreshing the viewer', async ({ tyrell }) => {
    const before = await list(tyrell);
    expect(before).toHaveLength(20);
    const created = await create(tyrell, fields);
    expect(created.userErrors).toEqual([]);
    expect(created.shippingAddress).toMatchObject({ address: { city: 'Akron', zip: 'K1A 0B1' }, isDefault: false });
    expect(created.shippingAddresses).toHaveLength(21);
    const id = created.shippingAddress!.id;
    const shipTos = (await tyrell.gql<{ shipTos: { id: string }[] }>('{ shipTos { id } }')).data!.shipTos;
    expect(shipTos.map((s) => s.id)).toContain(created.shippingAddress!.shipToId);

    const changed = (
      await tyrell.gql<{ updateShippingAddress: Payload }>(UPDATE, {
        input: { ...fields, id, city: 'Canton', zip: '44702-1234', isDefault: true },
      })
    ).data!.updateShippingAddress;
    expect(changed.userErrors).toEqual([]);
    expect(changed.shippingAddress).toMatchObject({ isDefault: true, address: { city: 'Canton', zip: '44702-1234' } });
    expect(changed.viewer?.defaultShipToId).toBe(created.shippingAddress!.shipToId);

    const deleted = (await tyrell.gql<{ deleteShippingAddress: Payload }>(DELETE, { input: { id } })).data!
      .deleteShippingAddress;
    expect(deleted.userErrors).toEqual([]);
    expect(deleted.shippingAddresses!.map((a) => a.id)).not.toContain(id);
    expect(deleted.viewer?.defaultShipToId).not.toBe(created.shippingAddress!.shipToId);
    const again = (await tyrell.gql<{ deleteShippingAddress: Payload }>(DELETE, { input: { id } })).data!
      .deleteShippingAddress;
    expect(again.userErrors).toEqual([{ field: 'id', message: SHIPPING_MESSAGES.notFound, code: 'NOT_FOUND' }]);
  });

  it('answers every broken rule beside its field before calling the ERP', async ({ tyrell }) => {
    const refused = await create(tyrell, {
      line1: ' ',
      city: 'C'.repeat(29),
      state: '',
      zip: '1234',
      isDefault: false,
    });
    expect(refused.userErrors.map((e) => `${e.field}: ${e.message}`)).toEqual([
      `line1: ${SHIPPING_MESSAGES.line1Required}`,
      `city: ${SHIPPING_MESSAGES.cityTooLong}`,
      `state: ${SHIPPING_MESSAGES.stateRequired}`,
      `zip: ${SHIPPING_MESSAGES.zipInvalid}`,
    ]);
    expect(refused.shippingAddresses).toBeNull();
  });

  it('stops at 50 addresses', async ({ tyrell }) => {
    for (let count = (await list(tyrell)).length; count < 50; count += 1)
      expect((await create(tyrell, fields)).userErrors).toEqual([]);
    expect((await create(tyrell, fields)).userErrors).toEqual([
      { field: null, message: SHIPPING_MESSAGES.tooMany, code: 'INVALID_INPUT' },
    ]);
  });

  it('tells the ERP’s failures with the §8 messages', async ({ stack, tyrell }) => {
    const [first] = await list(tyrell);
    await stack.setFaults([
      { route: 'PUT /shipping-address/{id}', errorRate: 1, errorStatus: 503 },
      { route: 'DELETE /shipping-address/{id}', errorRate: 1, errorStatus: 503 },
    ]);
    try {
      const update = (
        await tyrell.gql<{ updateShippingAddress: Payload }>(UPDATE, {
          input: { ...fields, id: first!.id },
        })
      ).data!.updateShippingAddress;
      expect(update.userErrors).toEqual([
        { field: null, message: SHIPPING_MESSAGES.saveFailed, code: 'UPSTREAM_UNAVAILABLE' },
      ]);
      const remove = (await tyrell.gql<{ deleteShippingAddress: Payload }>(DELETE, { input: { id: first!.id } })).data!
        .deleteShippingAddress;
      expect(remove.userErrors).toEqual([
        { field: null, message: SHIPPING_MESSAGES.deleteFailed, code: 'UPSTREAM_UNAVAILABLE' },
      ]);
    } finally {
      await stack.setFaults([]);
    }
  });

  it('refuses users without can_edit_ship_to and punch-out users; another customer’s address reads as missing', async ({
    buyer,
    punchout,
    admin,
    tyrell,
  }) => {
    for (const client of [buyer, punchout]) {
      const answer = await client.gql(LIST);
      expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(answer.errors?.[0]?.message).toBe(SHIPPING_MESSAGES.notAllowed);
    }
    const flags = await admin.gql<{ viewer: { canManageShippingAddresses: boolean } }>(
      '{ viewer { canManageShippingAddresses } }',
    );
    expect(flags.data!.viewer.canManageShippingAddresses).toBe(true);
    const theirs = (await list(tyrell))[0]!;
    const update = (
      await admin.gql<{ updateShippingAddress: Payload }>(UPDATE, { input: { ...fields, id: theirs.id } })
    ).data!.updateShippingAddress;
    expect(update.userErrors).toEqual([{ field: 'id', message: SHIPPING_MESSAGES.notFound, code: 'NOT_FOUND' }]);
    expect((await list(tyrell)).find((a) => a.id === theirs.id)).toEqual(theirs);
  });
});
