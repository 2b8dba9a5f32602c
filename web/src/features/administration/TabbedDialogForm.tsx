import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import type { PlacedError } from '@mro/rules/dialog-tabs';
import { Button } from '../../ui/Button';
import { Tabs, type TabItem } from '../../ui/Tabs';
import { RulesForm, SubmitButton } from '../../lib/forms/RulesForm';
import { DialogErrorSummary } from './DialogErrorSummary';

/** The user and department dialogs' form: the tabs, the error summary naming each error's tab, Save and Cancel. */
export function TabbedDialogForm<V extends FieldValues>({
  form,
  onSubmit,
  onRefused,
  label,
  tabs,
  tab,
  onTab,
  failure,
  placed,
  isNew,
  isBusy = false,
  onCancel,
  className,
  children,
}: {
  form: UseFormReturn<V>;
  onSubmit: SubmitHandler<V>;
  onRefused: () => void;
  label: string;
  tabs: TabItem[];
  tab: string;
  onTab: (tab: string) => void;
  failure: string | null;
  placed: readonly PlacedError[];
  isNew: boolean;
  /** A save outside the form's own submit (after a confirmation) is under way. */
  isBusy?: boolean;
  onCancel: () => void;
  className?: string;
  /** Shown between the tabs and the summary (a confirmation, a notice). */
  children?: ReactNode;
}) {
  return (
    <RulesForm form={form} onSubmit={onSubmit} onRefused={onRefused} className={className}>
      <Tabs label={label} tabs={tabs} selected={tab} onSelect={onTab} />
      {children}
      {failure && <DialogErrorSummary heading={failure} errors={placed} />}
      <div className="form-actions">
        <SubmitButton form={form} isDisabled={isBusy}>
          {isNew ? 'Create' : 'Update'}
        </SubmitButton>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
      </div>
    </RulesForm>
  );
}
