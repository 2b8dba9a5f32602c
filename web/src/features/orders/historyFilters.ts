import type { OrderHistoryInput, OrderStage, OrderType } from '../../generated/graphql';
import { presetRange, type DatePreset } from '../../lib/forms/datePresets';

export const STAGES: { value: OrderStage; label: string }[] = [
  { value: 'ENTERED', label: 'Entered' },
  { value: 'ORDERED', label: 'Ordered' },
  { value: 'PICKED', label: 'Picked' },
  { value: 'SHIPPED', label: 'Shipped' },
  { value: 'INVOICED', label: 'Invoiced' },
  { value: 'PAID', label: 'Paid' },
  { value: 'CANCELLED', label: 'Cancelled' },
];

export const TYPES: { value: OrderType; label: string }[] = [
  { value: 'ORDER', label: 'Order' },
  { value: 'QUOTE', label: 'Quote' },
  { value: 'BACKORDER', label: 'Backorder' },
  { value: 'DIRECT', label: 'Direct' },
  { value: 'FUTURE', label: 'Future' },
  { value: 'STANDING', label: 'Standing' },
  { value: 'BLANKET', label: 'Blanket' },
  { value: 'COUNTER_SALE', label: 'Counter Sale' },
  { value: 'CORRECTION', label: 'Correction' },
  { value: 'RETURN', label: 'Return' },
];

export type HistoryFilters = {
  preset: DatePreset;
  from: string;
  to: string;
  shipTo: string;
  stage: OrderStage | '';
  orderType: OrderType | '';
  text: string;
  /** 'my': the user's own orders; 'all': the customer's (for users allowed to see them). */
  view: 'my' | 'all';
  omitCancelled: boolean;
  /** Only orders placed through the web store. */
  placedOnline: boolean;
};

/** The query input for the filters; the text is passed already debounced. */
export function historyInput(
  f: HistoryFilters,
  text: string,
  page: number,
  pageSize: number,
  now = new Date(),
): OrderHistoryInput {
  return {
    page,
    pageSize,
    mine: f.view === 'my',
    ...presetRange(f, now),
    shipTo: f.shipTo || null,
    stage: f.stage || null,
    orderType: f.orderType || null,
    text: text.trim() || null,
    omitCancelled: f.omitCancelled,
    placedOnline: f.placedOnline,
  };
}
