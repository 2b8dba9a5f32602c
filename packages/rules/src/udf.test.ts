import { describe, expect, it } from 'vitest';
import { checkUdfValue, checkUdfValues, fillDown, parseUdfNumber, type UdfRuleField } from './udf.ts';

const field = (over: Partial<UdfRuleField> = {}): UdfRuleField => ({
  fieldName: 'job',
  fieldLabel: 'Job Number',
  inputType: 'text',
  dataType: null,
  required: false,
  mustValidate: false,
  options: [],
  minValue: null,
  maxValue: null,
  maxLength: null,
  regExp: null,
  ...over,
});

describe('udf rules', () => {
  it('marks an empty required field (Required), and lets an empty optional one pass', () => {
    expect(checkUdfValue(field({ required: true }), '  ')).toBe('(Required)');
    expect(checkUdfValue(field(), '')).toBeNull();
  });

  it('checks max length and the regular expression', () => {
    expect(checkUdfValue(field({ maxLength: 7 }), 'AB-12345')).toBe('Invalid value');
    expect(checkUdfValue(field({ regExp: '[A-Z]{2}-\\d{4}' }), 'AB-1234')).toBeNull();
    expect(checkUdfValue(field({ regExp: '[A-Z]{2}-\\d{4}' }), 'ab-1234x')).toBe('Invalid value');
  });

  it('bounds numbers between minValue and maxValue with commas ignored, whole for int', () => {
    const qty = field({ dataType: 'int', minValue: '1', maxValue: '1,000' });
    expect(checkUdfValue(qty, '1,000')).toBeNull();
    expect(checkUdfValue(qty, '1,001')).toBe('Invalid value');
    expect(checkUdfValue(qty, '0')).toBe('Invalid value');
    expect(checkUdfValue(qty, '2.5')).toBe('Invalid value');
    expect(checkUdfValue(field({ dataType: 'deci', minValue: '0', maxValue: '10' }), '2.5')).toBeNull();
    expect(checkUdfValue(qty, 'abc')).toBe('Invalid value');
    expect(parseUdfNumber('12,345.50')).toBe(12345.5);
  });

  it('bounds dates and refuses a malformed one', () => {
    const date = field({ inputType: 'date', minValue: '2026-01-01', maxValue: '2026-12-31' });
    expect(checkUdfValue(date, '2026-06-30')).toBeNull();
    expect(checkUdfValue(date, '2027-01-01')).toBe('Invalid value');
    expect(checkUdfValue(date, '06/30/2026')).toBe('Invalid value');
  });

  it('checks a must-validate value against the allowed values, and select options', () => {
    const cost = field({ mustValidate: true });
    expect(checkUdfValue(cost, 'cc-100', ['CC-100', 'CC-200'])).toBeNull();
    expect(checkUdfValue(cost, 'CC-999', ['CC-100'])).toBe('Invalid value');
    expect(checkUdfValue(field({ inputType: 'select', options: ['A', 'B'] }), 'C')).toBe('Invalid value');
  });

  it('collects messages by field and skips hidden fields', () => {
    const fields = [field({ required: true }), field({ fieldName: 'h', inputType: 'hidden', required: true })];
    expect(checkUdfValues(fields, {})).toEqual({ job: '(Required)' });
  });

  it('fills down from a line to every later line only', () => {
    expect(fillDown([{ a: '1' }, { a: '2' }, { a: '3' }], 1)).toEqual([{ a: '1' }, { a: '2' }, { a: '2' }]);
  });
});
