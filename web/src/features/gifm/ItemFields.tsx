import { Button } from '../../ui/Button';
import { FileField } from '../../ui/FileField';
import { NativeSelect } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { fileToBase64 } from '../../lib/fileToBase64';
import { shownFileName, type ItemEntry, type ItemErrors } from '@mro/rules/gifm';

export type ItemDraft = ItemEntry & {
  partNumber: string;
  siteUrl: string;
  files: { fileName: string; size: number; base64: string }[];
  reading: number;
};

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
  item,
  errors,
  showErrors,
  units,
  lastPaidRequired,
  canRemove,
  onChange,
  onRemove,
}: {
  index: number;
  item: ItemDraft;
  errors: ItemErrors;
  showErrors: boolean;
  units: { code: string; label: string }[];
  lastPaidRequired: boolean;
  canRemove: boolean;
  /** Updates from the item as it is then: files are read asynchronously. */
  onChange: (update: (item: ItemDraft) => ItemDraft) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  const set = (patch: Partial<ItemDraft>) => onChange((current) => ({ ...current, ...patch }));
  const withFiles = (current: ItemDraft, files: ItemDraft['files']): ItemDraft => ({
    ...current,
    files,
    attachments: files.map(({ fileName, size }) => ({ fileName, size })),
  });
  const addFiles = async (picked: File[]) => {
    onChange((current) => ({ ...current, reading: current.reading + 1 }));
    const read = await Promise.all(
      picked.map(async (f) => ({ fileName: f.name, size: f.size, base64: await fileToBase64(f) })),
    ).catch(() => []);
    onChange((current) => ({ ...withFiles(current, [...current.files, ...read]), reading: current.reading - 1 }));
  };
  const removeFile = (i: number) =>
    onChange((current) =>
      withFiles(
        current,
        current.files.filter((_, j) => j !== i),
      ),
    );
  return (
    <fieldset className="card gifm-item">
      <legend>Item {n}</legend>
      <div className="form-grid">
        <TextField
          label={`Manufacturer (item ${n})`}
          isRequired
          value={item.manufacturer}
          onChange={(manufacturer) => set({ manufacturer })}
          error={errors.manufacturer}
          showError={showErrors}
        />
        <TextField
          label={`Part Number (item ${n})`}
          value={item.partNumber}
          onChange={(partNumber) => set({ partNumber })}
        />
        <TextField
          label={`Description (item ${n})`}
          isRequired
          value={item.description}
          onChange={(description) => set({ description })}
          error={errors.description}
          showError={showErrors}
        />
        <TextField
          label={`Quantity (item ${n})`}
          isRequired
          inputMode="numeric"
          value={item.quantity}
          onChange={(quantity) => set({ quantity })}
          error={errors.quantity}
          showError={showErrors}
        />
        <NativeSelect
          label={`Unit of Measure (item ${n})`}
          isRequired
          value={item.unitOfMeasure}
          placeholder="Select a unit"
          options={units.map((u) => ({ value: u.code, label: `${u.code} ${u.label}` }))}
          onChange={(unitOfMeasure) => set({ unitOfMeasure })}
          error={showErrors ? errors.unitOfMeasure : null}
        />
        <TextField
          label={`Last Price Paid (item ${n})`}
          isRequired={lastPaidRequired}
          inputMode="decimal"
          description="In dollars and cents, for example 12.50."
          value={item.lastPaid}
          onChange={(lastPaid) => set({ lastPaid })}
          error={errors.lastPaid}
          showError={showErrors}
        />
        <TextField
          label={`Product Web Page (item ${n})`}
          type="url"
          value={item.siteUrl}
          onChange={(siteUrl) => set({ siteUrl })}
        />
        <TextField
          label={`Required Date (item ${n})`}
          type="date"
          value={item.requiredDate}
          onChange={(requiredDate) => set({ requiredDate })}
          error={errors.requiredDate}
          showError={showErrors}
        />
      </div>
      <FileField
        label={`Attachments (item ${n})`}
        accept=".jpg,.png,.pdf,.doc,.docx"
        multiple
        description="jpg, png, pdf, doc or docx; 64 KB in all."
        error={errors.attachments}
        onFiles={(files) => void addFiles(files)}
      />
      {item.files.length > 0 && (
        <ul className="gifm-files" aria-label={`Attached files of item ${n}`}>
          {item.files.map((f, i) => (
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
