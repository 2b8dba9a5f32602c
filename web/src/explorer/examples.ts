import { Kind, parse, type DefinitionNode, type OperationDefinitionNode } from 'graphql';

/** Example operations by name ("domain: what it does"), as the gateway writes them into the page. */
export type Examples = Record<string, string>;

const FILLED = ['slug', 'erp'] as const;
type Filled = (typeof FILLED)[number];

/** Values taken from results to fill the variables of the examples that declare them. */
export type SeenValues = Partial<Record<Filled, string>>;

const isFilled = (name: string): name is Filled => (FILLED as readonly string[]).includes(name);

/** The examples in the page's JSON island; none when it is missing or not an object of strings. */
export const readExamples = (page: Document): Examples => {
  try {
    const parsed: unknown = JSON.parse(page.getElementById('explorer-examples')?.textContent ?? '');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry) => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
};

/** The first `slug` and the first `erp` anywhere in a result, depth first. */
export const collectValues = (value: unknown, found: SeenValues = {}): SeenValues => {
  if (Array.isArray(value)) {
    for (const inner of value) collectValues(inner, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      if (isFilled(key) && typeof inner === 'string') found[key] ??= inner;
      else collectValues(inner, found);
    }
  }
  return found;
};

/** The variables editor's text for an example: each declared variable, from the values seen or empty. */
export const variablesFor = (operation: string, seen: SeenValues): string => {
  const declared = new Set([...operation.matchAll(/\$(\w+)\s*:/g)].map((match) => match[1] ?? ''));
  if (declared.size === 0) return '';
  const values = [...declared].map((name) => [name, isFilled(name) ? (seen[name] ?? '') : '']);
  return JSON.stringify(Object.fromEntries(values), null, 2);
};

const isOperation = (definition: DefinitionNode): definition is OperationDefinitionNode =>
  definition.kind === Kind.OPERATION_DEFINITION;

/** The name of an example's first operation, the one GraphiQL runs; none when it has none or does not parse. */
export const operationNameOf = (operation: string): string | undefined => {
  try {
    return parse(operation).definitions.find(isOperation)?.name?.value;
  } catch {
    return undefined;
  }
};
