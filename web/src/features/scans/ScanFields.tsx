import { SCAN_PO_MAX, SCAN_PROPERTY_MAX } from '@mro/rules/scans';
import { TextField } from '../../ui/TextField';
import type { ScanDetailFragment } from './ScanDetail.generated';
import type { ScanDraft } from './useScanDraft';

/** The release's PO and the scan's header and line properties (required ones marked). */
export function ScanFields({
  scan,
  draft,
  editable,
  fieldErrors,
}: {
  scan: ScanDetailFragment;
  draft: ScanDraft;
  editable: boolean;
  fieldErrors: Readonly<Record<string, string>>;
}) {
  const property = (kind: 'header' | 'line', p: { label: string; required: boolean }) => (
    <TextField
      key={`${kind}.${p.label}`}
      label={kind === 'line' ? `${p.label} (every line)` : p.label}
      value={draft.propertyOf(kind, p.label)}
      onChange={(value) => draft.setProperty(kind, p.label, value)}
      isRequired={p.required}
      isReadOnly={!editable}
      maxLength={SCAN_PROPERTY_MAX}
      error={fieldErrors[`${kind}.${p.label}`] ?? null}
    />
  );
  return (
    <fieldset className="scan-fields">
      <legend>Order details</legend>
      <TextField
        label="Customer PO"
        description={scan.purchaseOrderRequired ? 'Required for this scan.' : undefined}
        value={draft.purchaseOrderNumber}
        onChange={draft.setPurchaseOrderNumber}
        isRequired={scan.purchaseOrderRequired}
        isReadOnly={!editable}
        maxLength={SCAN_PO_MAX}
        error={fieldErrors.poNumber ?? null}
      />
      {scan.headerProperties.map((p) => property('header', p))}
      {scan.lineProperties.map((p) => property('line', p))}
    </fieldset>
  );
}
