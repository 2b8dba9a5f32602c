// User-defined field rules (cart-checkout-orders §5, account-admin-calls §7.4): line and header properties.

export type UdfInputType = 'text' | 'select' | 'radio' | 'date' | 'search' | 'hidden';

export interface UdfRuleField {
  fieldName: string;
  fieldLabel: string;
  inputType: UdfInputType;
  /** 'dec', 'deci', 'int' and 'inte' are numeric; anything else is text. */
  dataType: string | null;
  required: boolean;
  /** The value must be one of the customer's allowed values (GET /udf/values). */
  mustValidate: boolean;
  options: readonly string[];
  minValue: string | null;
  maxValue: string | null;
  maxLength: number | null;
  regExp: string | null;
}

export const UDF_MESSAGES = {
  required: '(Required)',
  invalid: 'Invalid value',
  form: 'One or more of the values is invalid. Please try again.',
  fillDown: 'These settings will be applied to this and all subsequent line items. Is this what you want to do?',
  lineNotUpdated: 'We were unable to update the order line properties for this item. Please try again.',
  /** A search field's look-up of the allowed values: under way, its count, its failure. */
  searching: 'Searching...',
  resultsFound: (count: number) => `${count} results found`,
  lookupFailed: 'Error retrieving results',
} as const;

const NUMERIC = new Set(['dec', 'deci', 'int', 'inte']);
const WHOLE = new Set(['int', 'inte']);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const isNumericType = (dataType: string | null): boolean => NUMERIC.has((dataType ?? '').toLowerCase());

/** A number typed with thousands separators ("1,250.5"), or null when it is not a number. */
export const parseUdfNumber = (value: string): number | null => {
  const cleaned = value.replace(/,/g, '').trim();
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(cleaned)) return null;
  return Number(cleaned);
};

const patternOf = (source: string): RegExp | null => {
  try {
    return new RegExp(source.startsWith('^') || source.endsWith('$') ? source : `^(?:${source})$`);
  } catch {
    return null;
  }
};

/**
 * The message for one value, or null when it is valid. `allowed` is the list of allowed values
 * for a must-validate field (undefined when not loaded: only the other rules run).
 */
export const checkUdfValue = (
  field: UdfRuleField,
  raw: string | null | undefined,
  allowed?: readonly string[],
): string | null => {
  const value = (raw ?? '').trim();
  if (!value) return field.required ? UDF_MESSAGES.required : null;
  if (field.maxLength !== null && field.maxLength > 0 && value.length > field.maxLength) return UDF_MESSAGES.invalid;
  if (field.regExp) {
    const pattern = patternOf(field.regExp);
    if (!pattern || !pattern.test(value)) return UDF_MESSAGES.invalid;
  }
  if (
    (field.inputType === 'select' || field.inputType === 'radio') &&
    field.options.length > 0 &&
    !field.options.includes(value)
  ) {
    return UDF_MESSAGES.invalid;
  }
  if (field.inputType === 'date') {
    if (!DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) return UDF_MESSAGES.invalid;
    if (field.minValue && value < field.minValue) return UDF_MESSAGES.invalid;
    if (field.maxValue && value > field.maxValue) return UDF_MESSAGES.invalid;
  } else if (isNumericType(field.dataType)) {
    const number = parseUdfNumber(value);
    if (number === null) return UDF_MESSAGES.invalid;
    if (WHOLE.has((field.dataType ?? '').toLowerCase()) && !Number.isInteger(number)) return UDF_MESSAGES.invalid;
    const min = field.minValue === null ? null : parseUdfNumber(field.minValue);
    const max = field.maxValue === null ? null : parseUdfNumber(field.maxValue);
    if (min !== null && number < min) return UDF_MESSAGES.invalid;
    if (max !== null && number > max) return UDF_MESSAGES.invalid;
  }
  if (field.mustValidate && allowed && !allowed.some((candidate) => candidate.toLowerCase() === value.toLowerCase())) {
    return UDF_MESSAGES.invalid;
  }
  return null;
};

/** Messages by field name for a set of values; empty when every value is valid. */
export const checkUdfValues = (
  fields: readonly UdfRuleField[],
  values: Readonly<Record<string, string>>,
  allowedByField: Readonly<Record<string, readonly string[]>> = {},
): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (field.inputType === 'hidden') continue;
    const message = checkUdfValue(field, values[field.fieldName], allowedByField[field.fieldName]);
    if (message) errors[field.fieldName] = message;
  }
  return errors;
};

/** Fill Down: the values of line `from` copied to it and every later line (earlier lines unchanged). */
export const fillDown = <T extends Readonly<Record<string, string>>>(
  lines: readonly T[],
  from: number,
): Record<string, string>[] => lines.map((line, index) => (index >= from ? { ...lines[from] } : { ...line }));
