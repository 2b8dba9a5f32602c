import { linesFromText, pasteEntryFormErrors } from '@mro/rules/orderpad';
import { RulesForm } from '../../lib/forms/RulesForm';
import { SubmitActions } from '../../lib/forms/FormActions';
import { FormTextArea } from '../../lib/forms/fields';
import { useRulesForm, useRulesValid } from '../../lib/forms/useRulesForm';
import type { NewLine } from './useOrderPad';

type PasteValues = { text: string };

/** Copy & Paste: one 'part number, quantity' per line (a spreadsheet's two columns paste as tab-separated). */
export function PasteEntry({
  busy,
  onAdd,
}: {
  busy: boolean;
  onAdd: (lines: NewLine[], refused: string[]) => Promise<boolean>;
}) {
  const form = useRulesForm<PasteValues>({ defaultValues: { text: '' }, validate: pasteEntryFormErrors });
  // Add stays disabled until something is pasted; the lines' own problems go to the order pad's error list.
  const valid = useRulesValid(form, pasteEntryFormErrors);
  async function submit({ text }: PasteValues) {
    const { lines, problems } = linesFromText(text);
    if (await onAdd(lines, problems)) form.reset({ text: '' });
  }
  return (
    <RulesForm form={form} onSubmit={submit}>
      <p id="paste-help">One per line: part number, quantity (quantity 1 when left out).</p>
      <FormTextArea
        control={form.control}
        name="text"
        label="Part numbers and quantities"
        aria-describedby="paste-help"
        rows={10}
        maxLength={500_000}
      />
      <SubmitActions form={form} isDisabled={busy || !valid}>
        Add to Order Pad
      </SubmitActions>
    </RulesForm>
  );
}
