// Constants and rules of catalogue search from the specification (storefront §9).

export const CATALOG_PAGE_SIZE = 10;
const DISTINCT_PER_CATALOG = 6;
const MAX_DISTINCT_TIMES_PAGE = 1000;

/** Distinct: 6 per catalogue, reduced until distinct x page size is at most 1000. */
export const distinctFor = (catalogCount: number, pageSize = CATALOG_PAGE_SIZE): number => {
  let distinct = DISTINCT_PER_CATALOG * Math.max(1, catalogCount);
  while (distinct > 1 && distinct * pageSize > MAX_DISTINCT_TIMES_PAGE) distinct -= 1;
  return distinct;
};

export const ORDER_BY = {
  RELEVANCE: 'relevance',
  PRICE_ASC: 'orderby_cost_asc',
  PRICE_DESC: 'orderby_cost_desc',
} as const;
