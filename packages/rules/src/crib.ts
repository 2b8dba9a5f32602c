// The universal crib search (account-admin-calls §2.4, §7.8, §8, §9): up to 1000 hits, 20 per page.
import type { FormErrors } from './common.ts';

export const CRIB_MAX_HITS = 1000;
export const CRIB_PAGE_SIZE = 20;
export const CRIB_QUERY_MIN = 2;
export const CRIB_QUERY_MAX = 100;

export const CRIB_MESSAGES = {
  // §8, in the specification's words.
  noItems: 'No items were found.',
  // Chosen for the page where the specification is silent.
  capped: `Showing the first ${CRIB_MAX_HITS} items. Narrow your search to see the rest.`,
  queryRequired: `Enter at least ${CRIB_QUERY_MIN} characters to search.`,
  queryTooLong: `Search at most ${CRIB_QUERY_MAX} characters.`,
  notAllowed: 'The universal crib is not available for your account.',
} as const;

/** The search term's problem, or null. */
export const cribQueryError = (query: string): string | null => {
  const term = query.trim();
  if (term.length < CRIB_QUERY_MIN) return CRIB_MESSAGES.queryRequired;
  if (term.length > CRIB_QUERY_MAX) return CRIB_MESSAGES.queryTooLong;
  return null;
};

/** The crib's search form (a query, not a mutation: the gateway checks the term with `cribQueryError`). */
export const cribSearchFormErrors = (values: { query: string }): FormErrors<'query'> => {
  const query = cribQueryError(values.query);
  return query ? { query } : {};
};
