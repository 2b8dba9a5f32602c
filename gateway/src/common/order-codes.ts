import type { OrderStage, OrderType } from '../generated/resolvers-types.ts';

type StageEntry = { stage: OrderStage; label: string };
type TypeEntry = { type: OrderType; label: string };

// Stage and type codes of the ERP with the specification's labels (cart-checkout-orders §4).
const ORDERED: StageEntry = { stage: 'ORDERED', label: 'Ordered' };
const STAGES: Record<number, StageEntry> = {
  0: { stage: 'ENTERED', label: 'Entered' },
  1: ORDERED,
  2: { stage: 'PICKED', label: 'Picked' },
  3: { stage: 'SHIPPED', label: 'Shipped' },
  4: { stage: 'INVOICED', label: 'Invoiced' },
  5: { stage: 'PAID', label: 'Paid' },
  9: { stage: 'CANCELLED', label: 'Cancelled' },
};

const ORDER: TypeEntry = { type: 'ORDER', label: 'Order' };
const TYPES: Record<string, TypeEntry> = {
  o: ORDER,
  so: ORDER,
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

/** The label of an order the ERP holds for review, whatever its stage code: never shown as Ordered. */
export const ON_HOLD_LABEL = 'On Hold';

/** Unknown stages read as the default, Ordered. */
export const stageOf = (code: number | null | undefined): StageEntry => STAGES[code ?? 1] ?? ORDERED;

/** Unknown type codes read as an ordinary order. */
const typeEntry = (code: string): TypeEntry => TYPES[code.trim().toLowerCase()] ?? ORDER;
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
