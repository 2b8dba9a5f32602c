import { useQuery } from '@apollo/client/react';
import { NavLink } from 'react-router';
import { ApprovalAlertViewerDocument } from './CartRequests.generated';

/** 'Order Approvals' for admins and supervisors who are not in punch-out (account-admin-calls §6). */
export function OrderApprovalsNavLink() {
  const { data } = useQuery(ApprovalAlertViewerDocument);
  const viewer = data?.viewer;
  if (!viewer || viewer.sessionMode === 'PUNCH_OUT') return null;
  if (!(viewer.isSupervisor || viewer.roles.includes('ADMIN') || viewer.roles.includes('SUPER_ADMIN'))) return null;
  return (
    <li>
      <NavLink to="/administration/order-requests">Order Approvals</NavLink>
    </li>
  );
}
