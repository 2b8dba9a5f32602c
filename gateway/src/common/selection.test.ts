import { describe, expect, it } from 'vitest';
import { Kind, parse, type FragmentDefinitionNode, type OperationDefinitionNode, type FieldNode } from 'graphql';
import { selectsField } from './selection.ts';

const infoOf = (query: string) => {
  const document = parse(query);
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )!;
  const fragments = Object.fromEntries(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  return { fieldNodes: [operation.selectionSet.selections[0] as FieldNode], fragments };
};

describe('selectsField', () => {
  it('finds a field selected directly, in an inline fragment or in a named fragment', () => {
    expect(selectsField(infoOf('{ productSearch { totalCount facets { name } } }'), 'facets')).toBe(true);
    expect(selectsField(infoOf('{ productSearch { ... on ProductSearchResult { facets { name } } } }'), 'facets')).toBe(
      true,
    );
    expect(
      selectsField(
        infoOf('{ productSearch { ...F } } fragment F on ProductSearchResult { facets { name } }'),
        'facets',
      ),
    ).toBe(true);
  });

  it('does not find a field that is not selected, or only deeper down', () => {
    expect(selectsField(infoOf('{ productSearch { totalCount nodes { slug } } }'), 'facets')).toBe(false);
    expect(selectsField(infoOf('{ productSearch { nodes { facets: slug } } }'), 'facets')).toBe(false);
  });
});
