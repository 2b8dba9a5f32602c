// Trusted operations: the web's GraphQL operations, extracted from its `.graphql` documents into a
// manifest of sha256 ids. An operation is identified by its normalized text (definitions in a fixed
// order, `__typename` selections removed, printed by graphql-js), so the id of what Apollo Client
// sends equals the id computed from the source document.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Kind,
  parse,
  print,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';

export const WEB_SOURCE_DIR = fileURLToPath(new URL('../../../web/src/', import.meta.url));

export type OperationManifest = {
  format: 'trusted-operations/1';
  operations: { id: string; name: string; type: string; body: string }[];
};

const sortKey = (definition: DefinitionNode): string => {
  if (definition.kind === Kind.OPERATION_DEFINITION) return `0 ${definition.name?.value ?? ''}`;
  if (definition.kind === Kind.FRAGMENT_DEFINITION) return `1 ${definition.name.value}`;
  return '2';
};

/** The normalized text of a document: no `__typename`, operations then fragments by name. */
export const normalizeDocument = (document: DocumentNode): string => {
  const stripped = visit(document, {
    Field: (node) => (node.name.value === '__typename' && !node.alias ? null : undefined),
  });
  const definitions = [...stripped.definitions].sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
  return print({ ...stripped, definitions });
};

export const operationId = (document: DocumentNode): string =>
  createHash('sha256').update(normalizeDocument(document)).digest('hex');

const graphqlFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : graphqlFiles(path);
    return name.endsWith('.graphql') ? [path] : [];
  });

const spreadsOf = (node: OperationDefinitionNode | FragmentDefinitionNode): string[] => {
  const names: string[] = [];
  visit(node, { FragmentSpread: (spread) => void names.push(spread.name.value) });
  return names;
};

/** Every operation of the `.graphql` documents under `dir`, each with the fragments it uses. */
export const extractOperations = (dir: string = WEB_SOURCE_DIR): OperationManifest => {
  const definitions = graphqlFiles(dir).flatMap((file) => parse(readFileSync(file, 'utf8')).definitions);
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const operations = definitions
    .filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => {
      const used = new Map<string, FragmentDefinitionNode>();
      const pending = spreadsOf(operation);
      while (pending.length > 0) {
        const name = pending.pop() as string;
        const fragment = fragments.get(name);
        if (!fragment)
          throw new Error(`operation ${operation.name?.value ?? '(anonymous)'} uses unknown fragment ${name}`);
        if (used.has(name)) continue;
        used.set(name, fragment);
        pending.push(...spreadsOf(fragment));
      }
      const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] };
      return {
        id: operationId(document),
        name: operation.name?.value ?? '',
        type: operation.operation,
        body: normalizeDocument(document),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return { format: 'trusted-operations/1', operations };
};

/** The manifest at `path` (the web build's dist/operations.json), else one extracted from the web's sources. */
export const loadManifest = (path: string | undefined): OperationManifest => {
  if (path && existsSync(path)) return JSON.parse(readFileSync(path, 'utf8')) as OperationManifest;
  if (existsSync(WEB_SOURCE_DIR)) return extractOperations(WEB_SOURCE_DIR);
  throw new Error(
    `Trusted operations are on but there is no operations manifest at ${path ?? '(TRUSTED_OPERATIONS_MANIFEST unset)'}.`,
  );
};
