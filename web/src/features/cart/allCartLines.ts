import type { ApolloClient, TypedDocumentNode } from '@apollo/client';

const PAGE = 500;
type Lines<L> = { readonly cart?: { readonly lineCount: number; readonly lines: readonly L[] } | null };

/**
 * Every line of the cart, in order, read a page of 500 at a time with `document` (a query of the cart's
 * lines by offset and limit), so a large cart is a few light requests, never one whole priced cart.
 */
export async function allCartLines<L>(
  client: ApolloClient,
  document: TypedDocumentNode<Lines<L>, { offset: number; limit: number }>,
): Promise<L[]> {
  const lines: L[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { data } = await client.query({
      query: document,
      variables: { offset, limit: PAGE },
      fetchPolicy: 'no-cache',
    });
    const page = data?.cart?.lines ?? [];
    lines.push(...page);
    if (page.length < PAGE || lines.length >= (data?.cart?.lineCount ?? 0)) return lines;
  }
}
