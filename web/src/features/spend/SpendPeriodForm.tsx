import { useState } from 'react';
import {
  SPEND_PRESETS,
  presetPeriod,
  spendPeriodFormErrors,
  todayIso,
  type SpendPeriod,
  type SpendPreset,
} from '@mro/rules/spend';
import { NativeSelect } from '../../ui/Select';
import { RulesForm, SubmitButton } from '../../lib/forms/RulesForm';
import { FormTextField } from '../../lib/forms/fields';
import { useRulesForm } from '../../lib/forms/useRulesForm';

/** The period picker: a preset applies at once; a custom period applies when valid. */
export function SpendPeriodForm({ period, onPeriod }: { period: SpendPeriod; onPeriod: (next: SpendPeriod) => void }) {
  const [preset, setPreset] = useState<SpendPreset>('last12');
  const form = useRulesForm<SpendPeriod>({
    defaultValues: period,
    validate: (values) => spendPeriodFormErrors(values, todayIso()),
  });
  const choose = (value: string) => {
    const next = value as SpendPreset;
    setPreset(next);
    // A custom period starts from the one shown.
    if (next === 'custom') form.reset(period);
    else onPeriod(presetPeriod(next, todayIso()));
  };
  return (
    <RulesForm form={form} onSubmit={onPeriod} className="filters spend-period" aria-label="Report period">
      <NativeSelect label="Period" value={preset} options={[...SPEND_PRESETS]} onChange={choose} />
      {preset === 'custom' && (
        <>
          <FormTextField control={form.control} name="from" label="From date" type="date" />
          <FormTextField control={form.control} name="to" label="To date" type="date" />
          <SubmitButton form={form}>Show report</SubmitButton>
        </>
      )}
    </RulesForm>
  );
}
