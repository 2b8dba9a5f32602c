import { INVOICES_PDF_MAX, TOO_MANY_INVOICES, invoicesPdfPath } from '@mro/rules/documents';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';

/**
 * The invoices ticked on the list (kept across its pages) and "Download selected": one PDF with every
 * selected invoice, each starting a new page, at most INVOICES_PDF_MAX.
 */
export function InvoiceSelection({ selected, onClear }: { selected: string[]; onClear: () => void }) {
  if (selected.length === 0) return null;
  const tooMany = selected.length > INVOICES_PDF_MAX;
  return (
    <div className="form-actions" role="group" aria-label="Selected invoices">
      <span>
        {selected.length} {selected.length === 1 ? 'invoice' : 'invoices'} selected
      </span>
      {!tooMany && (
        <a className="btn btn-primary" href={invoicesPdfPath(selected)} download>
          Download selected
        </a>
      )}
      <Button variant="secondary" onPress={onClear}>
        Clear selection
      </Button>
      {tooMany && <Alert tone="error">{TOO_MANY_INVOICES}</Alert>}
    </div>
  );
}
