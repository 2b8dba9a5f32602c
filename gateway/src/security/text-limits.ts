// Text inputs checked against @mro/rules/text before any resolver runs. The walk reads the schema by
// its methods and the document by node kinds only: the executable schema is built by another copy of
// graphql (CJS) than this module's (ESM), so graphql's instanceof-based helpers refuse it.
import {
  GraphQLError,
  Kind,
  OperationTypeNode,
  type DocumentNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { idInputError, textInputError } from '@mro/rules/text';

/** One refused text input: its schema coordinate and the message. */
export type TextProblem = { coordinate: string; message: string };

type Fields = Record<string, { type: TypeRef; args?: readonly { name: string; type: TypeRef }[] }>;
type TypeRef = { ofType?: TypeRef; name?: string; getFields?: () => Fields; toString(): string };
type SchemaLike = {
  getType(name: string): TypeRef | null | undefined;
  getQueryType(): TypeRef | null | undefined;
  getMutationType(): TypeRef | null | undefined;
};

const named = (type: TypeRef): TypeRef => (type.ofType ? named(type.ofType) : type);
const isList = (type: TypeRef): boolean => type.toString().replace(/!$/, '').startsWith('[');
const itemOf = (type: TypeRef): TypeRef => {
  const nullable = type.toString().endsWith('!') && type.ofType ? type.ofType : type;
  return nullable.ofType ?? nullable;
};

const valueOf = (node: ValueNode, variables: Record<string, unknown>): unknown => {
  switch (node.kind) {
    case Kind.VARIABLE:
      return variables[node.name.value];
    case Kind.STRING:
      return node.value;
    case Kind.LIST:
      return node.values.map((value) => valueOf(value, variables));
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((field) => [field.name.value, valueOf(field.value, variables)]));
    // Not text: nothing to check.
    case Kind.INT:
    case Kind.FLOAT:
    case Kind.BOOLEAN:
    case Kind.NULL:
    case Kind.ENUM:
      return null;
  }
};

const checkValue = (type: TypeRef, value: unknown, coordinate: string, problems: TextProblem[]): void => {
  if (value === null || value === undefined) return;
  if (isList(type)) {
    if (Array.isArray(value)) for (const item of value) checkValue(itemOf(type), item, coordinate, problems);
    return;
  }
  const base = named(type);
  if (base.getFields && typeof value === 'object') {
    for (const [name, field] of Object.entries(base.getFields()))
      checkValue(field.type, (value as Record<string, unknown>)[name], `${base.name}.${name}`, problems);
  } else if (base.name === 'String' && typeof value === 'string') {
    const message = textInputError(coordinate, value);
    if (message) problems.push({ coordinate, message });
  } else if (base.name === 'ID' && typeof value === 'string') {
    // One limit for every ID (an integer ID is short by nature).
    const message = idInputError(coordinate, value);
    if (message) problems.push({ coordinate, message });
  }
};

/** Every String and ID argument and input field of an operation, variables filled in, checked against @mro/rules/text. */
export const textProblems = (
  schema: SchemaLike,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
): TextProblem[] => {
  const problems: TextProblem[] = [];
  const fragments = new Map(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])),
  );
  const seen = new Set<string>();
  const walk = (parent: TypeRef | null | undefined, selections: SelectionSetNode | undefined) => {
    if (!parent?.getFields || !selections) return;
    const fields = parent.getFields();
    for (const selection of selections.selections) {
      if (selection.kind === Kind.FIELD) {
        const field = fields[selection.name.value];
        if (!field) continue;
        for (const argument of selection.arguments ?? []) {
          const definition = field.args?.find((candidate) => candidate.name === argument.name.value);
          if (definition)
            checkValue(
              definition.type,
              valueOf(argument.value, variables),
              `${parent.name}.${selection.name.value}(${definition.name})`,
              problems,
            );
        }
        walk(named(field.type), selection.selectionSet);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        walk(condition, selection.selectionSet);
      } else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(schema.getType(fragment.typeCondition.name.value), fragment.selectionSet);
      }
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const root = definition.operation === OperationTypeNode.MUTATION ? schema.getMutationType() : schema.getQueryType();
    walk(root, definition.selectionSet);
  }
  return problems;
};

/**
 * Refuses an operation whose text or ID inputs are too long or carry control, text-direction or
 * invisible characters,
 * before any resolver runs, with the rule's message (it names the limit) and BAD_USER_INPUT.
 */
export const textLimitsPlugin = <Context extends BaseContext>(): ApolloServerPlugin<Context> => ({
  requestDidStart: () =>
    Promise.resolve({
      didResolveOperation: ({ schema, document, request }) => {
        const [first] = textProblems(schema, document, request.variables);
        if (first)
          throw new GraphQLError(first.message, {
            extensions: { code: 'BAD_USER_INPUT', field: first.coordinate, http: { status: 400 } },
          });
        return Promise.resolve();
      },
    }),
});
