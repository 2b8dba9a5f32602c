import { ORDER_PAD_MESSAGES } from '@mro/rules/orderpad';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { formatCount } from '../../lib/format';
import { linesAddedText } from './cartSummaryText';
import type { AddedLine } from './useAddPartNumbers';

export type ImportReportModel = { fileName: string; added: AddedLine[]; refused: string[] };

/**
 * What an import did, line by line: the lines added (file row, part number, quantity) and, under the order
 * pad's 'Please review the following errors:', every row refused with its reason. Nothing is left out.
 */
export function ImportReport({ report, onDismiss }: { report: ImportReportModel; onDismiss: () => void }) {
  return (
    <section aria-label={`Import of ${report.fileName}`} className="import-report">
      {report.added.length > 0 && (
        <Alert tone="success">
          <p>
            <strong>{linesAddedText(report.added.length)}</strong>
          </p>
          <ul className="import-report-list" aria-label="Lines added">
            {report.added.map((line) => (
              <li key={line.row}>
                Row {line.row}: {line.partNumber} × {formatCount(line.quantity)}
                {line.description ? ` (${line.description})` : ''}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {report.refused.length > 0 && (
        <Alert tone="error">
          <p>
            <strong>{ORDER_PAD_MESSAGES.reviewErrors}</strong>
          </p>
          <ul className="import-report-list" aria-label="Lines refused">
            {report.refused.map((problem, index) => (
              <li key={index}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
      <Button variant="link" onPress={onDismiss}>
        Dismiss
      </Button>
    </section>
  );
}
