import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** Whether the query selects `name` directly under the resolved field (through fragments too). */
export const selectsField = (info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, name: string): boolean => {
  const seen = new Set<string>();
  const within = (selectionSet: SelectionSetNode | undefined): boolean =>
    (selectionSet?.selections ?? []).some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === name;
      if (selection.kind === Kind.INLINE_FRAGMENT) return within(selection.selectionSet);
      if (seen.has(selection.name.value)) return false;
      seen.add(selection.name.value);
      return within(info.fragments[selection.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => within(node.selectionSet));
};
