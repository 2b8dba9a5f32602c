import type { OrderHistoryInput, OrderStage, OrderType } from '../../generated/graphql';

export const DATE_PRESETS = [
  { value: 'all', label: 'All dates' },
  { value: '30', label: 'Last 30 days' },
  { value: '60', label: 'Last 60 days' },
  { value: '90', label: 'Last 90 days' },
  { value: 'custom', label: 'Custom range' },
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number]['value'];

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
  mine: boolean;
  omitCancelled: boolean;
  /** Only orders placed through the web store. */
  placedOnline: boolean;
};

const isoDaysAgo = (days: number, now: Date) => new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);

/** The query input for the filters; the text is passed already debounced. */
export function historyInput(
  f: HistoryFilters,
  text: string,
  page: number,
  pageSize: number,
  now = new Date(),
): OrderHistoryInput {
  const days = f.preset === '30' || f.preset === '60' || f.preset === '90' ? Number(f.preset) : null;
  return {
    page,
    pageSize,
    mine: f.mine,
    from: days ? isoDaysAgo(days, now) : f.preset === 'custom' && f.from ? f.from : null,
    to: f.preset === 'custom' && f.to ? f.to : null,
    shipTo: f.shipTo || null,
    stage: f.stage || null,
    orderType: f.orderType || null,
    text: text.trim() || null,
    omitCancelled: f.omitCancelled,
    placedOnline: f.placedOnline,
  };
}
