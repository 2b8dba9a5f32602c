import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { cartFileText, type CartFileLine } from '@mro/rules/cart-file';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { FileField } from '../../ui/FileField';
import { downloadText } from '../../lib/downloadText';
import { messages } from '../../lib/messages';
import { readOrderFile } from '../../lib/order-file/readOrderFile';
import { allCartLines } from './allCartLines';
import { CartFileLinesDocument } from './CartShortcuts.generated';
import { ImportReport, type ImportReportModel } from './ImportReport';
import { useAddPartNumbers } from './useAddPartNumbers';

/** Every line of the cart, in order, as the export writes it. */
function useCartFileLines() {
  const client = useApolloClient();
  return async (): Promise<CartFileLine[]> =>
    (await allCartLines(client, CartFileLinesDocument)).map((line) => ({
      partNumber: line.erp,
      description: line.description,
      quantity: line.quantity,
      unit: line.unitOfMeasure,
      unitPrice: line.unitPrice.display,
      extended: line.lineTotal.display,
    }));
}

/** Export CSV (every line) and Import (the order pad's reader: its kinds, limits and messages). */
export function CartFile({ canExport, canImport }: { canExport: boolean; canImport: boolean }) {
  const allLines = useCartFileLines();
  const { add, progress } = useAddPartNumbers();
  const [reading, setReading] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReportModel | null>(null);

  async function exportFile() {
    setExporting(true);
    setFailure(null);
    try {
      downloadText('cart.csv', cartFileText(await allLines()));
    } catch {
      setFailure(messages.cartLoadError);
    } finally {
      setExporting(false);
    }
  }

  async function importFile(file: File | undefined) {
    if (!file) return;
    setReport(null);
    setReading(true);
    try {
      const result = await readOrderFile(file);
      if ('invalid' in result) return setReport({ fileName: file.name, added: [], refused: [result.invalid] });
      const { added, refused } = await add(result.lines);
      const lookedUp = refused.map((line) => `Row ${line.row} (${line.partNumber}): ${line.message}`);
      setReport({ fileName: file.name, added, refused: [...result.problems, ...lookedUp] });
    } finally {
      setReading(false);
    }
  }

  return (
    <div className="cart-file">
      {canExport && (
        <div>
          <Button variant="secondary" isDisabled={exporting} onPress={() => void exportFile()}>
            Export CSV
          </Button>
        </div>
      )}
      {canImport && (
        <FileField
          label="Import a file"
          accept=".xlsx,.xls,.csv,.txt"
          description="Part number and quantity per row (columns A and B, or the Part Number and Quantity columns of an exported cart)."
          onFiles={(files) => void importFile(files[0])}
        />
      )}
      {reading && (
        <p role="status">{progress ? `Adding your lines… ${progress.done} of ${progress.of}` : 'Reading your file…'}</p>
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
      {report && <ImportReport report={report} onDismiss={() => setReport(null)} />}
    </div>
  );
}
