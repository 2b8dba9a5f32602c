import { useState } from 'react';
import {
  SPEND_PRESETS,
  presetPeriod,
  spendPeriodError,
  todayIso,
  type SpendPeriod,
  type SpendPreset,
} from '@mro/rules/spend';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { NativeSelect } from '../../ui/Select';
import { TextField } from '../../ui/TextField';

/** The period picker: a preset applies at once; a custom period applies when valid. */
export function SpendPeriodForm({ period, onPeriod }: { period: SpendPeriod; onPeriod: (next: SpendPeriod) => void }) {
  const [preset, setPreset] = useState<SpendPreset>('last12');
  const [custom, setCustom] = useState<SpendPeriod>(period);
  const [error, setError] = useState<string | null>(null);
  const choose = (value: string) => {
    const next = value as SpendPreset;
    setPreset(next);
    setError(null);
    if (next === 'custom') setCustom(period);
    else onPeriod(presetPeriod(next, todayIso()));
  };
  const apply = () => {
    const invalid = spendPeriodError(custom, todayIso());
    setError(invalid);
    if (!invalid) onPeriod(custom);
  };
  return (
    <form
      className="filters spend-period"
      aria-label="Report period"
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <NativeSelect label="Period" value={preset} options={[...SPEND_PRESETS]} onChange={choose} />
      {preset === 'custom' && (
        <>
          <TextField
            label="From date"
            type="date"
            value={custom.from}
            onChange={(from) => setCustom({ ...custom, from })}
          />
          <TextField label="To date" type="date" value={custom.to} onChange={(to) => setCustom({ ...custom, to })} />
          <Button type="submit">Show report</Button>
        </>
      )}
      {error && <Alert tone="error">{error}</Alert>}
    </form>
  );
}
