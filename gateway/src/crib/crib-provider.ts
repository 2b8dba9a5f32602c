// The universal crib search (account-admin-calls §2.4, §7.8): one query of up to 1000 hits of the
// viewer's catalogues, their items listed 20 a page, with the cap notice.
import type { GatewayContext } from '../context.ts';
import { badUserInput, forbidden, toGraphQLError } from '../common/errors.ts';
import { viewerUser } from '../auth/viewer.ts';
import type { UniversalCribSearchInput } from '../generated/resolvers-types.ts';
import { CRIB_MAX_HITS, CRIB_MESSAGES, CRIB_PAGE_SIZE, cribQueryError } from '@mro/rules/crib';

export async function universalCribSearch(context: GatewayContext, input: UniversalCribSearchInput) {
  const user = await viewerUser(context);
  if (!user.universal_crib || !user.customer_universal_crib) throw forbidden(CRIB_MESSAGES.notAllowed);
  const problem = cribQueryError(input.query);
  if (problem) throw badUserInput(problem);
  const page = input.page ?? 1;
  if (!Number.isInteger(page) || page < 1) throw badUserInput('page: 1 or more.');
  let result;
  try {
    result = await context.erp.post('/index/products/query', {
      body: { query: input.query.trim(), hitsPerPage: CRIB_MAX_HITS, page: 0, orderBy: 'relevance' },
    });
  } catch (error) {
    throw toGraphQLError(error);
  }
  const items = result.hits.flatMap((hit) =>
    hit.items.map((item) => ({
      erp: item.erp,
      description: item.description,
      cpnString: item.cpn ?? '',
      heading: hit.heading,
      brand: hit.brand,
      vendorPartNumber: item.vpn,
      unitOfMeasure: item.uom,
      slug: hit.slug,
    })),
  );
  const listed = items.slice(0, CRIB_MAX_HITS);
  return {
    nodes: listed.slice((page - 1) * CRIB_PAGE_SIZE, page * CRIB_PAGE_SIZE),
    totalCount: listed.length,
    page,
    pageSize: CRIB_PAGE_SIZE,
    capped: result.nbHits > CRIB_MAX_HITS || items.length > CRIB_MAX_HITS,
  };
}
