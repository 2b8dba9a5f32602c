import type { OrderStage, OrderType } from '../generated/resolvers-types.ts';

// Stage and type codes of the ERP with the specification's labels (cart-checkout-orders §4).
const STAGES: Record<number, { stage: OrderStage; label: string }> = {
  0: { stage: 'ENTERED', label: 'Entered' },
  1: { stage: 'ORDERED', label: 'Ordered' },
  2: { stage: 'PICKED', label: 'Picked' },
  3: { stage: 'SHIPPED', label: 'Shipped' },
  4: { stage: 'INVOICED', label: 'Invoiced' },
  5: { stage: 'PAID', label: 'Paid' },
  9: { stage: 'CANCELLED', label: 'Cancelled' },
};

const TYPES: Record<string, { type: OrderType; label: string }> = {
  o: { type: 'ORDER', label: 'Order' },
  so: { type: 'ORDER', label: 'Order' },
  q: { type: 'QUOTE', label: 'Quote' },
  qu: { type: 'QUOTE', label: 'Quote' },
  b: { type: 'BACKORDER', label: 'Backorder' },
  d: { type: 'DIRECT', label: 'Direct' },
  do: { type: 'DIRECT', label: 'Direct' },
  f: { type: 'FUTURE', label: 'Future' },
  fo: { type: 'FUTURE', label: 'Future' },
  s: { type: 'STANDING', label: 'Standing' },
  st: { type: 'STANDING', label: 'Standing' },
  k: { type: 'BLANKET', label: 'Blanket' },
  bl: { type: 'BLANKET', label: 'Blanket' },
  c: { type: 'COUNTER_SALE', label: 'Counter Sale' },
  cs: { type: 'COUNTER_SALE', label: 'Counter Sale' },
  cr: { type: 'CORRECTION', label: 'Correction' },
  r: { type: 'RETURN', label: 'Return' },
  rm: { type: 'RETURN', label: 'Return' },
};

/** Unknown stages read as the default, Ordered. */
export const stageOf = (code: number | null | undefined) =>
  STAGES[code ?? 1] ?? (STAGES[1] as { stage: OrderStage; label: string });

/** Unknown type codes read as an ordinary order. */
const typeEntry = (code: string) => TYPES[code.trim().toLowerCase()] ?? (TYPES.o as { type: OrderType; label: string });
export const orderTypeOf = (code: string): OrderType => typeEntry(code).type;
export const orderTypeLabel = (code: string): string => typeEntry(code).label;

/** Order numbers show as number-suffix with the suffix zero-padded to 2. */
export const formatOrderNumber = (orderNumber: number | string, suffix: number | null | undefined): string =>
  `${orderNumber}-${String(suffix ?? 0).padStart(2, '0')}`;

/** `1045821-01` or `1045821` to the ERP's id, or null when malformed. */
export const parseOrderNumber = (value: string): { orderNumber: string; suffix: number } | null => {
  const match = /^(\d{1,10})(?:-(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return { orderNumber: match[1] as string, suffix: Number(match[2] ?? 0) };
};
