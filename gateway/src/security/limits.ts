// Limits every GraphQL operation must stay within before it is validated or executed. The walk
// expands fragments (guarding against cycles) and stops as soon as a limit is passed, so a hostile
// document costs the gateway no more than the limits themselves.
import {
  GraphQLError,
  Kind,
  OperationTypeNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

export type QueryLimits = {
  /** Nesting of fields (fragments add none). */
  maxDepth: number;
  /** Nesting allowed inside `__schema` / `__type`, so the explorer's introspection query fits. */
  maxIntrospectionDepth: number;
  /** Aliased fields in the whole document. */
  maxAliases: number;
  /** Directives used in the whole document. */
  maxDirectives: number;
  /** Field selections after expanding fragments: also bounds duplicated fields. */
  maxFields: number;
  /** Estimated cost: a field costs 1, a list field multiplies its children by its page size. */
  maxCost: number;
  /** Lexical tokens, enforced by the parser before any of the above. */
  maxTokens: number;
};

export const DEFAULT_LIMITS: QueryLimits = {
  maxDepth: 10,
  maxIntrospectionDepth: 15,
  maxAliases: 30,
  maxDirectives: 25,
  maxFields: 400,
  maxCost: 25_000,
  maxTokens: 2_000,
};

// Arguments that bound how many items a list field returns.
const SIZE_ARGUMENTS = ['limit', 'pageSize', 'first', 'hitsPerPage'];
const DEFAULT_LIST_SIZE = 10;
const MAX_LIST_SIZE = 1_000;

export class QueryLimitError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } } });
  }
}

class LimitExceeded extends Error {}

type Walk = {
  schema: GraphQLSchema;
  limits: QueryLimits;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Map<string, ValueNode | undefined>;
  fields: number;
  aliases: number;
  directives: number;
  maxDepthSeen: number;
  /** Fragments being expanded on the current path: a repeat is a cycle, left to graphql's own rule. */
  expanding: Set<string>;
};

const fail = (message: string): never => {
  throw new LimitExceeded(message);
};

const intValue = (walk: Walk, value: ValueNode | undefined): number | undefined => {
  if (!value) return undefined;
  if (value.kind === Kind.INT) return Number.parseInt(value.value, 10);
  if (value.kind === Kind.VARIABLE) return intValue(walk, walk.variables.get(value.name.value));
  if (value.kind === Kind.OBJECT) {
    for (const field of value.fields) {
      if (SIZE_ARGUMENTS.includes(field.name.value)) return intValue(walk, field.value);
    }
  }
  return undefined;
};

/** The size a field's arguments ask for (`limit: 50`, `input: { pageSize: 100 }`), if any. */
const requestedSize = (walk: Walk, node: FieldNode): number | undefined => {
  for (const argument of node.arguments ?? []) {
    const value =
      argument.value.kind === Kind.VARIABLE ? walk.variables.get(argument.value.name.value) : argument.value;
    if (!value) continue;
    const given =
      value.kind === Kind.OBJECT
        ? intValue(walk, value)
        : SIZE_ARGUMENTS.includes(argument.name.value)
          ? intValue(walk, value)
          : undefined;
    if (given !== undefined) return Math.min(Math.max(given, 1), MAX_LIST_SIZE);
  }
  return undefined;
};

/** How many items a list field may return: its own size, its page's size, its default, else 10. */
const listSize = (
  requested: number | undefined,
  pageSize: number | undefined,
  field: GraphQLField<unknown, unknown>,
): number => {
  if (requested !== undefined) return requested;
  if (pageSize !== undefined) return pageSize;
  for (const argument of field.args) {
    if (SIZE_ARGUMENTS.includes(argument.name) && typeof argument.defaultValue === 'number')
      return argument.defaultValue;
  }
  return DEFAULT_LIST_SIZE;
};

// Types are read through their printed form and the schema rather than graphql's instanceof
// predicates, which fail when Apollo and this module load graphql from different builds (vitest).
const fieldsOf = (type: GraphQLNamedType | undefined) =>
  type && 'getFields' in type && typeof type.getFields === 'function'
    ? (type.getFields() as Record<string, GraphQLField<unknown, unknown>>)
    : undefined;

const isList = (type: GraphQLOutputType): boolean => String(type).startsWith('[');

const namedType = (schema: GraphQLSchema, type: GraphQLOutputType): GraphQLNamedType | undefined =>
  schema.getType(String(type).replace(/[[\]!]/g, ''));

/** Cost of a selection set under `parent`, checking every limit on the way. */
const costOf = (
  walk: Walk,
  selectionSet: SelectionSetNode,
  parent: GraphQLNamedType | undefined,
  depth: number,
  introspection: boolean,
  pageSize?: number,
): number => {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    walk.directives += selection.directives?.length ?? 0;
    if (walk.directives > walk.limits.maxDirectives)
      fail(`Too many directives: at most ${walk.limits.maxDirectives} per operation.`);
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const name = selection.name.value;
      const fragment = walk.fragments.get(name);
      if (!fragment || walk.expanding.has(name)) continue;
      walk.expanding.add(name);
      walk.directives += fragment.directives?.length ?? 0;
      cost += costOf(
        walk,
        fragment.selectionSet,
        walk.schema.getType(fragment.typeCondition.name.value) ?? parent,
        depth,
        introspection,
        pageSize,
      );
      walk.expanding.delete(name);
      continue;
    }
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const typed = selection.typeCondition ? walk.schema.getType(selection.typeCondition.name.value) : parent;
      cost += costOf(walk, selection.selectionSet, typed ?? parent, depth, introspection, pageSize);
      continue;
    }
    walk.fields += 1;
    if (walk.fields > walk.limits.maxFields) fail(`Too many fields: at most ${walk.limits.maxFields} per operation.`);
    if (selection.alias) {
      walk.aliases += 1;
      if (walk.aliases > walk.limits.maxAliases)
        fail(`Too many aliases: at most ${walk.limits.maxAliases} per operation.`);
    }
    const name = selection.name.value;
    const inIntrospection = introspection || name === '__schema' || name === '__type';
    const fieldDepth = depth + 1;
    const maxDepth = inIntrospection ? walk.limits.maxIntrospectionDepth : walk.limits.maxDepth;
    if (fieldDepth > maxDepth) fail(`The query is too deep: at most ${maxDepth} levels.`);
    walk.maxDepthSeen = Math.max(walk.maxDepthSeen, fieldDepth);
    const field = fieldsOf(parent)?.[name];
    if (!selection.selectionSet) {
      cost += 1;
      continue;
    }
    const requested = requestedSize(walk, selection);
    const list = field !== undefined && isList(field.type);
    const multiplier = field && list && !inIntrospection ? listSize(requested, pageSize, field) : 1;
    const children = costOf(
      walk,
      selection.selectionSet,
      field ? namedType(walk.schema, field.type) : undefined,
      fieldDepth,
      inIntrospection,
      list ? undefined : requested,
    );
    cost += 1 + multiplier * children;
    if (!inIntrospection && cost > walk.limits.maxCost)
      fail(`The query is too expensive: at most ${walk.limits.maxCost} points.`);
  }
  return cost;
};

export type QueryMeasure = { cost: number; depth: number; fields: number; aliases: number; directives: number };

/**
 * Measures every operation of a parsed document against the limits; throws QueryLimitError on the
 * first one passed. Variables are not known here, so a list size given by a variable counts with
 * the variable's default or 10.
 */
export const enforceLimits = (
  schema: GraphQLSchema,
  document: DocumentNode,
  limits: QueryLimits = DEFAULT_LIMITS,
): QueryMeasure[] => {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const measures: QueryMeasure[] = [];
  let aliases = 0;
  let directives = 0;
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const root =
      definition.operation === OperationTypeNode.QUERY
        ? schema.getQueryType()
        : definition.operation === OperationTypeNode.MUTATION
          ? schema.getMutationType()
          : schema.getSubscriptionType();
    const walk: Walk = {
      schema,
      limits,
      fragments,
      variables: new Map(
        (definition.variableDefinitions ?? []).map((variable) => [variable.variable.name.value, variable.defaultValue]),
      ),
      fields: 0,
      aliases,
      directives: directives + (definition.directives?.length ?? 0),
      maxDepthSeen: 0,
      expanding: new Set(),
    };
    try {
      const cost = costOf(walk, definition.selectionSet, root ?? undefined, 0, false);
      measures.push({
        cost,
        depth: walk.maxDepthSeen,
        fields: walk.fields,
        aliases: walk.aliases - aliases,
        directives: walk.directives - directives,
      });
    } catch (error) {
      if (error instanceof LimitExceeded) throw new QueryLimitError(error.message);
      throw error;
    }
    aliases = walk.aliases;
    directives = walk.directives;
  }
  return measures;
};
