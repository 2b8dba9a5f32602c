import { ORDER_SEARCH_TEXT_MAX } from '@mro/rules/orders';
import { NativeSelect } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { DATE_PRESETS, STAGES, TYPES, type DatePreset, type HistoryFilters } from './historyFilters';
import type { OrderStage, OrderType } from '../../generated/graphql';

type Props = {
  filters: HistoryFilters;
  onChange: (next: HistoryFilters) => void;
  shipTos: { id: string; label: string }[];
  allowAll: boolean;
  fixedType: boolean;
  /** Offers "Placed online only" (the order screens; quotes are not told apart). */
  onlineFilter: boolean;
};

export function OrderHistoryFilters({ filters, onChange, shipTos, allowAll, fixedType, onlineFilter }: Props) {
  const set = (patch: Partial<HistoryFilters>) => onChange({ ...filters, ...patch });
  return (
    <form className="filters" aria-label="Order filters" onSubmit={(e) => e.preventDefault()}>
      <NativeSelect
        label="Date"
        value={filters.preset}
        options={[...DATE_PRESETS]}
        onChange={(v) => set({ preset: v as DatePreset })}
      />
      {filters.preset === 'custom' && (
        <>
          <TextField label="From date" type="date" value={filters.from} onChange={(v) => set({ from: v })} />
          <TextField label="To date" type="date" value={filters.to} onChange={(v) => set({ to: v })} />
        </>
      )}
      <NativeSelect
        label="Ship-to"
        value={filters.shipTo}
        placeholder="All ship-tos"
        options={shipTos.map((s) => ({ value: s.id, label: s.label }))}
        onChange={(v) => set({ shipTo: v })}
      />
      <NativeSelect
        label="Stage"
        value={filters.stage}
        placeholder="All stages"
        options={STAGES}
        onChange={(v) => set({ stage: v as OrderStage | '' })}
      />
      {!fixedType && (
        <NativeSelect
          label="Type"
          value={filters.orderType}
          placeholder="All types"
          options={TYPES}
          onChange={(v) => set({ orderType: v as OrderType | '' })}
        />
      )}
      <TextField
        label="Search orders"
        description="Order or PO number"
        value={filters.text}
        maxLength={ORDER_SEARCH_TEXT_MAX}
        onChange={(v) => set({ text: v })}
      />
      {allowAll && (
        <NativeSelect
          label="View"
          value={filters.mine ? 'my' : 'all'}
          options={[
            { value: 'my', label: 'My Orders' },
            { value: 'all', label: 'All Orders' },
          ]}
          onChange={(v) => set({ mine: v === 'my' })}
        />
      )}
      <label className="checkbox">
        <input
          type="checkbox"
          checked={filters.omitCancelled}
          onChange={(e) => set({ omitCancelled: e.target.checked })}
        />{' '}
        Omit cancelled
      </label>
      {onlineFilter && (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={filters.placedOnline}
            onChange={(e) => set({ placedOnline: e.target.checked })}
          />{' '}
          Placed online only
        </label>
      )}
    </form>
  );
}
