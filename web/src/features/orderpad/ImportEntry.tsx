import { useState } from 'react';
import { FileField } from '../../ui/FileField';
import { readOrderFile } from '../../lib/order-file/readOrderFile';
import type { NewLine } from './useOrderPad';

/** Import: an xlsx, xls, csv or txt file of item numbers (column A) and quantities (column B). */
export function ImportEntry({
  busy,
  onAdd,
}: {
  busy: boolean;
  onAdd: (lines: NewLine[], refused: string[]) => Promise<boolean>;
}) {
  const [reading, setReading] = useState(false);
  async function choose(file: File | undefined) {
    if (!file) return;
    setReading(true);
    try {
      const result = await readOrderFile(file);
      if ('invalid' in result) await onAdd([], [result.invalid]);
      else await onAdd(result.lines, result.problems);
    } finally {
      setReading(false);
    }
  }
  return (
    <div>
      <FileField
        label="Order file"
        accept=".xlsx,.xls,.csv,.txt"
        description="First sheet: item number in column A, quantity in column B, no header row. CSV or text: part number, quantity."
        onFiles={(files) => void choose(files[0])}
      />
      {(reading || busy) && <p role="status">Reading your file…</p>}
    </div>
  );
}
