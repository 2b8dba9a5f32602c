import { ApprovalAlert } from '../features/approvals';
import { useNewestWaitingRequest } from '../features/notifications';

/**
 * The approval alert on the header's notification poll (issue 33 item 5): the two features meet here,
 * and the poll's answers re-render this slot only, not the layout.
 */
export function ApprovalAlertSlot() {
  return <ApprovalAlert waiting={useNewestWaitingRequest()} />;
}
