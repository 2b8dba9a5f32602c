// An operation is identified by its normalized text (definitions in a fixed order, `__typename`
// selections removed, printed by graphql-js), so what Apollo Client sends (the document with the
// fragments it uses, `__typename` added) has the id of the source document it came from.
import { createHash } from 'node:crypto';
import {
  Kind,
  print,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';

export const MANIFEST_FORMAT = 'trusted-operations/1';

export type TrustedOperation = { id: string; name: string; type: string; body: string };

export type OperationManifest = { format: typeof MANIFEST_FORMAT; operations: TrustedOperation[] };

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

const spreadsOf = (node: OperationDefinitionNode | FragmentDefinitionNode): string[] => {
  const names: string[] = [];
  visit(node, { FragmentSpread: (spread) => void names.push(spread.name.value) });
  return names;
};

/** Every operation of `documents` (taken together), each with the fragments it uses, sorted by name. */
export const buildManifest = (documents: readonly DocumentNode[]): OperationManifest => {
  const definitions = documents.flatMap((document) => document.definitions);
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
  return { format: MANIFEST_FORMAT, operations };
};
