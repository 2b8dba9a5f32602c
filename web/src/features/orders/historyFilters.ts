import type { OrderHistoryInput, OrderStage, OrderType } from '../../generated/graphql';
import { presetRange, type DatePreset } from '../../lib/forms/datePresets';

/** A stage's or type's choice: its label is its value in words ('COUNTER_SALE' is 'Counter Sale'). */
const choice = <V extends string>(value: V) => ({
  value,
  label: value
    .split('_')
    .map((word) => word.charAt(0) + word.slice(1).toLowerCase())
    .join(' '),
});

export const STAGES = (
  ['ENTERED', 'ORDERED', 'PICKED', 'SHIPPED', 'INVOICED', 'PAID', 'CANCELLED'] satisfies OrderStage[]
).map(choice);

export const TYPES = (
  [
    'ORDER',
    'QUOTE',
    'BACKORDER',
    'DIRECT',
    'FUTURE',
    'STANDING',
    'BLANKET',
    'COUNTER_SALE',
    'CORRECTION',
    'RETURN',
  ] satisfies OrderType[]
).map(choice);

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

/** The three history screens: My Orders, Review Orders (all of the customer's) and Review Quotes. */
export type HistoryView = 'orders' | 'review-orders' | 'quotes';

/** The filters a history screen opens with: every date, the user's own orders or the customer's, quotes only on Review Quotes. */
export const firstHistoryFilters = (view: HistoryView): HistoryFilters => ({
  preset: 'all',
  from: '',
  to: '',
  shipTo: '',
  stage: '',
  orderType: view === 'quotes' ? 'QUOTE' : '',
  text: '',
  view: view === 'review-orders' ? 'all' : 'my',
  omitCancelled: false,
  placedOnline: false,
});

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
