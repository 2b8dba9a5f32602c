// Test-only: typed ERP answers of line and header properties (user-defined fields): RV Supply's
// fields and cost centres as the sandbox keeps them (erp-sandbox/src/udf/fields.ts).
import type { ErpAnswer, Operation } from '../../erp/erp-api.ts';
import type { ErpUdfProperty } from '../../erp/types.ts';
import type { FakeCall } from '../fake-erp.ts';

export const erpUdfField = (
  fieldName: string,
  fieldLabel: string,
  overrides: Partial<ErpUdfProperty> = {},
): ErpUdfProperty => ({
  fieldName,
  fieldLabel,
  inputType: 'text',
  dataType: null,
  required: false,
  mustValidate: false,
  options: [],
  validationGroup: null,
  dateFormat: null,
  minValue: null,
  maxValue: null,
  maxLength: null,
  regExp: null,
  customerNumber: '10003',
  value: null,
  ...overrides,
});

/** RV Supply's (10003) line fields: a required patterned text, a validated search, a number, a date. */
export const RV_LINE_FIELDS: ErpUdfProperty[] = [
  erpUdfField('job_number', 'Job Number', { required: true, maxLength: 7, regExp: '[A-Z]{2}-\\d{4}' }),
  erpUdfField('cost_center', 'Cost Center', {
    inputType: 'search',
    mustValidate: true,
    validationGroup: 'COSTCENTER',
  }),
  erpUdfField('bin_count', 'Bin Count', { dataType: 'int', minValue: '1', maxValue: '1,000' }),
  erpUdfField('need_by', 'Need By', {
    inputType: 'date',
    dateFormat: 'yyyy-MM-dd',
    minValue: '2026-01-01',
    maxValue: '2030-12-31',
  }),
];
export const RV_HEADER_FIELDS: ErpUdfProperty[] = [erpUdfField('release_number', 'Release Number', { maxLength: 10 })];

/** GET /udf/{customer}: RV Supply's fields of the asked property type (H or L). */
export const rvUdfFields = (call: FakeCall): ErpAnswer<Operation<'get', '/udf/{customer}'>> =>
  call.query?.property_type === 'H' ? RV_HEADER_FIELDS : RV_LINE_FIELDS;

const COST_CENTERS = ['CC-100', 'CC-200', 'CC-300', 'CC-410'];

/** GET /udf/values/{customer}: the cost centres containing the filter, or equal to it (exact_match). */
export const rvUdfValues = (call: FakeCall): ErpAnswer<Operation<'get', '/udf/values/{customer}'>> => {
  const filter = String(call.query?.filter ?? '').toLowerCase();
  const exact = call.query?.exact_match === 'true';
  return {
    values: COST_CENTERS.filter((value) =>
      exact ? value.toLowerCase() === filter : value.toLowerCase().includes(filter),
    ),
  };
};
