import { useState } from 'react';
import { checkCustomerRequest, type CustomerRequestValues } from '@mro/rules/usersetup';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { NativeSelect } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { useClearedEntries } from '../../lib/useClearedEntries';
import { SupervisorField, type Supervisor } from './SupervisorField';
import type { LimitEntry } from '@mro/rules/approval-limits';

export type CustomerRequest = CustomerRequestValues & { isSupervisor: boolean };

type Draft = {
  customerNumber: string;
  supervisor: Supervisor | null;
  isSupervisor: boolean;
  spendLimit: string;
  noSpendLimit: boolean;
  maxLimit: string;
  noMaxLimit: boolean;
  limitType: 'dollars' | 'units';
  limitResetYears: string;
  limitReset: string;
};
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

// An empty or non-numeric limit is invalid unless No limit is checked (§5).
const amountOf = (text: string, none: boolean): number | null =>
  none ? null : text.trim() === '' ? NaN : Number(text);

/** One customer request (§5 user setup): customer, supervisor, limits or No limit, limit type, term, reset. */
export function CustomerRequestForm({ onAdd }: { onAdd: (request: CustomerRequest) => string | null }) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [showErrors, setShowErrors] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const request: CustomerRequest = {
    customerNumber: draft.customerNumber.trim(),
    // The ERP's request names the supervisor by e-mail (user name).
    supervisor: draft.supervisor?.username ?? null,
    isSupervisor: draft.isSupervisor,
    spendLimit: amountOf(draft.spendLimit, draft.noSpendLimit),
    maxLimit: amountOf(draft.maxLimit, draft.noMaxLimit),
    limitType: draft.limitType,
    limitResetYears: draft.limitResetYears.trim() === '' ? null : Number(draft.limitResetYears),
    limitReset: draft.limitReset.trim() || null,
  };
  const errors = Object.fromEntries(checkCustomerRequest(request).map((e) => [e.field, e.message]));
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) => {
      setDraft((current) => ({ ...current, [key]: value }));
      setRefusal(null);
    };

  const cleared = useClearedEntries();
  // A numeric entry: cleared on leaving when invalid (§5), its note shown at once, before Add's checks.
  const entry = (field: 'spendLimit' | 'maxLimit' | 'limitResetYears', kind: LimitEntry) => {
    const part = cleared(field, kind, draft[field], () => set(field)(''));
    return {
      value: draft[field],
      error: part.note ?? errors[field],
      showError: showErrors || part.note !== null,
      onBlur: part.onBlur,
      onChange: (text: string) => {
        part.typed();
        set(field)(text);
      },
    };
  };

  function add() {
    setShowErrors(true);
    if (Object.keys(errors).length > 0) return;
    const refused = onAdd(request);
    if (refused) {
      setRefusal(refused);
      return;
    }
    setDraft(EMPTY);
    setShowErrors(false);
  }

  return (
    <fieldset className="usersetup-customer">
      <legend>Customer request</legend>
      <div className="usersetup-grid">
        <TextField
          label="Customer number"
          isRequired
          inputMode="numeric"
          maxLength={10}
          value={draft.customerNumber}
          onChange={set('customerNumber')}
          error={refusal ?? errors.customerNumber}
          showError={showErrors || refusal !== null}
        />
        <SupervisorField value={draft.supervisor} onChange={set('supervisor')} />
        <div>
          <TextField
            label="Approval limit"
            inputMode="decimal"
            {...entry('spendLimit', 'limit')}
            isDisabled={draft.noSpendLimit}
            value={draft.noSpendLimit ? '' : draft.spendLimit}
          />
          <Checkbox label="No approval limit" isSelected={draft.noSpendLimit} onChange={set('noSpendLimit')} />
        </div>
        <div>
          <TextField
            label="Maximum order limit"
            inputMode="decimal"
            {...entry('maxLimit', 'limit')}
            isDisabled={draft.noMaxLimit}
            value={draft.noMaxLimit ? '' : draft.maxLimit}
          />
          <Checkbox label="No maximum order limit" isSelected={draft.noMaxLimit} onChange={set('noMaxLimit')} />
        </div>
        <NativeSelect
          label="Limit type"
          value={draft.limitType}
          options={[
            { value: 'dollars', label: 'Dollars' },
            { value: 'units', label: 'Units' },
          ]}
          onChange={(value) => set('limitType')(value === 'units' ? 'units' : 'dollars')}
        />
        <TextField label="Limit term (years)" inputMode="numeric" {...entry('limitResetYears', 'term')} />
        <TextField
          label="Limit reset date"
          description="YYYY-MM-DD, optional."
          maxLength={10}
          value={draft.limitReset}
          onChange={set('limitReset')}
          error={errors.limitReset}
          showError={showErrors}
        />
      </div>
      <Checkbox
        label="Is a supervisor (approver) for this customer"
        isSelected={draft.isSupervisor}
        onChange={set('isSupervisor')}
      />
      <div className="form-actions">
        <Button variant="secondary" onPress={add}>
          Add Customer Request
        </Button>
      </div>
    </fieldset>
  );
}
