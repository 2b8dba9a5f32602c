import { useWatch } from 'react-hook-form';
import { quickAddFormErrors, type QuickAddValues } from '@mro/rules/orderpad';
import { useNotify } from '../../ui/Toast';
import { RulesForm, SubmitButton } from '../../lib/forms/RulesForm';
import { FormPartNumberField, FormQuantityField } from '../../lib/forms/fields';
import { useRulesForm } from '../../lib/forms/useRulesForm';
import { linesAddedText } from './cartSummaryText';
import { useAddPartNumbers } from './useAddPartNumbers';

const EMPTY: QuickAddValues = { partNumber: '', quantity: '1' };

/**
 * Quick add: one part number and quantity straight into the cart, with the order pad's suggestions, rules
 * and messages (an unknown part reads as the order pad says it, at the part number).
 */
export function QuickAdd() {
  const notify = useNotify();
  const { add, progress } = useAddPartNumbers();
  const form = useRulesForm<QuickAddValues>({ defaultValues: EMPTY, validate: quickAddFormErrors });
  const part = useWatch({ control: form.control, name: 'partNumber' });

  async function submit(values: QuickAddValues) {
    const partNumber = values.partNumber.trim();
    const { added, refused } = await add([{ partNumber, quantity: Number(values.quantity.trim()), row: 1 }]);
    if (refused[0]) return form.setError('partNumber', { type: 'server', message: refused[0].message });
    if (added.length > 0) {
      notify(linesAddedText(added.length));
      form.reset(EMPTY);
    }
  }

  return (
    <RulesForm form={form} onSubmit={submit} className="quick-add" aria-label="Quick add">
      <FormPartNumberField control={form.control} name="partNumber" label="Part number" />
      <div className="field">
        <span className="field-label" aria-hidden="true">
          Quantity
        </span>
        <FormQuantityField control={form.control} name="quantity" label="Quantity" />
      </div>
      <SubmitButton form={form} variant="secondary" isDisabled={progress !== null || !part.trim()}>
        {progress ? 'Wait' : 'Add to Cart'}
      </SubmitButton>
    </RulesForm>
  );
}
