import { useState } from 'react';
import { SCAN_MESSAGES } from '@mro/rules/scans';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { DeleteScanDocument, ScansDocument } from './Scans.generated';

/** Delete of an archived scan never ordered, from the Archived list, after a confirmation. */
export function DeleteScan({ id }: { id: string }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useMutationWithErrors(DeleteScanDocument, (data) => data.deleteScan, {
    failed: SCAN_MESSAGES.deleteFailed,
    notify: SCAN_MESSAGES.deleted,
    refetchQueries: [ScansDocument],
  });

  return (
    <>
      <Button variant="link" onPress={() => setConfirming(true)} aria-label={`Delete scan ${id}`}>
        Delete
      </Button>
      <Modal
        title={`Delete scan ${id}`}
        role="alertdialog"
        isOpen={confirming}
        isDismissable
        onOpenChange={(open) => !open && setConfirming(false)}
      >
        <p>{SCAN_MESSAGES.deleteConfirm}</p>
        {remove.failure && <p className="text-danger">{remove.failure}</p>}
        <div className="form-actions">
          <Button
            isDisabled={remove.loading}
            onPress={() =>
              void remove.run({ variables: { input: { id } } }).then((outcome) => {
                if (outcome.ok) setConfirming(false);
              })
            }
          >
            Delete Scan
          </Button>
          <Button variant="link" onPress={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      </Modal>
    </>
  );
}
