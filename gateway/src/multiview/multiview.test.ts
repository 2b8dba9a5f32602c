// Multiview over the typed fake ERP: who may switch customers, and what the others are told. The
// switch itself (a new session buying for the other customer) is in accounts.integration.test.ts.
import { describe, expect, it } from 'vitest';
import { unitGateway } from '../testing/unit.ts';
import { PERSONA_USERS, erpUser, principalOfUser } from '../testing/erp-answers/account.ts';

const VIEWER = '{ viewer { customerNumber defaultCustomerNumber canSwitchCustomer } }';
const CHOICES =
  'query C($s: String) { customerChoices(search: $s) { mode matchCount choices { customerNumber name } } }';
const SWITCH = `mutation S($n: String!) { switchCustomer(input: { customerNumber: $n }) { viewer { customerNumber } userErrors { field message code } } }`;

type Viewer = { viewer: { customerNumber: string; defaultCustomerNumber: string; canSwitchCustomer: boolean } };
type Switched = { switchCustomer: { viewer: { customerNumber: string } | null; userErrors: { message: string }[] } };

describe('multiview', () => {
  it('refuses users without multiview', async () => {
    const buyer = PERSONA_USERS.buyer();
    const gateway = await unitGateway({ 'GET /user/{id}': () => buyer }, { principal: principalOfUser(buyer) });
    expect((await gateway.run<Viewer>(VIEWER)).data!.viewer.canSwitchCustomer).toBe(false);
    expect((await gateway.run(CHOICES, { s: 'globex' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const refused = await gateway.run<Switched>(SWITCH, { n: '10004' });
    expect(refused.data!.switchCustomer).toEqual({
      viewer: null,
      userErrors: [{ field: 'customerNumber', message: 'You cannot switch to that customer.', code: 'FORBIDDEN' }],
    });
    expect((await gateway.run<Viewer>(VIEWER)).data!.viewer.customerNumber).toBe('10001');
    expect(gateway.callsTo('PUT /user/{id}')).toEqual([]);
    expect(gateway.callsTo('GET /customers/search')).toEqual([]);
  });

  it('asks the staff search nothing for a term shorter than two characters', async () => {
    const associate = PERSONA_USERS.associate();
    const gateway = await unitGateway({ 'GET /user/{id}': () => associate }, { principal: principalOfUser(associate) });
    const result = await gateway.run<{ customerChoices: unknown }>(CHOICES, { s: 'a' });
    expect(result.data!.customerChoices).toEqual({ mode: 'SEARCH', matchCount: 0, choices: [] });
    expect(gateway.callsTo('GET /customers/search')).toEqual([]);
  });

  it('offers a sales rep their own customer and the rep’s customers only, and refuses any other', async () => {
    const rep = erpUser({
      id: 85,
      customer_number: '10000',
      default_customer_number: '10000',
      can_multiview: true,
      rep_code: 'R12',
    });
    const gateway = await unitGateway(
      {
        'GET /user/{id}': () => rep,
        'GET /sales_rep/{id}/customers': () => ({
          customers: [
            { customer_number: '10006', name: 'Umbrella Plant Services' },
            { customer_number: '30035', name: 'Apex Industrial Supply' },
          ],
        }),
        'PUT /user/{id}': () => ({ ...rep, customer_number: '10006' }),
      },
      { principal: principalOfUser(rep) },
    );
    expect((await gateway.run<Viewer>(VIEWER)).data!.viewer.canSwitchCustomer).toBe(true);
    const choices = await gateway.run<{ customerChoices: { mode: string; choices: { customerNumber: string }[] } }>(
      CHOICES,
    );
    expect(choices.data!.customerChoices.mode).toBe('SELECT');
    expect(choices.data!.customerChoices.choices.map((c) => c.customerNumber)).toEqual(['10000', '10006', '30035']);
    expect(gateway.callsTo('GET /sales_rep/{id}/customers')[0]?.path).toBe('/sales_rep/R12/customers');
    const refused = await gateway.run<Switched>(SWITCH, { n: '10001' });
    expect(refused.data!.switchCustomer).toEqual({
      viewer: null,
      userErrors: [{ field: 'customerNumber', message: 'You cannot switch to that customer.', code: 'FORBIDDEN' }],
    });
    expect(gateway.callsTo('PUT /user/{id}')).toEqual([]);
    const switched = await gateway.run<Switched>(SWITCH, { n: '10006' });
    expect(switched.data!.switchCustomer.viewer).toEqual({ customerNumber: '10006' });
  });
});
