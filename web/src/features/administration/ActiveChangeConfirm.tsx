import { ConfirmDialog } from '../../lib/forms/ConfirmDialog';

/** A state change a confirmation may send (a `useMutationWithErrors` of an `{ id }` input). */
type ActiveChange = {
  run: (options: { variables: { input: { id: string } } }) => Promise<{ ok: boolean }>;
  loading: boolean;
  failure: string | null;
};

/**
 * Asks before a user or a department is deactivated or reactivated (account-admin-calls §4), as an
 * alert dialog titled "<Verb> <noun>"; sends `deactivate` or `reactivate` for `id` as it is active or
 * not, and closes with `true` once the change is made.
 */
export function ActiveChangeConfirm({
  noun,
  id,
  active,
  question,
  deactivate,
  reactivate,
  onClose,
}: {
  noun: 'User' | 'Department';
  id: string;
  /** Whether it is active now: the dialog deactivates it, else reactivates it. */
  active: boolean;
  question: string;
  deactivate: ActiveChange;
  reactivate: ActiveChange;
  onClose: (changed: boolean) => void;
}) {
  const verb = active ? 'Deactivate' : 'Reactivate';
  const change = active ? deactivate : reactivate;
  const confirm = async () => {
    if ((await change.run({ variables: { input: { id } } })).ok) onClose(true);
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
