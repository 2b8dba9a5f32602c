/** The kind of an order pad import by its name (cart-checkout-orders §5): xlsx or xls, csv or txt, or none. */
export const orderFileKind = (name: string): 'spreadsheet' | 'text' | null => {
  if (/\.(xlsx|xls)$/i.test(name)) return 'spreadsheet';
  return /\.(csv|txt)$/i.test(name) ? 'text' : null;
};
