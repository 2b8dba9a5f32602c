import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SCAN_MESSAGES } from '@mro/rules/scans';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { randomSessionId } from '../../lib/checkoutProgress';
import { useMutationWithErrors, type SharedAlert } from '../../lib/useMutationWithErrors';
import {
  ArchiveScanDocument,
  MergeScanIntoCartDocument,
  ReactivateScanDocument,
  ReleaseScanDocument,
  ScanCartCountDocument,
  type ScanDetailFragment,
} from './ScanDetail.generated';
import { SCAN_LIST_PATH, scanPath } from './scanStatus';

const fieldOf = (field: string) => field;

/**
 * Release, merge, archive (active scans) and reactivate (archived ones). `save` stores the buyer's
 * unsaved changes first and answers false when they were refused.
 */
export function ScanActions({
  scan,
  save,
  sharedAlert,
  busy,
  onFieldErrors,
}: {
  scan: ScanDetailFragment;
  save: () => Promise<boolean>;
  sharedAlert: SharedAlert;
  busy: boolean;
  onFieldErrors: (errors: Readonly<Record<string, string>>) => void;
}) {
  const navigate = useNavigate();
  const client = useApolloClient();
  // One key per release of this scan on this page: a retry after a lost answer never orders twice.
  const [releaseKey] = useState(() => randomSessionId());
  const [confirmMerge, setConfirmMerge] = useState(false);
  const common = { failed: SCAN_MESSAGES.detailsFailed, sharedAlert, fieldOf };
  const release = useMutationWithErrors(ReleaseScanDocument, (data) => data.releaseScan, {
    ...common,
    notify: (payload) => SCAN_MESSAGES.released(payload.orderNumbers),
  });
  const merge = useMutationWithErrors(MergeScanIntoCartDocument, (data) => data.mergeScanIntoCart, {
    ...common,
    notify: (payload) => SCAN_MESSAGES.merged(payload.addedCount),
  });
  const archive = useMutationWithErrors(ArchiveScanDocument, (data) => data.archiveScan, {
    ...common,
    notify: SCAN_MESSAGES.archived,
  });
  const reactivate = useMutationWithErrors(ReactivateScanDocument, (data) => data.reactivateScan, {
    ...common,
    failed: SCAN_MESSAGES.reactivateFailed,
    notify: SCAN_MESSAGES.reactivated,
  });
  const working = busy || release.loading || merge.loading || archive.loading || reactivate.loading;

  async function onRelease() {
    if (!(await save())) return;
    const outcome = await release.run({ variables: { input: { id: scan.id, idempotencyKey: releaseKey } } });
    onFieldErrors({});
    // The list reads the scans again when it opens (cache-and-network): nothing to refetch here.
    if (outcome.ok) void navigate(SCAN_LIST_PATH);
    else if (outcome.payload) {
      onFieldErrors(
        Object.fromEntries(outcome.payload.userErrors.filter((e) => e.field).map((e) => [e.field!, e.message])),
      );
    }
  }

  async function onMerge(confirmed: boolean) {
    if (!(await save())) return;
    if (!confirmed) {
      const cart = await client.query({ query: ScanCartCountDocument, fetchPolicy: 'network-only' });
      if ((cart.data?.cart?.lineCount ?? 0) > 0) {
        setConfirmMerge(true);
        return;
      }
    }
    setConfirmMerge(false);
    const outcome = await merge.run({ variables: { input: { id: scan.id } } });
    if (outcome.ok) void navigate('/cart');
  }

  if (!scan.ownCustomer) return null;
  if (scan.status === 'ARCHIVED')
    return (
      <div className="form-actions">
        <Button
          isDisabled={working || scan.itemCount === 0}
          onPress={() =>
            void reactivate.run({ variables: { input: { id: scan.id } } }).then((outcome) => {
              if (outcome.ok) void navigate(scanPath(scan.id, 'ACTIVE'), { replace: true });
            })
          }
        >
          Reactivate Scan
        </Button>
      </div>
    );
  return (
    <>
      <div className="form-actions">
        <Button isDisabled={working} onPress={() => void onRelease()}>
          Release as Order
        </Button>
        <Button variant="secondary" isDisabled={working} onPress={() => void onMerge(false)}>
          Merge into Cart
        </Button>
        <Button
          variant="secondary"
          isDisabled={working}
          onPress={() =>
            void archive.run({ variables: { input: { id: scan.id } } }).then((outcome) => {
              if (outcome.ok) void navigate(SCAN_LIST_PATH);
            })
          }
        >
          Archive Scan
        </Button>
      </div>
      <Modal
        title="Merge into Cart"
        role="alertdialog"
        isOpen={confirmMerge}
        isDismissable
        onOpenChange={(open) => !open && setConfirmMerge(false)}
      >
        <p>{SCAN_MESSAGES.mergeConfirm}</p>
        <div className="form-actions">
          <Button isDisabled={working} onPress={() => void onMerge(true)}>
            Merge into Cart
          </Button>
          <Button variant="link" onPress={() => setConfirmMerge(false)}>
            Cancel
          </Button>
        </div>
      </Modal>
    </>
  );
}
