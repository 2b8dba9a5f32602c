import type { PlacedError } from '@mro/rules/dialog-tabs';
import { Alert } from '../../ui/Alert';

/** A tabbed dialog's refusal: what went wrong, then each error with its tab and field (panels are hidden). */
export function DialogErrorSummary({ heading, errors }: { heading: string; errors: readonly PlacedError[] }) {
  return (
    <Alert tone="error">
      <p>{heading}</p>
      {errors.length > 0 && (
        <ul className="dialog-error-list">
          {errors.map((error) => (
            <li key={error.field}>{error.text}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
