import { describe, expect } from 'vitest';
import { type TestClient } from '../testing/stack.ts';
import { it } from '../testing/fixtures.ts';
import { CHECKOUT_MESSAGES } from './checkout-rules.ts';
import { UDF_MESSAGES } from '@mro/rules/udf';

const DETAILS =
  'mutation D($input: UpdateCheckoutDetailsInput!) { updateCheckoutDetails(input: $input) { cart { purchaseOrderNumber headerProperties { name label value } } userErrors { field message code } } }';
type Details = {
  updateCheckoutDetails: {
    cart: {
      purchaseOrderNumber: string | null;
      headerProperties: { name: string; label: string; value: string }[];
    } | null;
    userErrors: { field: string | null; message: string; code: string }[];
  };
};

const shipTos = async (client: TestClient) =>
  (
    await client.gql<{ shipTos: { id: string; purchaseOrderRequired: boolean }[] }>(
      '{ shipTos { id purchaseOrderRequired } }',
    )
  ).data!.shipTos;

describe('order details', () => {
  it('requires a PO on every ship-to when the customer master requires one', async ({ stack }) => {
    const umbrella = await stack.clientAs('catalogs@umbrella.example');
    const all = await shipTos(umbrella);
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((s) => s.purchaseOrderRequired)).toBe(true);
    const missing = await umbrella.gql<Details>(DETAILS, {
      input: { shipToId: all[0]!.id, contactName: 'Uma', contactEmail: 'uma@umbrella.example' },
    });
    expect(missing.data!.updateCheckoutDetails.userErrors).toEqual([
      { field: 'purchaseOrderNumber', message: CHECKOUT_MESSAGES.poRequired, code: 'INVALID_INPUT' },
    ]);
    const given = await umbrella.gql<Details>(DETAILS, {
      input: {
        shipToId: all[0]!.id,
        contactName: 'Uma',
        contactEmail: 'uma@umbrella.example',
        purchaseOrderNumber: 'U-1',
      },
    });
    expect(given.data!.updateCheckoutDetails).toMatchObject({ cart: { purchaseOrderNumber: 'U-1' }, userErrors: [] });
    const buyer = await stack.clientAs('buyer@acme.example');
    expect((await shipTos(buyer)).some((s) => !s.purchaseOrderRequired)).toBe(true);
  });

  it('limits the name to 30 and the PO to 22 characters', async ({ stack }) => {
    const buyer = await stack.clientAs('buyer@acme.example');
    const shipTo = (await shipTos(buyer)).find((s) => !s.purchaseOrderRequired)!;
    const result = await buyer.gql<Details>(DETAILS, {
      input: {
        shipToId: shipTo.id,
        contactName: 'N'.repeat(31),
        contactEmail: 'not-an-email',
        purchaseOrderNumber: 'P'.repeat(23),
      },
    });
    expect(result.data!.updateCheckoutDetails.userErrors).toEqual([
      { field: 'contactName', message: CHECKOUT_MESSAGES.contactNameTooLong, code: 'INVALID_INPUT' },
      { field: 'contactEmail', message: CHECKOUT_MESSAGES.emailInvalid, code: 'INVALID_INPUT' },
      { field: 'purchaseOrderNumber', message: CHECKOUT_MESSAGES.poTooLong, code: 'INVALID_INPUT' },
    ]);
  });

  it('checks header properties with the line-property rules and keeps them on the cart', async ({ stack }) => {
    const rv = await stack.clientAs('buyer@rvsupply.example');
    const fields = await rv.gql('{ userDefinedFields(kind: HEADER) { name label maxLength required } }');
    expect(fields.data).toEqual({
      userDefinedFields: [{ name: 'release_number', label: 'Release Number', maxLength: 10, required: false }],
    });
    const shipTo = (await shipTos(rv))[0]!;
    // RV Supply's customer master requires a PO on every order.
    const input = (value: string) => ({
      input: {
        shipToId: shipTo.id,
        contactName: 'Rita',
        contactEmail: 'rita@rvsupply.example',
        purchaseOrderNumber: 'RV-7',
        headerProperties: [{ name: 'release_number', value }],
      },
    });
    const tooLong = await rv.gql<Details>(DETAILS, input('R'.repeat(11)));
    expect(tooLong.data!.updateCheckoutDetails.userErrors).toEqual([
      { field: null, message: UDF_MESSAGES.form, code: 'INVALID_INPUT' },
      { field: 'headerProperties.release_number', message: UDF_MESSAGES.invalid, code: 'INVALID_INPUT' },
    ]);
    const saved = await rv.gql<Details>(DETAILS, input(' REL-42 '));
    expect(saved.data!.updateCheckoutDetails).toEqual({
      cart: {
        purchaseOrderNumber: 'RV-7',
        headerProperties: [{ name: 'release_number', label: 'Release Number', value: 'REL-42' }],
      },
      userErrors: [],
    });
  });

  it('requires a department of the customer when the workflow groups by department, and the order carries it', async ({
    stack,
  }) => {
    const stark = await stack.clientAs('buyer@stark.example');
    const departments = await stark.gql('{ checkoutDepartments { required departments { key name } } }');
    expect(departments.data).toEqual({
      checkoutDepartments: {
        required: true,
        departments: [
          { key: 'ASSEMBLY', name: 'Assembly' },
          { key: 'MACHINING', name: 'Machining' },
          { key: 'QA', name: 'Quality Assurance' },
        ],
      },
    });
    const shipTo = (await shipTos(stark)).find((s) => !s.purchaseOrderRequired)!;
    const details = (department?: string) =>
      stark.gql<Details>(
        DETAILS.replace('purchaseOrderNumber headerProperties', 'purchaseOrderNumber department headerProperties'),
        {
          input: { shipToId: shipTo.id, contactName: 'Dana', contactEmail: 'dana@stark.example', department },
        },
      );
    expect((await details()).data!.updateCheckoutDetails.userErrors).toEqual([
      { field: 'department', message: CHECKOUT_MESSAGES.departmentRequired, code: 'INVALID_INPUT' },
    ]);
    expect((await details('MAINT')).data!.updateCheckoutDetails.userErrors).toEqual([
      { field: 'department', message: CHECKOUT_MESSAGES.departmentUnknown, code: 'INVALID_INPUT' },
    ]);
    expect((await details('QA')).data!.updateCheckoutDetails).toMatchObject({
      cart: { department: 'QA' },
      userErrors: [],
    });
    const search = await stark.gql<{
      productSearch: { nodes: { items: { erp: string; price: { purchasable: boolean } | null }[] }[] };
    }>('{ productSearch(input: { query: "gloves" }) { nodes { items { erp price { purchasable } } } } }');
    const erp = search.data!.productSearch.nodes.flatMap((n) => n.items).find((i) => i.price?.purchasable)!.erp;
    await stark.gql(
      'mutation ($erp: ID!) { addCartLines(input: { lines: [{ erp: $erp, quantity: 1 }] }) { userErrors { message } } }',
      { erp },
    );
    const placed = await stark.gql<{ placeOrder: { order: { orderNumber: string } | null; userErrors: unknown[] } }>(
      'mutation ($key: String!) { placeOrder(input: { idempotencyKey: $key }) { order { orderNumber } userErrors { message } } }',
      { key: 'D'.repeat(16) + String(Date.now()).padStart(16, '0').slice(-16) },
    );
    expect(placed.data!.placeOrder).toMatchObject({
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types asymmetric matchers as any
      order: { orderNumber: expect.stringMatching(/^\d+-00$/) },
      userErrors: [],
    });
    const acme = await stack.clientAs('buyer@acme.example');
    expect((await acme.gql('{ checkoutDepartments { required departments { key } } }')).data).toEqual({
      checkoutDepartments: { required: false, departments: [{ key: 'MAINT' }, { key: 'SAFETY' }] },
    });
  });
});

describe('a typed shipping address', () => {
  const TYPED =
    'mutation D($input: UpdateCheckoutDetailsInput!) { updateCheckoutDetails(input: $input) { cart { shipping { shipToId address { name line1 city state zip } } } userErrors { field message code } } }';
  type Typed = {
    updateCheckoutDetails: {
      cart: {
        shipping: { shipToId: string; address: { name: string; line1: string; city: string; zip: string } };
      } | null;
      userErrors: { field: string | null; message: string; code: string }[];
    };
  };
  const address = {
    companyName: 'Acme Annex',
    line1: '9 Dock Rd',
    city: 'Akron',
    state: 'OH',
    zip: '44301-1234',
    save: false,
  };

  it('is refused to a user who may not edit ship-tos', async ({ stack }) => {
    const buyer = await stack.clientAs('buyer@acme.example');
    const base = (await shipTos(buyer)).find((s) => !s.purchaseOrderRequired)!;
    const result = await buyer.gql<Typed>(TYPED, {
      input: { shipToId: base.id, contactName: 'B', contactEmail: 'b@acme.example', newShipTo: address },
    });
    expect(result.data!.updateCheckoutDetails.userErrors).toEqual([
      { field: 'newShipTo', message: 'You may not add ship-to addresses.', code: 'FORBIDDEN' },
    ]);
  });

  it('is checked (city 28, address 2 40, zip patterns up to 12), used once or saved as a new ship-to', async ({
    stack,
  }) => {
    const admin = await stack.clientAs('admin@acme.example');
    expect((await admin.gql('{ viewer { canEditShipTo } }')).data).toEqual({ viewer: { canEditShipTo: true } });
    const base = (await shipTos(admin)).find((s) => !s.purchaseOrderRequired)!;
    const send = (typed: Record<string, unknown>) =>
      admin.gql<Typed>(TYPED, {
        input: {
          shipToId: base.id,
          contactName: 'Ada',
          contactEmail: 'ada@acme.example',
          newShipTo: { ...address, ...typed },
        },
      });
    const bad = await send({ city: 'C'.repeat(29), line2: 'x'.repeat(41), zip: '123' });
    expect(bad.data!.updateCheckoutDetails.userErrors.map((e) => e.field)).toEqual([
      'newShipTo.line2',
      'newShipTo.city',
      'newShipTo.zip',
    ]);
    const once = await send({});
    expect(once.data!.updateCheckoutDetails).toEqual({
      cart: {
        shipping: {
          shipToId: base.id,
          address: { name: 'Acme Annex', line1: '9 Dock Rd', city: 'Akron', state: 'OH', zip: '44301-1234' },
        },
      },
      userErrors: [],
    });
    const before = (await shipTos(admin)).length;
    const saved = await send({ save: true, zip: 'K1A 0B1' });
    const id = saved.data!.updateCheckoutDetails.cart!.shipping.shipToId;
    expect(id).not.toBe(base.id);
    const after = await shipTos(admin);
    expect(after).toHaveLength(before + 1);
    expect(after.map((s) => s.id)).toContain(id);
  });
});
