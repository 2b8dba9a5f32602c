import { describe, expect } from 'vitest';
import { test } from '../testing/fixtures.ts';
import { CUSTOMER_APPLICATION_OPTIONS } from '@mro/rules/registration';

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
const it = test
  .extend(
    'submit',
    ({ stack }) =>
      async (input: Record<string, unknown>) =>
        (await stack.client().gql<Outcome>(SUBMIT, { input: { ...form, ...input } })).data!.submitCustomerApplication,
  )
  .extend(
    'fieldsOf',
    ({ submit }) =>
      async (input: Record<string, unknown>) =>
        (await submit(input)).userErrors.map((e) => e.field),
  );

describe('new-customer application', () => {
  it('serves every option list of the spec', async ({ stack }) => {
    const result = await stack
      .client()
      .gql<{ customerApplicationOptions: Record<string, string[]> }>(
        '{ customerApplicationOptions { businessTypes employeeRanges mroSpendRanges services verticals } }',
      );
    expect(result.data?.customerApplicationOptions).toEqual(CUSTOMER_APPLICATION_OPTIONS);
    expect(CUSTOMER_APPLICATION_OPTIONS.verticals).toHaveLength(13);
    expect(CUSTOMER_APPLICATION_OPTIONS.employeeRanges[5]).toBe('> 10,000');
  });

  it('submits an application', async ({ submit }) => {
    const result = await submit({});
    expect(result).toMatchObject({ message: 'Your request has been successfully submitted.', userErrors: [] });
    expect(result.applicationId).toMatch(/^\d+$/);
  });

  it('applies every rule before calling the ERP', async ({ stack, fieldsOf, submit }) => {
    await stack.resetErpCalls();
    expect(
      await fieldsOf({ email: '', name: '', companyName: '', companyDba: '', city: '', state: '', companyPhone: '' }),
    ).toEqual(['email', 'name', 'companyName', 'companyDba', 'city', 'state', 'companyPhone']);
    const long = (n: number) => 'x'.repeat(n);
    expect(
      await fieldsOf({
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
    expect(await fieldsOf({ city: long(255) })).toEqual([]);
    expect((await submit({ customerType: 'EXISTING' })).userErrors).toEqual([
      { field: 'salesAssociate', message: 'Sales associate is required.', code: 'INVALID_INPUT' },
    ]);
    expect(await fieldsOf({ duns: '12345678' })).toEqual(['duns']);
    expect(
      await fieldsOf({
        businessType: 'Cooperative',
        vertical: 'Mining',
        mroSpend: 'lots',
        employees: '12',
        services: ['Lunch'],
      }),
    ).toEqual(['businessType', 'vertical', 'mroSpend', 'employees', 'services']);
    expect((await stack.erpCalls()).total).toBe(1);
  });
});
