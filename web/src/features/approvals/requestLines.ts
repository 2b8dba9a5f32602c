import type { CartRequestFieldsFragment } from './CartRequests.generated';

type RequestLine = CartRequestFieldsFragment['lines'][number];

/** A request's line in the words of the line table (the contract names these uom, price and subtotal). */
export const tableLine = (line: RequestLine) => ({
  ...line,
  unitOfMeasure: line.uom,
  unitPrice: line.price,
  lineTotal: line.subtotal,
});
