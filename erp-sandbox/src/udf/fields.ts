import type { Schemas } from '../data/types.ts';

type UdfProperty = Schemas['UdfProperty'];

const base = {
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
  value: null,
};

/** Header (H) and line (L) properties per customer; customers not listed have none. */
export const UDF_FIELDS: Record<string, { H: UdfProperty[]; L: UdfProperty[] }> = {
  '10003': {
    H: [
      {
        ...base,
        fieldName: 'release_number',
        fieldLabel: 'Release Number',
        inputType: 'text',
        maxLength: 10,
        customerNumber: '10003',
      },
    ],
    L: [
      {
        ...base,
        fieldName: 'job_number',
        fieldLabel: 'Job Number',
        inputType: 'text',
        required: true,
        maxLength: 7,
        regExp: '[A-Z]{2}-\\d{4}',
        customerNumber: '10003',
      },
      {
        ...base,
        fieldName: 'cost_center',
        fieldLabel: 'Cost Center',
        inputType: 'search',
        mustValidate: true,
        validationGroup: 'COSTCENTER',
        customerNumber: '10003',
      },
      {
        ...base,
        fieldName: 'bin_count',
        fieldLabel: 'Bin Count',
        inputType: 'text',
        dataType: 'int',
        minValue: '1',
        maxValue: '1,000',
        customerNumber: '10003',
      },
      {
        ...base,
        fieldName: 'need_by',
        fieldLabel: 'Need By',
        inputType: 'date',
        dateFormat: 'yyyy-MM-dd',
        minValue: '2026-01-01',
        maxValue: '2030-12-31',
        customerNumber: '10003',
      },
    ],
  },
};

/** Allowed values of must-validate fields, by validation group. */
export const UDF_VALUES: Record<string, Record<string, string[]>> = {
  '10003': { COSTCENTER: ['CC-100', 'CC-200', 'CC-300', 'CC-410'] },
};
