import { describe, expect, it } from 'vitest';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputField,
} from 'graphql';
import { loadTypeDefs } from './schema.ts';

const schema = buildSchema(loadTypeDefs());

/** Every type, field, argument and enum value of the contract without a description. */
const undescribed = (): string[] => {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)) continue;
    if (!type.description?.trim()) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      const fields: Record<string, GraphQLField<unknown, unknown> | GraphQLInputField> = type.getFields();
      for (const field of Object.values(fields)) {
        if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
        for (const arg of 'args' in field ? field.args : []) {
          if (!arg.description?.trim()) missing.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) if (!value.description?.trim()) missing.push(`${type.name}.${value.name}`);
    }
  }
  return missing;
};

describe('the GraphQL contract', () => {
  it('describes every type, field, argument and enum value', () => {
    expect(undescribed()).toEqual([]);
  });

  it('names mutations verbNoun(input: VerbNounInput!): VerbNounPayload! with userErrors', () => {
    const offenders = Object.values(schema.getMutationType()?.getFields() ?? {}).filter((field) => {
      const payload = schema.getType(field.type.toString().replace('!', ''));
      const hasUserErrors = isObjectType(payload) && 'userErrors' in payload.getFields();
      const input = field.args[0];
      const inputOk =
        !input || (field.args.length === 1 && input.name === 'input' && input.type.toString().endsWith('Input!'));
      return (
        !/^[a-z]+[A-Z][A-Za-z]*$|^[a-z]+$/.test(field.name) ||
        !field.type.toString().endsWith('Payload!') ||
        !hasUserErrors ||
        !inputOk
      );
    });
    expect(offenders.map((field) => field.name)).toEqual([]);
  });
});
