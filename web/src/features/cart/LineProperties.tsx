import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Alert } from '../../ui/Alert';
import { friendlyError } from '../../lib/apolloErrors';
import { messages } from '../../lib/messages';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { UDF_MESSAGES, checkUdfValues } from '@mro/rules/udf';
import { udfRule } from '../../lib/userDefinedFields';
import { UpdateCartLinePropertiesDocument } from './LineProperties.generated';
import { LinePropertyField, type LineField } from './LinePropertyField';
import type { CartLineFieldsFragment } from './CartLineColumns.generated';
import { FormActions } from '../../lib/forms/FormActions';

/** User errors about a property name it after this prefix (`values.PO Line`). */
const VALUES = 'values.';

type Props = { line: CartLineFieldsFragment; fields: readonly LineField[]; onClose: () => void; onSaved: () => void };

/** 'Edit line properties' of one cart line, with Fill Down (after a confirmation) and Continue. */
export function LineProperties({ line, fields, onClose, onSaved }: Props) {
  const visible = fields.filter((field) => field.inputType !== 'HIDDEN');
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      visible.map((field) => [field.name, line.properties.find((p) => p.name === field.name)?.value ?? '']),
    ),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmFill, setConfirmFill] = useState(false);
  const save = useMutationWithErrors(UpdateCartLinePropertiesDocument, (data) => data.updateCartLineProperties, {
    failed: messages.cartUpdateError,
    thrown: (error) => friendlyError(error, UDF_MESSAGES.lineNotUpdated),
    succeeded: (payload) => Boolean(payload.cart),
    fieldOf: (name) => (name.startsWith(VALUES) ? name.slice(VALUES.length) : null),
  });
  const formError = save.failure;

  async function submit(fillDown: boolean) {
    setConfirmFill(false);
    save.reset();
    const invalid = checkUdfValues(visible.map(udfRule), values);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return save.setFailure(UDF_MESSAGES.form);
    const outcome = await save.run({
      variables: {
        input: {
          lineId: line.id,
          fillDown,
          values: Object.entries(values).map(([name, value]) => ({ name, value })),
        },
      },
    });
    if (outcome.ok) onSaved();
  }

  return (
    <>
      <Modal
        title={`Line properties for ${line.erp}`}
        isOpen={!confirmFill}
        isDismissable
        onOpenChange={(open) => !open && onClose()}
      >
        {formError && <Alert tone="error">{formError}</Alert>}
        {visible.map((field) => (
          <LinePropertyField
            key={field.name}
            field={field}
            value={values[field.name] ?? ''}
            onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
            error={save.fieldErrors[field.name] ?? errors[field.name] ?? null}
          />
        ))}
        <FormActions onCancel={onClose}>
          <Button variant="secondary" isDisabled={save.loading} onPress={() => setConfirmFill(true)}>
            Fill Down
          </Button>
          <Button isDisabled={save.loading} onPress={() => void submit(false)}>
            Continue
          </Button>
        </FormActions>
      </Modal>
      <Modal title="Fill Down" isOpen={confirmFill} role="alertdialog">
        <p>{UDF_MESSAGES.fillDown}</p>
        <div className="form-actions">
          <Button onPress={() => void submit(true)}>Yes</Button>
          <Button variant="secondary" onPress={() => setConfirmFill(false)}>
            No
          </Button>
        </div>
      </Modal>
    </>
  );
}
