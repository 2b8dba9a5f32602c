// The one source of the §5 Get it for Me rules, shared with the gateway (dependency-free).
export {
  FILE_NAME_SHOWN,
  GIFM_MESSAGES,
  itemErrors,
  MAX_ITEMS,
  PO_MAX,
  shownFileName,
  type ItemEntry,
  type ItemErrors,
} from '../../../../gateway/src/gifm/gifm-rules.ts';
