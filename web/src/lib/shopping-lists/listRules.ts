// The one source of the shopping-list rules and messages, shared with the gateway (dependency-free).
export {
  descriptionError,
  LIST_MESSAGES as listMessages,
  LIST_SEARCH_DEBOUNCE_MS,
  nameError,
  PAGE_SIZES as LIST_PAGE_SIZES,
  QUANTITY_DEBOUNCE_MS,
  quantityTextError,
  tagProblem,
} from '../../../../gateway/src/lists/list-validation.ts';
