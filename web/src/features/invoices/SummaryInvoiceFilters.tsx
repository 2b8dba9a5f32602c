import { useWatch } from 'react-hook-form';
import { SUMMARY_SEARCH_TEXT_MAX } from '@mro/rules/invoices';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { FilterBar } from '../../ui/FilterBar';
import { RulesForm, SubmitButton } from '../../lib/forms/RulesForm';
import { DATE_PRESETS, presetRange, type DatePreset } from '../../lib/forms/datePresets';
import { FormSelect, FormTextField } from '../../lib/forms/fields';
import { useRulesForm } from '../../lib/forms/useRulesForm';
import type { SummaryInvoiceDateType, SummaryInvoiceStatus, SummaryInvoicesInput } from '../../generated/graphql';

export type SummaryFilters = {
  dateType: SummaryInvoiceDateType;
  preset: DatePreset;
  from: string;
  to: string;
  status: SummaryInvoiceStatus | '';
};
export const NO_SUMMARY_FILTERS: SummaryFilters = { dateType: 'BILLING', preset: 'all', from: '', to: '', status: '' };

/** The list's query input: the applied filters, and the text once it has settled. */
export const summaryInput = (f: SummaryFilters, text: string | null, page: number): SummaryInvoicesInput => ({
  page,
  dateType: f.dateType,
  ...presetRange(f, new Date()),
  status: f.status || null,
  text,
});

const DATE_TYPES = [
  { value: 'BILLING', label: 'Billing date' },
  { value: 'SUBMIT', label: 'Submit date' },
];
const STATUSES = [
  { value: 'PENDING', label: 'Pending' },
  { value: 'SUBMITTED', label: 'Submitted' },
];

/**
 * The summary invoices' filter bar on the forms kit: the choices apply with Apply (spec: "Apply and
 * Clear Filters"); the search text is the list's own, applied once typing settles (750 ms), so it
 * stays with `useListControls` rather than in the form.
 */
export function SummaryInvoiceFilters({
  text,
  onTextChange,
  onApply,
  onClear,
  onDownload,
}: {
  text: string;
  onTextChange: (text: string) => void;
  onApply: (filters: SummaryFilters) => void;
  onClear: () => void;
  onDownload: () => void;
}) {
  const form = useRulesForm<SummaryFilters>({ defaultValues: NO_SUMMARY_FILTERS });
  const { control } = form;
  const preset = useWatch({ control, name: 'preset' });
  return (
    <RulesForm form={form} onSubmit={onApply} role="search" aria-label="Summary invoice filters">
      <FilterBar>
        <FormSelect control={control} name="dateType" label="Date type" options={DATE_TYPES} />
        <FormSelect control={control} name="preset" label="Date" options={[...DATE_PRESETS]} />
        {preset === 'custom' && (
          <>
            <FormTextField control={control} name="from" label="From date" type="date" />
            <FormTextField control={control} name="to" label="To date" type="date" />
          </>
        )}
        <FormSelect control={control} name="status" label="Status" placeholder="Any" options={STATUSES} />
        <TextField
          label="Search summary invoices"
          description="Requisition, billing # or deliver to"
          value={text}
          maxLength={SUMMARY_SEARCH_TEXT_MAX}
          onChange={onTextChange}
        />
        <div className="form-actions">
          <SubmitButton form={form}>Apply</SubmitButton>
          <Button
            variant="secondary"
            onPress={() => {
              form.reset(NO_SUMMARY_FILTERS);
              onClear();
            }}
          >
            Clear Filters
          </Button>
          <Button variant="secondary" onPress={onDownload}>
            Download CSV
          </Button>
        </div>
      </FilterBar>
    </RulesForm>
  );
}
