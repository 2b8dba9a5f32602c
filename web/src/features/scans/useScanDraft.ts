import { useState } from 'react';
import { SCAN_MESSAGES, scanQuantity } from '@mro/rules/scans';
import type { ScanDetailFragment } from './ScanDetail.generated';
import type { UpdateScanInput } from '../../generated/graphql';

type Edits = {
  quantities: Readonly<Record<string, string>>;
  purchaseOrderNumber: string | null;
  header: Readonly<Record<string, string>>;
  line: Readonly<Record<string, string>>;
};
const NONE: Edits = { quantities: {}, purchaseOrderNumber: null, header: {}, line: {} };

/**
 * The buyer's unsaved changes to a scan, over what the server has: shown values are the edit or the
 * scan's own. `input()` checks the quantities first: one under 1 is reset to 1 with the spec's message
 * and nothing is sent, so the buyer sees the reset before saving it.
 */
export function useScanDraft(scan: ScanDetailFragment) {
  const [edits, setEdits] = useState<Edits>(NONE);
  const [quantityErrors, setQuantityErrors] = useState<Readonly<Record<string, string>>>({});
  const dirty =
    Object.keys(edits.quantities).length > 0 ||
    edits.purchaseOrderNumber !== null ||
    Object.keys(edits.header).length > 0 ||
    Object.keys(edits.line).length > 0;

  const quantityOf = (erp: string) =>
    edits.quantities[erp] ?? String(scan.items.find((item) => item.erp === erp)?.quantity ?? '');
  const purchaseOrderNumber = edits.purchaseOrderNumber ?? scan.purchaseOrderNumber ?? '';
  const propertyOf = (kind: 'header' | 'line', label: string) =>
    edits[kind][label] ??
    (kind === 'header' ? scan.headerProperties : scan.lineProperties).find((p) => p.label === label)?.value ??
    '';

  function input(): UpdateScanInput | null {
    const reset: Record<string, string> = {};
    const problems: Record<string, string> = {};
    for (const [erp, typed] of Object.entries(edits.quantities)) {
      const { quantity, message } = scanQuantity(typed.trim() === '' ? 0 : Number(typed));
      if (message === SCAN_MESSAGES.quantityRequired) reset[erp] = String(quantity);
      if (message) problems[erp] = message;
    }
    setQuantityErrors(problems);
    if (Object.keys(problems).length > 0) {
      setEdits((current) => ({ ...current, quantities: { ...current.quantities, ...reset } }));
      return null;
    }
    const properties = (kind: 'header' | 'line') =>
      Object.keys(edits[kind]).length > 0
        ? (kind === 'header' ? scan.headerProperties : scan.lineProperties).map((p) => ({
            label: p.label,
            value: propertyOf(kind, p.label),
          }))
        : null;
    return {
      id: scan.id,
      quantities: Object.entries(edits.quantities).map(([erp, typed]) => ({ erp, quantity: Number(typed) })),
      purchaseOrderNumber: edits.purchaseOrderNumber,
      headerProperties: properties('header'),
      lineProperties: properties('line'),
    };
  }

  return {
    dirty,
    quantityOf,
    quantityErrors,
    purchaseOrderNumber,
    propertyOf,
    setQuantity: (erp: string, value: string) => {
      setEdits((current) => ({ ...current, quantities: { ...current.quantities, [erp]: value } }));
      setQuantityErrors(({ [erp]: _cleared, ...rest }) => rest);
    },
    setPurchaseOrderNumber: (value: string) => setEdits((current) => ({ ...current, purchaseOrderNumber: value })),
    setProperty: (kind: 'header' | 'line', label: string, value: string) =>
      setEdits((current) => ({ ...current, [kind]: { ...current[kind], [label]: value } })),
    input,
    /** After a save: the server's scan is the truth again. */
    saved: () => setEdits(NONE),
  };
}

export type ScanDraft = ReturnType<typeof useScanDraft>;
