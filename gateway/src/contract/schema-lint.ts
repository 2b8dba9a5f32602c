// The naming rules of docs/design.md for the GraphQL contract, as a lint: fields and arguments in
// camelCase, types in PascalCase, enum values in SCREAMING_SNAKE_CASE, mutations
// `verbNoun(input: VerbNounInput!): ...Payload!`, input types ending in Input, payloads with
// userErrors, and offset pages shaped `{ nodes, totalCount, page, pageSize }`.
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLSchema,
} from 'graphql';

const CAMEL = /^[a-z][a-zA-Z0-9]*$/;
const PASCAL = /^[A-Z][a-zA-Z0-9]*$/;
const SCREAMING_SNAKE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;
const PAGE_FIELDS = ['nodes', 'totalCount', 'page', 'pageSize'] as const;

const capitalize = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

const requiredInt = (field: GraphQLField<unknown, unknown> | GraphQLInputField | undefined) =>
  field !== undefined && isNonNullType(field.type) && getNamedType(field.type).name === 'Int';

/** Every violation, as `Type.field: rule`; empty when the schema follows the rules. */
export const lintSchema = (schema: GraphQLSchema): string[] => {
  const problems: string[] = [];
  const mutationType = schema.getMutationType();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || isScalarType(type)) continue;
    if (!PASCAL.test(type.name)) problems.push(`${type.name}: type names are PascalCase`);
    if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (!SCREAMING_SNAKE.test(value.name))
          problems.push(`${type.name}.${value.name}: enum values are SCREAMING_SNAKE_CASE`);
      }
      continue;
    }
    if (isInputObjectType(type) && !type.name.endsWith('Input'))
      problems.push(`${type.name}: input types end in Input`);
    if ((isObjectType(type) || isInterfaceType(type)) && type.name.endsWith('Input')) {
      problems.push(`${type.name}: only input types end in Input`);
    }
    if (!(isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))) continue;
    // getFields() of the three kinds' union is typed with `any` resolvers; these are read-only here.
    const fields: Record<string, GraphQLField<unknown, unknown> | GraphQLInputField> = type.getFields();
    for (const field of Object.values(fields)) {
      if (!CAMEL.test(field.name)) problems.push(`${type.name}.${field.name}: fields are camelCase`);
      for (const arg of 'args' in field ? field.args : []) {
        if (!CAMEL.test(arg.name)) problems.push(`${type.name}.${field.name}(${arg.name}): arguments are camelCase`);
      }
    }
    if (isObjectType(type) && type.name.endsWith('Payload')) {
      const userErrors = fields.userErrors;
      if (!userErrors || userErrors.type.toString() !== '[UserError!]!')
        problems.push(`${type.name}: payloads have userErrors: [UserError!]!`);
    }
    if (isObjectType(type) && 'nodes' in fields) {
      const shape = PAGE_FIELDS.filter((name) => name === 'nodes' || !requiredInt(fields[name]));
      const nodes = fields.nodes?.type.toString() ?? '';
      if (!/^\[[A-Za-z0-9]+!\]!$/.test(nodes)) problems.push(`${type.name}.nodes: offset pages have nodes: [Node!]!`);
      for (const missing of shape.filter((name) => name !== 'nodes'))
        problems.push(`${type.name}.${missing}: offset pages have ${missing}: Int!`);
    }
    if (type === mutationType) {
      for (const field of Object.values(type.getFields())) {
        const where = `Mutation.${field.name}`;
        if (!field.type.toString().endsWith('Payload!'))
          problems.push(`${where}: mutations return a non-null ...Payload`);
        const [input, ...others] = field.args;
        if (!input) continue;
        if (others.length > 0 || input.name !== 'input') problems.push(`${where}: mutations take one argument, input`);
        else if (input.type.toString() !== `${capitalize(field.name)}Input!`) {
          problems.push(`${where}: the input is ${capitalize(field.name)}Input!, not ${input.type.toString()}`);
        }
      }
    }
  }
  return problems;
};
