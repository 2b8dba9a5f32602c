import { lineColumns } from '../../ui/LinesTable';

/** An order's lines on review and confirmation (the confirmation puts the ERP's line numbers first). */
export const ORDER_LINE_COLUMNS = [
  lineColumns.described(),
  lineColumns.quantity(),
  lineColumns.price({ header: 'Unit Price' }),
  lineColumns.total({ numeric: true }),
];
