import { describe, expect, it } from 'vitest';
import type { ErpCart, ErpCartWrite } from '../erp/types.ts';
import type { FakeRoutes } from '../testing/fake-erp.ts';
import { principalOf } from '../testing/unit.ts';
import { checkoutGateway } from '../testing/checkout-gateway.ts';
import { erpCart, erpCartLines, erpShopper } from '../testing/erp-answers/cart.ts';
import {
  erpConfirmation,
  erpCustomerMaster,
  erpDepartments,
  erpLimitDecision,
  erpShipTo,
  erpUdfField,
  orderDetailsRoutes,
} from '../testing/erp-answers/checkout.ts';

const DETAILS =
  'mutation D($input: UpdateCheckoutDetailsInput!) { updateCheckoutDetails(input: $input) { cart { purchaseOrderNumber department headerProperties { name label value } } userErrors { field message code } } }';
type Details = {
  updateCheckoutDetails: {
    cart: {
      purchaseOrderNumber: string | null;
      department: string | null;
      headerProperties: { name: string; label: string; value: string }[];
    } | null;
    userErrors: { field: string | null; message: string; code: string }[];
  };
};
const SHIP_TOS = '{ shipTos { id purchaseOrderRequired } }';
type ShipTos = { shipTos: { id: string; purchaseOrderRequired: boolean }[] };

/** The cart write answered as the ERP keeps it: the written fields on the cart. */
const keepsWrites = (lines = erpCartLines(1)): FakeRoutes => {
  let cart: ErpCart = erpCart(lines);
  return {
    'GET /cart/{session_id}': () => cart,
    'PUT /cart/{session_id}': ({ init }) => {
      const { cart_lines: _lines, ...written }: ErpCartWrite = init.body;
      cart = {
        ...cart,
        ...written,
        shipping_info: written.shipping_info ?? cart.shipping_info,
        misc_info: written.misc_info ?? cart.misc_info,
      };
      return cart;
    },
  };
};

describe('order details', () => {
  it('requires a PO on every ship-to when the customer master requires one', async () => {
    const umbrella = await checkoutGateway(
      {
        ...orderDetailsRoutes({ master: erpCustomerMaster({ customerNumber: '10006', po_required: true }) }),
        ...keepsWrites(),
      },
      { principal: principalOf({ userId: 84, username: 'catalogs@umbrella.example', customerNumber: '10006' }) },
    );
    const all = (await umbrella.run<ShipTos>(SHIP_TOS)).data!.shipTos;
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((s) => s.purchaseOrderRequired)).toBe(true);
    const missing = await umbrella.run<Details>(DETAILS, {
      input: { shipToId: all[0]!.id, contactName: 'Uma', contactEmail: 'uma@umbrella.example' },
    });
    expect(missing.data!.updateCheckoutDetails.userErrors).toEqual([
      {
        field: 'purchaseOrderNumber',
        message: 'A PO number is required for this ship-to address.',
        code: 'INVALID_INPUT',
      },
    ]);
    const given = await umbrella.run<Details>(DETAILS, {
      input: {
        shipToId: all[0]!.id,
        contactName: 'Uma',
        contactEmail: 'uma@umbrella.example',
        purchaseOrderNumber: 'U-1',
      },
    });
    expect(given.data!.updateCheckoutDetails).toMatchObject({ cart: { purchaseOrderNumber: 'U-1' }, userErrors: [] });
    const buyer = await checkoutGateway(orderDetailsRoutes());
    expect((await buyer.run<ShipTos>(SHIP_TOS)).data!.shipTos.some((s) => !s.purchaseOrderRequired)).toBe(true);
  });

  it('limits the name to 30 and the PO to 22 characters', async () => {
    const gateway = await checkoutGateway({ ...orderDetailsRoutes(), ...keepsWrites() });
    const result = await gateway.run<Details>(DETAILS, {
      input: {
        shipToId: 'ST-1',
        contactName: 'N'.repeat(31),
        contactEmail: 'not-an-email',
        purchaseOrderNumber: 'P'.repeat(23),
      },
    });
    expect(result.data!.updateCheckoutDetails.userErrors).toEqual([
      { field: 'contactName', message: 'Contact name may be at most 30 characters.', code: 'INVALID_INPUT' },
      { field: 'contactEmail', message: 'Please enter a valid e-mail address.', code: 'INVALID_INPUT' },
      { field: 'purchaseOrderNumber', message: 'PO number may be at most 22 characters.', code: 'INVALID_INPUT' },
    ]);
    expect(gateway.callsTo('PUT /cart/{session_id}')).toEqual([]);
  });

  it('limits the shipping instructions to 250 characters', async () => {
    const gateway = await checkoutGateway({ ...orderDetailsRoutes(), ...keepsWrites() });
    const result = await gateway.run<Details>(DETAILS, {
      input: {
        shipToId: 'ST-1',
        contactName: 'Bianca Buyer',
        contactEmail: 'buyer@acme.example',
        purchaseOrderNumber: 'PO-MISC-1',
        shippingInstructions: 'x'.repeat(251),
        comments: 'Urgent for the changeover',
      },
    });
    expect(result.data!.updateCheckoutDetails.userErrors.map(({ field, message }) => ({ field, message }))).toEqual([
      { field: 'shippingInstructions', message: 'Shipping instructions may be at most 250 characters.' },
    ]);
  });

  it('checks header properties with the line-property rules and keeps them on the cart', async () => {
    const rv = await checkoutGateway(
      {
        ...orderDetailsRoutes({
          master: erpCustomerMaster({ customerNumber: '10003', po_required: true }),
          headerFields: [erpUdfField()],
        }),
        ...keepsWrites(),
      },
      { principal: principalOf({ userId: 9, username: 'buyer@rvsupply.example', customerNumber: '10003' }) },
    );
    const fields = await rv.run('{ userDefinedFields(kind: HEADER) { name label maxLength required } }');
    expect(fields.data).toEqual({
      userDefinedFields: [{ name: 'release_number', label: 'Release Number', maxLength: 10, required: false }],
    });
    expect(rv.callsTo('GET /udf/{customer}')[0]).toMatchObject({ path: '/udf/10003', query: { property_type: 'H' } });
    // RV Supply's customer master requires a PO on every order.
    const input = (value: string) => ({
      input: {
        shipToId: 'ST-1',
        contactName: 'Rita',
        contactEmail: 'rita@rvsupply.example',
        purchaseOrderNumber: 'RV-7',
        headerProperties: [{ name: 'release_number', value }],
      },
    });
    const tooLong = await rv.run<Details>(DETAILS, input('R'.repeat(11)));
    expect(tooLong.data!.updateCheckoutDetails.userErrors).toEqual([
      { field: null, message: 'One or more of the values is invalid. Please try again.', code: 'INVALID_INPUT' },
      { field: 'headerProperties.release_number', message: 'Invalid value', code: 'INVALID_INPUT' },
    ]);
    const saved = await rv.run<Details>(DETAILS, input(' REL-42 '));
    expect(saved.data!.updateCheckoutDetails).toEqual({
      cart: {
        purchaseOrderNumber: 'RV-7',
        department: null,
        headerProperties: [{ name: 'release_number', label: 'Release Number', value: 'REL-42' }],
      },
      userErrors: [],
    });
  });

  it('requires a department of the customer when the workflow groups by department, and the order carries it', async () => {
    const starkDepartments = erpDepartments({
      grouped: true,
      departments: [
        { department_key: 'ASSEMBLY', description: 'Assembly' },
        { department_key: 'MACHINING', description: 'Machining' },
        { department_key: 'QA', description: 'Quality Assurance' },
      ],
    });
    const stark = await checkoutGateway(
      {
        ...orderDetailsRoutes({
          departments: starkDepartments,
          master: erpCustomerMaster({ customerNumber: '10007' }),
        }),
        ...keepsWrites(),
        'POST /user-approval-workflow/check-limit/{user_id}/{customer_number}': () => erpLimitDecision(),
        'POST /order': ({ init }) => erpConfirmation(init.body),
      },
      { principal: principalOf({ userId: 83, username: 'buyer@stark.example', customerNumber: '10007' }) },
    );
    const departments = await stark.run('{ checkoutDepartments { required departments { key name } } }');
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
    const details = (department?: string) =>
      stark.run<Details>(DETAILS, {
        input: { shipToId: 'ST-1', contactName: 'Dana', contactEmail: 'dana@stark.example', department },
      });
    expect((await details()).data!.updateCheckoutDetails.userErrors).toEqual([
      { field: 'department', message: 'Choose a department.', code: 'INVALID_INPUT' },
    ]);
    expect((await details('MAINT')).data!.updateCheckoutDetails.userErrors).toEqual([
      { field: 'department', message: 'That department is not one of yours.', code: 'INVALID_INPUT' },
    ]);
    expect((await details('QA')).data!.updateCheckoutDetails).toMatchObject({
      cart: { department: 'QA' },
      userErrors: [],
    });
    const placed = await stark.run<{ placeOrder: { order: { orderNumber: string } | null; userErrors: unknown[] } }>(
      'mutation ($key: String!) { placeOrder(input: { idempotencyKey: $key }) { order { orderNumber } userErrors { message } } }',
      { key: 'D'.repeat(16) + '0123456789abcdef' },
    );
    expect(placed.data!.placeOrder).toMatchObject({
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types asymmetric matchers as any
      order: { orderNumber: expect.stringMatching(/^\d+-00$/) },
      userErrors: [],
    });
    expect(stark.callsTo('POST /order')[0]!.body).toMatchObject({ department: 'QA' });
    const acme = await checkoutGateway(orderDetailsRoutes());
    expect((await acme.run('{ checkoutDepartments { required departments { key } } }')).data).toEqual({
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

  it('is refused to a user who may not edit ship-tos', async () => {
    const buyer = await checkoutGateway({
      ...orderDetailsRoutes(),
      'GET /user/{id}': () => erpShopper({ can_edit_ship_to: false }),
    });
    const result = await buyer.run<Typed>(TYPED, {
      input: { shipToId: 'ST-1', contactName: 'B', contactEmail: 'b@acme.example', newShipTo: address },
    });
    expect(result.data!.updateCheckoutDetails.userErrors).toEqual([
      { field: 'newShipTo', message: 'You may not add ship-to addresses.', code: 'FORBIDDEN' },
    ]);
    expect(buyer.callsTo('POST /shipping-address')).toEqual([]);
  });

  it('is checked (city 28, address 2 40, zip patterns up to 12), used once or saved as a new ship-to', async () => {
    const admin = await checkoutGateway(
      {
        ...orderDetailsRoutes(),
        ...keepsWrites(),
        'GET /user/{id}': () =>
          erpShopper({
            id: 3,
            username: 'admin@acme.example',
            can_edit_ship_to: true,
            roles: ['ROLE_USER', 'ROLE_ADMIN'],
          }),
        'POST /shipping-address': ({ init }) => ({
          ...erpShipTo(9, {
            shipto: 'ST-NEW-9',
            name: init.body.company_name ?? '',
            addr1: init.body.street_address_1 ?? '',
            city: init.body.city ?? '',
            state: init.body.state,
            zip: init.body.zip,
          }),
          id: 9,
          user_id: init.body.user_id ?? 3,
          company_name: init.body.company_name ?? null,
          street_address_1: init.body.street_address_1 ?? '',
          street_address_2: init.body.street_address_2 ?? null,
          is_default: false,
          active: true,
        }),
      },
      { principal: principalOf({ userId: 3, username: 'admin@acme.example' }) },
    );
    expect((await admin.run('{ viewer { canEditShipTo } }')).data).toEqual({ viewer: { canEditShipTo: true } });
    const send = (typed: Record<string, unknown>) =>
      admin.run<Typed>(TYPED, {
        input: {
          shipToId: 'ST-1',
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
          shipToId: 'ST-1',
          address: { name: 'Acme Annex', line1: '9 Dock Rd', city: 'Akron', state: 'OH', zip: '44301-1234' },
        },
      },
      userErrors: [],
    });
    expect(admin.callsTo('POST /shipping-address')).toEqual([]);
    const saved = await send({ save: true, city: 'Ottawa', state: 'ON', zip: 'K1A 0B1' });
    const id = saved.data!.updateCheckoutDetails.cart!.shipping.shipToId;
    expect(id).not.toBe('ST-1');
    expect(id).toBe('ST-NEW-9');
    expect(admin.callsTo('POST /shipping-address')[0]!.body).toMatchObject({
      user_id: 3,
      company_name: 'Acme Annex',
      street_address_1: '9 Dock Rd',
      zip: 'K1A 0B1',
      is_default: false,
    });
  });
});
