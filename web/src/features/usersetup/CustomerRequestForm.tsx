import { useController, useWatch, type Control } from 'react-hook-form';
import {
  customerRequestDraftErrors,
  customerRequestOf,
  type CustomerRequestDraft,
  type CustomerRequestValues,
} from '@mro/rules/usersetup';
import type { LimitEntry } from '@mro/rules/approval-limits';
import { TextField, type TextFieldProps } from '../../ui/TextField';
import { RulesFieldset, type Refusal } from '../../lib/forms/RulesFieldset';
import { FormCheckbox, FormSelect, FormTextField } from '../../lib/forms/fields';
import { useRulesForm } from '../../lib/forms/useRulesForm';
import { useClearedEntries, type ClearedEntry } from '../../lib/useClearedEntries';
import { SupervisorField, type Supervisor } from './SupervisorField';

export type CustomerRequest = CustomerRequestValues & { isSupervisor: boolean };

type Draft = CustomerRequestDraft & { supervisor: Supervisor | null };
type Entry = 'spendLimit' | 'maxLimit' | 'limitResetYears';
const EMPTY: Draft = {
  customerNumber: '',
  supervisor: null,
  isSupervisor: false,
  spendLimit: '',
  noSpendLimit: false,
  maxLimit: '',
  noMaxLimit: false,
  limitType: 'dollars',
  limitResetYears: '1',
  limitReset: '',
};

/** A numeric entry (§5): cleared on leaving when invalid, its note shown at once, before Add's checks. */
function EntryField({
  control,
  name,
  kind,
  cleared,
  isDisabled = false,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'showError'> & {
  control: Control<Draft>;
  name: Entry;
  kind: LimitEntry;
  cleared: (field: string, kind: LimitEntry, text: string, clear: () => void) => ClearedEntry;
}) {
  const { field, fieldState } = useController({ control, name });
  const part = cleared(name, kind, field.value, () => field.onChange(''));
  return (
    <TextField
      {...props}
      name={field.name}
      isDisabled={isDisabled}
      value={isDisabled ? '' : field.value}
      error={part.note ?? fieldState.error?.message ?? null}
      onChange={(text) => {
        part.typed();
        field.onChange(text);
      }}
      onBlur={() => {
        part.onBlur();
        field.onBlur();
      }}
    />
  );
}

/** A limit and its No limit box (§5): while the box is ticked the limit is empty and disabled. */
function LimitField({
  control,
  cleared,
  name,
  noLimit,
  label,
  noLimitLabel,
}: {
  control: Control<Draft>;
  cleared: Parameters<typeof EntryField>[0]['cleared'];
  name: 'spendLimit' | 'maxLimit';
  noLimit: 'noSpendLimit' | 'noMaxLimit';
  label: string;
  noLimitLabel: string;
}) {
  const none = useWatch({ control, name: noLimit });
  return (
    <div>
      <EntryField
        control={control}
        name={name}
        kind="limit"
        cleared={cleared}
        label={label}
        inputMode="decimal"
        isDisabled={none}
      />
      <FormCheckbox control={control} name={noLimit} label={noLimitLabel} />
    </div>
  );
}

function FormSupervisorField({ control }: { control: Control<Draft> }) {
  const { field } = useController({ control, name: 'supervisor' });
  return <SupervisorField value={field.value} onChange={field.onChange} />;
}

/**
 * One customer request (§5 user setup): customer, supervisor, limits or No limit, limit type, term, reset.
 * A fieldset of User Setup's form with its own rules; `onAdd` answers a refusal of the customer number or null.
 */
export function CustomerRequestForm({ onAdd }: { onAdd: (request: CustomerRequest) => string | null }) {
  const form = useRulesForm<Draft>({ defaultValues: EMPTY, validate: customerRequestDraftErrors });
  const { control } = form;
  const cleared = useClearedEntries();

  function add(draft: Draft): Refusal<Draft> | null {
    const refused = onAdd(customerRequestOf(draft));
    return refused ? { field: 'customerNumber', message: refused } : null;
  }

  return (
    <RulesFieldset
      form={form}
      legend="Customer request"
      submitLabel="Add Customer Request"
      onSubmit={add}
      className="usersetup-customer"
    >
      <div className="usersetup-grid">
        <FormTextField
          control={control}
          name="customerNumber"
          label="Customer number"
          isRequired
          inputMode="numeric"
          maxLength={10}
        />
        <FormSupervisorField control={control} />
        <LimitField
          control={control}
          cleared={cleared}
          name="spendLimit"
          noLimit="noSpendLimit"
          label="Approval limit"
          noLimitLabel="No approval limit"
        />
        <LimitField
          control={control}
          cleared={cleared}
          name="maxLimit"
          noLimit="noMaxLimit"
          label="Maximum order limit"
          noLimitLabel="No maximum order limit"
        />
        <FormSelect
          control={control}
          name="limitType"
          label="Limit type"
          options={[
            { value: 'dollars', label: 'Dollars' },
            { value: 'units', label: 'Units' },
          ]}
        />
        <EntryField
          control={control}
          name="limitResetYears"
          kind="term"
          cleared={cleared}
          label="Limit term (years)"
          inputMode="numeric"
        />
        <FormTextField
          control={control}
          name="limitReset"
          label="Limit reset date"
          description="YYYY-MM-DD, optional."
          maxLength={10}
        />
      </div>
      <FormCheckbox control={control} name="isSupervisor" label="Is a supervisor (approver) for this customer" />
    </RulesFieldset>
  );
}
