import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { TextField } from '../../ui/TextField';
import { Alert } from '../../ui/Alert';
import { friendlyError } from '../../lib/apolloErrors';
import { messages } from '../../lib/messages';
import { UDF_MESSAGES, checkUdfValues, type UdfInputType, type UdfRuleField } from '@mro/rules/udf';
import { UpdateCartLinePropertiesDocument, type LinePropertyFieldsQuery } from './LineProperties.generated';
import type { CartLineFieldsFragment } from './CartLineColumns.generated';

export type LineField = LinePropertyFieldsQuery['userDefinedFields'][number];

const toRule = (field: LineField): UdfRuleField => ({
  fieldName: field.name,
  fieldLabel: field.label,
  inputType: field.inputType.toLowerCase() as UdfInputType,
  dataType: field.dataType ?? null,
  required: field.required,
  mustValidate: field.mustValidate,
  options: field.options,
  minValue: field.minValue ?? null,
  maxValue: field.maxValue ?? null,
  maxLength: field.maxLength ?? null,
  regExp: field.pattern ?? null,
});

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
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmFill, setConfirmFill] = useState(false);
  const [save, saving] = useMutation(UpdateCartLinePropertiesDocument);

  async function submit(fillDown: boolean) {
    setConfirmFill(false);
    const invalid = checkUdfValues(visible.map(toRule), values);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return setFormError(UDF_MESSAGES.form);
    setFormError(null);
    try {
      const result = await save({
        variables: {
          input: {
            lineId: line.id,
            fillDown,
            values: Object.entries(values).map(([name, value]) => ({ name, value })),
          },
        },
      });
      const payload = result.data?.updateCartLineProperties;
      if (payload?.userErrors.length || !payload?.cart) {
        const byField: Record<string, string> = {};
        for (const e of payload?.userErrors ?? [])
          if (e.field?.startsWith('values.')) byField[e.field.slice('values.'.length)] = e.message;
        setErrors(byField);
        return setFormError(payload?.userErrors[0]?.message ?? messages.cartUpdateError);
      }
      onSaved();
    } catch (e) {
      setFormError(friendlyError(e instanceof Error ? e : undefined, UDF_MESSAGES.lineNotUpdated));
    }
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
          <TextField
            key={field.name}
            label={field.required ? `${field.label} (Required)` : field.label}
            value={values[field.name] ?? ''}
            onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
            error={errors[field.name] ?? null}
            placeholder={field.inputType === 'DATE' ? 'YYYY-MM-DD' : undefined}
          />
        ))}
        <div className="form-actions">
          <Button variant="secondary" isDisabled={saving.loading} onPress={() => setConfirmFill(true)}>
            Fill Down
          </Button>
          <Button isDisabled={saving.loading} onPress={() => void submit(false)}>
            Continue
          </Button>
          <Button variant="link" onPress={onClose}>
            Cancel
          </Button>
        </div>
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
