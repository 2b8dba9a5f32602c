import type { UdfInputType as SchemaInputType } from '../generated/graphql';
import type { UdfInputType, UdfRuleField } from '@mro/rules/udf';
import type { UserDefinedFieldDefinitionFragment } from './UserDefinedField.generated';

const INPUT_TYPES: Record<SchemaInputType, UdfInputType> = {
  DATE: 'date',
  HIDDEN: 'hidden',
  RADIO: 'radio',
  SEARCH: 'search',
  SELECT: 'select',
  TEXT: 'text',
};

/** A field's definition as the shared rules (@mro/rules/udf) take it. */
export const udfRule = (field: UserDefinedFieldDefinitionFragment): UdfRuleField => ({
  fieldName: field.name,
  fieldLabel: field.label,
  inputType: INPUT_TYPES[field.inputType],
  dataType: field.dataType ?? null,
  required: field.required,
  mustValidate: field.mustValidate,
  options: field.options,
  minValue: field.minValue ?? null,
  maxValue: field.maxValue ?? null,
  maxLength: field.maxLength ?? null,
  regExp: field.pattern ?? null,
});
