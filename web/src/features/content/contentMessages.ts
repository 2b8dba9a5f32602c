// docs/spec/storefront.md §8 (Locations and content) and §5 (filter boxes debounce 750 ms).
export const CONTENT_MESSAGES = {
  loadFailed: 'Failed to load data.',
} as const;

export const FILTER_DEBOUNCE_MS = 750;
