import { lineColumns } from '../../ui/LinesTable';

/** A guest's lines at checkout and on the confirmation: no unit price (customer service confirms it). */
export const GUEST_LINE_COLUMNS = [
  lineColumns.item(),
  lineColumns.description(),
  lineColumns.quantity(),
  lineColumns.total(),
];
