// Attack class 15, mass assignment (held in the attack run of issue 31): a client adds fields it may
// not set (a price, another customer, a role, an order total, an account's state) to a mutation's
// input, inline or in its variables. The schema's input types name every field a client may set, so
// each such request is refused before any resolver runs and nothing reaches the ERP.
import { describe, expect, it } from 'vitest';
import { unitGateway } from '../../testing/unit.ts';
import { attackFigures } from '@mro/attack-figures';

const PAYLOAD = 'userErrors { code }';
// Each attempt adds one field (the first named in the refusal), with what it would set.
const attempts: [extra: string, document: string, variables: Record<string, unknown>][] = [
  [
    'price',
    `mutation ($input: AddCartLinesInput!) { addCartLines(input: $input) { ${PAYLOAD} } }`,
    { input: { lines: [{ erp: '100200', quantity: 1, price: 0.01 }] } },
  ],
  [
    'unitPrice',
    `mutation { addCartLines(input: { lines: [{ erp: "100200", quantity: 1, unitPrice: 0.01 }] }) { ${PAYLOAD} } }`,
    {},
  ],
  [
    'total',
    `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { ${PAYLOAD} } }`,
    { input: { idempotencyKey: 'a'.repeat(32), total: 0 } },
  ],
  [
    'customerNumber',
    `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { ${PAYLOAD} } }`,
    { input: { idempotencyKey: 'a'.repeat(32), customerNumber: '10004' } },
  ],
  [
    'roles',
    `mutation ($input: CreateCompanyUserInput!) { createCompanyUser(input: $input) { ${PAYLOAD} } }`,
    {
      input: {
        name: 'Mallory',
        username: 'mallory@acme.example',
        password: 'secret1x',
        permissions: [],
        roles: ['ROLE_SUPER_ADMIN'],
      },
    },
  ],
  [
    'isStaff',
    `mutation ($input: UpdateCompanyUserInput!) { updateCompanyUser(input: $input) { ${PAYLOAD} } }`,
    { input: { id: '1', name: 'Bianca Buyer', permissions: [], isStaff: true } },
  ],
  [
    'customerNumber',
    `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { ${PAYLOAD} } }`,
    {
      input: {
        name: 'Bianca Buyer',
        phone: '',
        phoneExtension: '',
        customFields: [],
        notifyTracking: false,
        notifyInvoice: false,
        notifyScanToWeb: false,
        customerNumber: '10004',
      },
    },
  ],
  [
    'active',
    `mutation ($input: RegisterAccountInput!) { registerAccount(input: $input) { ${PAYLOAD} } }`,
    {
      input: {
        customerNumber: '10001',
        registrationType: 'NEW',
        username: 'mallory@acme.example',
        name: 'Mallory',
        password: 'secret1x',
        confirmPassword: 'secret1x',
        active: true,
      },
    },
  ],
];

describe('mass assignment', () => {
  it('refuses every input carrying a field the client may not set, before the ERP is asked', async () => {
    const gateway = await unitGateway();
    const figures = attackFigures(15);
    const send = figures.counting(gateway.run.bind(gateway));
    for (const [extra, document, variables] of attempts) {
      const result = await send(document, variables);
      figures.gotThrough(result.data ? 1 : 0);
      expect(result.data ?? null, extra).toBeNull();
      expect(result.errors?.[0]?.extensions?.code, extra).toMatch(/^(BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED)$/);
      expect(result.errors?.[0]?.message, extra).toContain(`Field "${extra}" is not defined by type`);
    }
    expect(gateway.calls).toEqual([]);
  });
});
