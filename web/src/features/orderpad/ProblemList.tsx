import { ORDER_PAD_MESSAGES } from '@mro/rules/orderpad';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';

/** 'Please review the following errors:' with one error per line; the buyer may dismiss it. */
export function ProblemList({ problems, onDismiss }: { problems: readonly string[]; onDismiss: () => void }) {
  if (problems.length === 0) return null;
  return (
    <Alert tone="error">
      <p>
        <strong>{ORDER_PAD_MESSAGES.reviewErrors}</strong>
      </p>
      <ul>
        {problems.slice(0, 200).map((problem, index) => (
          <li key={index}>{problem}</li>
        ))}
      </ul>
      {problems.length > 200 && <p>and {problems.length - 200} more.</p>}
      <Button variant="link" onPress={onDismiss}>
        Dismiss
      </Button>
    </Alert>
  );
}
