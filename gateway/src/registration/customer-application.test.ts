// The new-customer application over the typed fake ERP: the option lists, every rule before the ERP,
// and what a valid application sends. Its review by staff, after a real submission, is in
// administration/accounts.integration.test.ts (customer applications review).
import { describe, expect, it } from 'vitest';
import { CUSTOMER_APPLICATION_OPTIONS } from '@mro/rules/registration';
import { unitGateway, type UnitGateway } from '../testing/unit.ts';

const SUBMIT =
  'mutation ($input: SubmitCustomerApplicationInput!) { submitCustomerApplication(input: $input) { applicationId message userErrors { field message code } } }';
type Outcome = {
  submitCustomerApplication: {
    applicationId: string | null;
    message: string | null;
    userErrors: { field: string | null; message: string }[];
  };
};

const form = {
  customerType: 'NEW',
  email: 'pam@dunder.example',
  name: 'Pam Beesly',
  companyName: 'Dunder Mifflin Paper LLC',
  companyDba: 'Dunder Mifflin',
  city: 'Scranton',
  state: 'PA',
  companyPhone: '570-555-0100',
  salesAssociate: null,
  duns: '123456789',
  businessNature: 'Paper distribution',
  businessType: 'LLC',
  vertical: 'Other',
  mroSpend: '< $25,000',
  employees: '< 500',
  services: ['MROP', 'Web Features'],
};
// A guest submits; the ERP numbers the application as the sandbox does.
const applicationErp = () =>
  unitGateway({ 'POST /customer-application': () => ({ id: 4711, status: 'New' }) }, { principal: null });
const submit = async (gateway: UnitGateway, input: Record<string, unknown>) =>
  (await gateway.run<Outcome>(SUBMIT, { input: { ...form, ...input } })).data!.submitCustomerApplication;
const fieldsOf = async (gateway: UnitGateway, input: Record<string, unknown>) =>
  (await submit(gateway, input)).userErrors.map((e) => e.field);

describe('new-customer application', () => {
  it('serves every option list of the spec', async () => {
    const gateway = await unitGateway({}, { principal: null });
    const result = await gateway.run<{ customerApplicationOptions: Record<string, string[]> }>(
      '{ customerApplicationOptions { businessTypes employeeRanges mroSpendRanges services verticals } }',
    );
    expect(result.data?.customerApplicationOptions).toEqual(CUSTOMER_APPLICATION_OPTIONS);
    expect(CUSTOMER_APPLICATION_OPTIONS.verticals).toHaveLength(13);
    expect(CUSTOMER_APPLICATION_OPTIONS.employeeRanges[5]).toBe('> 10,000');
  });

  it('submits an application', async () => {
    const gateway = await applicationErp();
    const result = await submit(gateway, {});
    expect(result).toMatchObject({ message: 'Your request has been successfully submitted.', userErrors: [] });
    expect(result.applicationId).toMatch(/^\d+$/);
    expect(gateway.callsTo('POST /customer-application')[0]!.body).toMatchObject({
      customer_type: 'New',
      company_name: 'Dunder Mifflin Paper LLC',
      state: 'PA',
      email: 'pam@dunder.example',
      services: ['MROP', 'Web Features'],
    });
  });

  it('applies every rule before calling the ERP', async () => {
    const gateway = await applicationErp();
    expect(
      await fieldsOf(gateway, {
        email: '',
        name: '',
        companyName: '',
        companyDba: '',
        city: '',
        state: '',
        companyPhone: '',
      }),
    ).toEqual(['email', 'name', 'companyName', 'companyDba', 'city', 'state', 'companyPhone']);
    const long = (n: number) => 'x'.repeat(n);
    expect(
      await fieldsOf(gateway, {
        email: `${long(45)}@d.example`,
        name: long(51),
        companyName: long(51),
        companyDba: long(51),
        city: long(256),
        companyPhone: long(26),
        salesAssociate: long(256),
        businessNature: long(51),
      }),
    ).toEqual([
      'email',
      'name',
      'companyName',
      'companyDba',
      'city',
      'companyPhone',
      'salesAssociate',
      'businessNature',
    ]);
    expect(await fieldsOf(gateway, { city: long(255) })).toEqual([]);
    expect((await submit(gateway, { customerType: 'EXISTING' })).userErrors).toEqual([
      { field: 'salesAssociate', message: 'Sales associate is required.', code: 'INVALID_INPUT' },
    ]);
    expect(await fieldsOf(gateway, { duns: '12345678' })).toEqual(['duns']);
    expect(
      await fieldsOf(gateway, {
        businessType: 'Cooperative',
        vertical: 'Mining',
        mroSpend: 'lots',
        employees: '12',
        services: ['Lunch'],
      }),
    ).toEqual(['businessType', 'vertical', 'mroSpend', 'employees', 'services']);
    // Only the valid application (the 255-character city) reached the ERP.
    expect(gateway.calls).toHaveLength(1);
  });
});
