import { ConfirmDialog } from '../../lib/forms/ConfirmDialog';

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
    <ConfirmDialog
      title={`${verb} ${noun}`}
      label={verb}
      failure={change.failure}
      isBusy={change.loading}
      onConfirm={confirm}
      onClose={() => onClose(false)}
    >
      {question}
    </ConfirmDialog>
  );
}
