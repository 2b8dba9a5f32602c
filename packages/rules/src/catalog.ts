// The catalogue (storefront §5, §8).

/** The catalogue of users who order by part number only. */
export const CUSTOM_NULL_CATALOG = 'Custom_Null';

/** A user whose only catalogue is Custom_Null may not search. */
export const CATALOG_SEARCH_UNAVAILABLE =
  'Catalog search is not available for your account. Order using part numbers in Order Pad.';

/** Search words (the search box and search within results) are cut to this many characters. */
export const SEARCH_TEXT_MAX_LENGTH = 200;

/** Search within results waits this long after the last keystroke (storefront §5). */
export const SEARCH_WITHIN_DEBOUNCE_MS = 80;

/**
 * Quick-add loading delay (storefront §9): adding to the cart says so only once it has taken this
 * long, so a quick answer does not flash a loading sign.
 */
export const QUICK_ADD_LOADING_DELAY_MS = 500;
