import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerQuery } from '../../testing/api';
import { pendingRequest } from '../../testing/handlers/approvals';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { ApprovalAlertViewerDocument, MyCartRequestsDocument } from './CartRequests.generated';
import { DecisionAlert } from './DecisionAlert';

const WAIT = { timeout: 20_000 };
const decided = (status: 'APPROVED' | 'REJECTED', comment: string | null, decidedOn = '2026-03-05T09:10:11') => ({
  __typename: 'ApprovalDecision' as const,
  status,
  approverName: 'Alan Approver',
  comment,
  decidedOn,
});

/** The buyer's requests as the gateway answers them, for viewer u1. */
const answer = (requests: ReturnType<typeof pendingRequest>[]) =>
  server.use(
    answerQuery(ApprovalAlertViewerDocument, {
      viewer: { __typename: 'Viewer', id: 'u1', isSupervisor: false, roles: ['USER'], sessionMode: 'STANDARD' },
    }),
    answerQuery(MyCartRequestsDocument, { myCartRequests: requests }),
  );

describe('the decision notice', () => {
  it('tells the buyer on the next page that a request was rejected, with the comment, until dismissed', async () => {
    answer([
      pendingRequest({ id: 'R7', decision: decided('REJECTED', 'Over budget this quarter.') }),
      pendingRequest({ id: 'R8' }),
    ]);
    renderRoute(<DecisionAlert />);
    const notice = await screen.findByText(/Your order request R7/, undefined, WAIT);
    expect(notice).toHaveTextContent('Your order request R7: Rejected by Alan Approver on');
    expect(notice).toHaveTextContent('Over budget this quarter.');
    expect(screen.queryByText(/Your order request R8/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Pending Orders' })).toHaveAttribute('href', '/my-account/requests');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText(/Your order request R7/)).not.toBeInTheDocument());

    // Another page: the dismissed decision stays dismissed; a new one shows.
    cleanup();
    answer([
      pendingRequest({ id: 'R7', decision: decided('REJECTED', 'Over budget this quarter.') }),
      pendingRequest({ id: 'R9', decision: decided('APPROVED', null, '2026-03-06T10:00:00') }),
    ]);
    renderRoute(<DecisionAlert />);
    expect(await screen.findByText(/Your order request R9/, undefined, WAIT)).toHaveTextContent(
      'Your order request R9: Approved by Alan Approver on',
    );
    expect(screen.queryByText(/Your order request R7/)).not.toBeInTheDocument();
  });
});
