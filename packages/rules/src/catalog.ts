// The catalogue (storefront §5, §8).

/** A user whose only catalogue is Custom_Null may not search. */
export const CATALOG_SEARCH_UNAVAILABLE =
  'Catalog search is not available for your account. Order using part numbers in Order Pad.';
