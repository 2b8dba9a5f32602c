import type { Resolvers, UdfInputType } from '../generated/resolvers-types.ts';
import { loadUdfFields, loadUdfValues, updateCartLineProperties } from './udf-provider.ts';

export const udfResolvers: Resolvers = {
  Query: {
    userDefinedFields: (_parent, { kind }, context) => loadUdfFields(context, kind),
    userDefinedFieldValues: (_parent, { fieldName, filter }, context) => loadUdfValues(context, fieldName, filter),
  },
  Mutation: {
    updateCartLineProperties: (_parent, { input }, context) => updateCartLineProperties(context, input),
  },
  UserDefinedField: {
    name: (field) => field.fieldName,
    label: (field) => field.fieldLabel,
    inputType: (field) => field.inputType.toUpperCase() as UdfInputType,
    pattern: (field) => field.regExp,
  },
  CartLine: {
    properties: (line) => line.line_properties ?? [],
  },
};
