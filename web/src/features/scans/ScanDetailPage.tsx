import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { SCAN_MESSAGES } from '@mro/rules/scans';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import { useNotify } from '../../ui/Toast';
import { AddressBlock } from '../../lib/AddressBlock';
import { errorCodes } from '../../lib/apolloErrors';
import { formatDate } from '../../lib/format';
import { useMutationWithErrors, useSharedAlert } from '../../lib/useMutationWithErrors';
import { usePageTitle } from '../../lib/usePageTitle';
import {
  RemoveScanItemDocument,
  ScanDocument,
  UpdateScanDocument,
  type ScanDetailFragment,
} from './ScanDetail.generated';
import { ScanActions } from './ScanActions';
import { SwitchPrompt } from './SwitchPrompt';
import { ScanFields } from './ScanFields';
import { ScanItems } from './ScanItems';
import { SCAN_LIST_PATH, STATUS_PARAM, scanStatusLabel, statusFromParam } from './scanStatus';
import { useScanDraft } from './useScanDraft';
import './scans.css';

/** The field an update's user error belongs to, as the page names them. */
const updateField = (field: string) =>
  field === 'purchaseOrderNumber' ? 'poNumber' : field.startsWith('quantities.') ? null : field;

/** A scan (cart-checkout-orders §2): its items and order details, to release, merge, archive or reactivate. */
export function ScanDetailPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const status = params.get('status') === null ? null : statusFromParam(params.get('status'));
  usePageTitle(`Scan ${id}`);
  const notify = useNotify();
  const { data, loading, error } = useQuery(ScanDocument, { variables: { id, status } });
  const failedToLoad = !loading && !data?.scan && !errorCodes(error).includes('FORBIDDEN');
  // The spec returns the buyer to the list when a scan cannot be shown.
  useEffect(() => {
    if (failedToLoad) notify(SCAN_MESSAGES.detailsFailed, 'error');
  }, [failedToLoad, notify]);

  if (loading && !data) return <Spinner label="Loading scan…" />;
  if (errorCodes(error).includes('FORBIDDEN'))
    return (
      <>
        <h1>Scan {id}</h1>
        <Alert tone="error">{SCAN_MESSAGES.otherCustomer}</Alert>
        <Link to={SCAN_LIST_PATH}>Back to Scan To Web</Link>
      </>
    );
  if (!data?.scan) return <Navigate to={SCAN_LIST_PATH} replace />;
  return <ScanView key={data.scan.id} scan={data.scan} canSwitch={data.viewer?.canSwitchCustomer ?? false} />;
}

function ScanView({ scan, canSwitch }: { scan: ScanDetailFragment; canSwitch: boolean }) {
  const draft = useScanDraft(scan);
  const sharedAlert = useSharedAlert();
  const [releaseErrors, setReleaseErrors] = useState<Readonly<Record<string, string>>>({});
  const update = useMutationWithErrors(UpdateScanDocument, (data) => data.updateScan, {
    failed: SCAN_MESSAGES.detailsFailed,
    sharedAlert,
    fieldOf: updateField,
    notify: SCAN_MESSAGES.updated,
  });
  const remove = useMutationWithErrors(RemoveScanItemDocument, (data) => data.removeScanItem, {
    failed: SCAN_MESSAGES.removeFailed,
    sharedAlert,
    notify: SCAN_MESSAGES.itemRemoved,
  });
  const editable = scan.ownCustomer && scan.status === 'ACTIVE';
  const busy = update.loading || remove.loading;

  /** Saves unsaved changes; true when there were none or they were stored. */
  async function save(): Promise<boolean> {
    if (!draft.dirty) return true;
    const input = draft.input();
    if (!input) return false;
    const outcome = await update.run({ variables: { input } });
    if (outcome.ok) draft.saved();
    return outcome.ok;
  }

  return (
    <>
      <h1>Scan {scan.id}</h1>
      <p>
        <Link to={`${SCAN_LIST_PATH}?status=${STATUS_PARAM[scan.status]}`}>
          Back to {scan.status === 'ACTIVE' ? 'current' : 'archived'} scans
        </Link>
      </p>
      {!scan.ownCustomer && <SwitchPrompt customerNumber={scan.customerNumber} canSwitch={canSwitch} />}
      <div className="scan-summary">
        <dl className="scan-facts">
          <dt>Status</dt>
          <dd>{scanStatusLabel(scan)}</dd>
          {scan.orderNumbers.length > 0 && (
            <>
              <dt>Orders</dt>
              <dd>{scan.orderNumbers.join(', ')}</dd>
            </>
          )}
          <dt>Created</dt>
          <dd>{formatDate(scan.createdOn)}</dd>
          <dt>Initiator</dt>
          <dd>
            {scan.initiator} <span className="muted">{scan.initiatorEmail}</span>
          </dd>
          <dt>Receiver</dt>
          <dd>
            {scan.receiver} <span className="muted">{scan.receiverEmail}</span>
          </dd>
          <dt>Items</dt>
          <dd>{scan.itemCount}</dd>
          <dt>Total</dt>
          <dd>{scan.total.display}</dd>
        </dl>
        <section aria-label="Ship to">
          <h2>Ship To</h2>
          <p className="muted">Ship-to {scan.shipToId}</p>
          <AddressBlock address={scan.shippingAddress} />
        </section>
      </div>
      {sharedAlert[0].length > 0 && <Alert tone="error">{sharedAlert[0][0]}</Alert>}
      <ScanFields
        scan={scan}
        draft={draft}
        editable={editable}
        fieldErrors={{ ...releaseErrors, ...update.fieldErrors }}
      />
      <h2>Items</h2>
      <ScanItems
        scan={scan}
        draft={draft}
        editable={editable}
        busy={busy}
        onRemove={(erp) => void remove.run({ variables: { input: { id: scan.id, erp } } })}
      />
      {editable && (
        <div className="form-actions">
          <Button variant="secondary" isDisabled={busy || !draft.dirty} onPress={() => void save()}>
            Save Changes
          </Button>
        </div>
      )}
      <ScanActions scan={scan} save={save} sharedAlert={sharedAlert} busy={busy} onFieldErrors={setReleaseErrors} />
    </>
  );
}
