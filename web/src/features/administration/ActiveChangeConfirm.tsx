import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

/** The state change a confirmation sends: its run, whether it is under way and its failure. */
export type ActiveChange = {
  run: () => Promise<{ ok: boolean }>;
  loading: boolean;
  failure: string | null;
};

/**
 * Asks before a user or a department is deactivated or reactivated (account-admin-calls §4), as an
 * alert dialog titled "<Verb> <noun>"; closes with `true` once the change is made.
 */
export function ActiveChangeConfirm({
  noun,
  active,
  question,
  change,
  onClose,
}: {
  noun: 'User' | 'Department';
  /** Whether it is active now: the dialog deactivates it, else reactivates it. */
  active: boolean;
  question: string;
  change: ActiveChange;
  onClose: (changed: boolean) => void;
}) {
  const verb = active ? 'Deactivate' : 'Reactivate';
  const confirm = async () => {
    if ((await change.run()).ok) onClose(true);
  };
  return (
    <Modal
      title={`${verb} ${noun}`}
      role="alertdialog"
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose(false)}
    >
      <p>{question}</p>
      {change.failure && <Alert tone="error">{change.failure}</Alert>}
      <div className="form-actions">
        <Button isDisabled={change.loading} onPress={() => void confirm()}>
          {verb}
        </Button>
        <Button variant="link" onPress={() => onClose(false)}>
          Cancel
        </Button>
      </div>
    </Modal>
  );
}
