import { useWatch } from 'react-hook-form';
import { ORDER_SEARCH_TEXT_MAX } from '@mro/rules/orders';
import { RulesForm } from '../../lib/forms/RulesForm';
import { DATE_PRESETS } from '../../lib/forms/datePresets';
import { FormCheckbox, FormSelect, FormTextField } from '../../lib/forms/fields';
import { useRulesForm, useValuesChange } from '../../lib/forms/useRulesForm';
import { STAGES, TYPES, type HistoryFilters } from './historyFilters';

type Props = {
  /** The filters the page opens with; each change is handed to `onChange` as it is made. */
  initial: HistoryFilters;
  onChange: (next: HistoryFilters) => void;
  shipTos: { id: string; label: string }[];
  allowAll: boolean;
  fixedType: boolean;
  /** Offers "Placed online only" (the order screens; quotes are not told apart). */
  onlineFilter: boolean;
};

const VIEWS = [
  { value: 'my', label: 'My Orders' },
  { value: 'all', label: 'All Orders' },
];

/** The order history's filter bar on the forms kit: a search landmark that applies each choice as it is made. */
export function OrderHistoryFilters({ initial, onChange, shipTos, allowAll, fixedType, onlineFilter }: Props) {
  const form = useRulesForm<HistoryFilters>({ defaultValues: initial });
  useValuesChange(form, onChange);
  const { control } = form;
  const preset = useWatch({ control, name: 'preset' });
  return (
    <RulesForm form={form} onSubmit={onChange} className="filters" role="search" aria-label="Order filters">
      <FormSelect control={control} name="preset" label="Date" options={[...DATE_PRESETS]} />
      {preset === 'custom' && (
        <>
          <FormTextField control={control} name="from" label="From date" type="date" />
          <FormTextField control={control} name="to" label="To date" type="date" />
        </>
      )}
      <FormSelect
        control={control}
        name="shipTo"
        label="Ship-to"
        placeholder="All ship-tos"
        options={shipTos.map((s) => ({ value: s.id, label: s.label }))}
      />
      <FormSelect control={control} name="stage" label="Stage" placeholder="All stages" options={STAGES} />
      {!fixedType && (
        <FormSelect control={control} name="orderType" label="Type" placeholder="All types" options={TYPES} />
      )}
      <FormTextField
        control={control}
        name="text"
        label="Search orders"
        description="Order or PO number"
        maxLength={ORDER_SEARCH_TEXT_MAX}
      />
      {allowAll && <FormSelect control={control} name="view" label="View" options={VIEWS} />}
      <FormCheckbox control={control} name="omitCancelled" label="Omit cancelled" />
      {onlineFilter && <FormCheckbox control={control} name="placedOnline" label="Placed online only" />}
    </RulesForm>
  );
}
