import { useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../ui/Button';
import { FileField } from '../../ui/FileField';
import { FormSelect, FormTextField } from '../../lib/forms/fields';
import { fileToBase64 } from '../../lib/fileToBase64';
import { shownFileName, type ItemEntry } from '@mro/rules/gifm';
import './gifm.css';

export type ItemDraft = ItemEntry & {
  partNumber: string;
  siteUrl: string;
  files: { fileName: string; size: number; base64: string }[];
  /** Pickings still being read: the request waits for them. */
  reading: number;
};

/** The request form's values (`getItForMeFormErrors` reads the items and the PO number). */
export type GifmValues = { items: ItemDraft[]; purchaseOrderNumber: string; comment: string };

export const emptyItem = (): ItemDraft => ({
  manufacturer: '',
  partNumber: '',
  description: '',
  quantity: '1',
  unitOfMeasure: '',
  lastPaid: '',
  siteUrl: '',
  requiredDate: '',
  attachments: [],
  files: [],
  reading: 0,
});

/** One requested item: the fields of the non-stock item (§3) with its attachments. */
export function ItemFields({
  index,
  form,
  units,
  lastPaidRequired,
  canRemove,
  onRemove,
}: {
  index: number;
  form: UseFormReturn<GifmValues>;
  units: { code: string; label: string }[];
  lastPaidRequired: boolean;
  canRemove: boolean;
  onRemove: () => void;
}) {
  const n = index + 1;
  const { control } = form;
  const path = `items.${index}` as const;
  const files = useWatch({ control, name: `${path}.files` });
  const { errors } = useFormState({ control, name: `${path}.attachments` });
  // Files are read asynchronously: each update starts from the item as it is then.
  const update = (change: (item: ItemDraft) => ItemDraft) => form.setValue(path, change(form.getValues(path)));
  const withFiles = (current: ItemDraft, picked: ItemDraft['files']): ItemDraft => ({
    ...current,
    files: picked,
    attachments: picked.map(({ fileName, size }) => ({ fileName, size })),
  });
  // What is wrong with the attachments shows as soon as they are picked, not at the next submit.
  const checkFiles = () => void form.trigger(`${path}.attachments`);
  const addFiles = async (picked: File[]) => {
    update((current) => ({ ...current, reading: current.reading + 1 }));
    const read = await Promise.all(
      picked.map(async (f) => ({ fileName: f.name, size: f.size, base64: await fileToBase64(f) })),
    ).catch(() => []);
    update((current) => ({ ...withFiles(current, [...current.files, ...read]), reading: current.reading - 1 }));
    checkFiles();
  };
  const removeFile = (i: number) => {
    update((current) =>
      withFiles(
        current,
        current.files.filter((_, j) => j !== i),
      ),
    );
    checkFiles();
  };
  return (
    <fieldset className="card gifm-item">
      <legend>Item {n}</legend>
      <div className="form-grid">
        <FormTextField control={control} name={`${path}.manufacturer`} label={`Manufacturer (item ${n})`} isRequired />
        <FormTextField control={control} name={`${path}.partNumber`} label={`Part Number (item ${n})`} />
        <FormTextField control={control} name={`${path}.description`} label={`Description (item ${n})`} isRequired />
        <FormTextField
          control={control}
          name={`${path}.quantity`}
          label={`Quantity (item ${n})`}
          isRequired
          inputMode="numeric"
        />
        <FormSelect
          control={control}
          name={`${path}.unitOfMeasure`}
          label={`Unit of Measure (item ${n})`}
          isRequired
          placeholder="Select a unit"
          options={units.map((u) => ({ value: u.code, label: `${u.code} ${u.label}` }))}
        />
        <FormTextField
          control={control}
          name={`${path}.lastPaid`}
          label={`Last Price Paid (item ${n})`}
          isRequired={lastPaidRequired}
          inputMode="decimal"
          description="In dollars and cents, for example 12.50."
        />
        <FormTextField control={control} name={`${path}.siteUrl`} label={`Product Web Page (item ${n})`} type="url" />
        <FormTextField
          control={control}
          name={`${path}.requiredDate`}
          label={`Required Date (item ${n})`}
          type="date"
        />
      </div>
      <FileField
        label={`Attachments (item ${n})`}
        accept=".jpg,.png,.pdf,.doc,.docx"
        multiple
        description="jpg, png, pdf, doc or docx; 64 KB in all."
        error={errors.items?.[index]?.attachments?.message ?? null}
        onFiles={(picked) => void addFiles(picked)}
      />
      {files.length > 0 && (
        <ul className="gifm-files" aria-label={`Attached files of item ${n}`}>
          {files.map((f, i) => (
            <li key={`${f.fileName}-${i}`}>
              <span title={f.fileName}>{shownFileName(f.fileName)}</span>{' '}
              <Button variant="link" aria-label={`Remove ${f.fileName}`} onPress={() => removeFile(i)}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {canRemove && (
        <Button variant="secondary" onPress={onRemove}>
          Remove item {n}
        </Button>
      )}
    </fieldset>
  );
}
