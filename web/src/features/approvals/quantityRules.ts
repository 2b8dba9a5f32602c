// The one source of the §5 quote and approval quantity rules, shared with the gateway (dependency-free).
export {
  approvalErrors,
  BELOW_ZERO,
  isDropped,
  LINE_DROPPED,
  NOT_NUMERIC,
  NOTHING_TO_APPROVE,
  OVER_ORIGINAL,
  PO_MAX_LENGTH,
  PO_REQUIRED,
  PO_TOO_LONG,
  QUANTITY_DEBOUNCE_MS,
  quantityError,
} from '../../../../gateway/src/approvals/quantity-rules.ts';
