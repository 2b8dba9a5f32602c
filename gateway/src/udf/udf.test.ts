// Line properties over the typed fake ERP: the customer's fields with their rules, the allowed-values
// look-up, and bad values refused per field before any cart line is written. Filling values down the
// cart's lines is in punchout/field.integration.test.ts (the real cart).
import { describe, expect, it } from 'vitest';
import { principalOf, unitGateway } from '../testing/unit.ts';
import { erpFieldUser } from '../testing/erp-answers/field-user.ts';
import { rvUdfFields, rvUdfValues } from '../testing/erp-answers/udf.ts';

const UPDATE =
  'mutation U($input: UpdateCartLinePropertiesInput!) { updateCartLineProperties(input: $input) { cart { lines { id properties { name value } } } userErrors { field message code } } }';

// Rita of RV Supply (erp-sandbox personas): her customer has line properties.
const RITA = { userId: 9, username: 'buyer@rvsupply.example', customerNumber: '10003', cartId: 'cart-9' };
const ritaGateway = () =>
  unitGateway(
    {
      'GET /user/{id}': () => erpFieldUser({ id: 9, customer_number: '10003', default_customer_number: '10003' }),
      'GET /udf/{customer}': rvUdfFields,
      'GET /udf/values/{customer}': rvUdfValues,
    },
    { principal: principalOf(RITA) },
  );

describe('line properties', () => {
  it('lists the fields with their rules', async () => {
    const gateway = await ritaGateway();
    const result = await gateway.run(
      '{ userDefinedFields(kind: LINE) { name label inputType required mustValidate maxLength pattern minValue maxValue dataType } }',
    );
    expect(result.data).toMatchObject({
      userDefinedFields: [
        { name: 'job_number', inputType: 'TEXT', required: true, maxLength: 7, pattern: '[A-Z]{2}-\\d{4}' },
        { name: 'cost_center', inputType: 'SEARCH', mustValidate: true },
        { name: 'bin_count', dataType: 'int', minValue: '1', maxValue: '1,000' },
        { name: 'need_by', inputType: 'DATE' },
      ],
    });
    expect((await gateway.run('{ userDefinedFieldValues(fieldName: "cost_center", filter: "cc-2") }')).data).toEqual({
      userDefinedFieldValues: ['CC-200'],
    });
    // The customer's fields, of the line type; the look-up asks the field's validation group.
    expect(gateway.callsTo('GET /udf/{customer}')[0]).toMatchObject({
      path: '/udf/10003',
      query: { property_type: 'L' },
    });
    expect(gateway.callsTo('GET /udf/values/{customer}')[0]?.query).toMatchObject({
      group_name: 'COSTCENTER',
      filter: 'cc-2',
      exact_match: 'false',
    });
  });

  it('refuses bad values with the form message and Invalid value per field, checking the allowed values', async () => {
    const gateway = await ritaGateway();
    const result = await gateway.run(UPDATE, {
      input: {
        lineId: 'line-1',
        values: [
          { name: 'job_number', value: '' },
          { name: 'cost_center', value: 'CC-999' },
          { name: 'bin_count', value: '1,001' },
        ],
      },
    });
    expect(result.data).toEqual({
      updateCartLineProperties: {
        cart: null,
        userErrors: [
          { field: null, message: 'One or more of the values is invalid. Please try again.', code: 'INVALID_INPUT' },
          { field: 'values.job_number', message: '(Required)', code: 'INVALID_INPUT' },
          { field: 'values.cost_center', message: 'Invalid value', code: 'INVALID_INPUT' },
          { field: 'values.bin_count', message: 'Invalid value', code: 'INVALID_INPUT' },
        ],
      },
    });
    // The cost centre was checked exactly against the ERP's allowed values; no line was written.
    expect(gateway.callsTo('GET /udf/values/{customer}').map((call) => call.query)).toEqual([
      { group_name: 'COSTCENTER', filter: 'CC-999', exact_match: 'true' },
    ]);
    expect(gateway.calls.filter((call) => call.route.startsWith('PUT '))).toEqual([]);
  });
});
