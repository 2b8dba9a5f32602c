import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PROFILE_MESSAGES, PROFILE_REQUEST_PAGE_SIZE, PROFILE_REQUEST_PAGE_SIZES } from '@mro/rules/profile';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { PageSizeSelect } from '../../ui/FilterBar';
import { ListPager } from '../../ui/ListPager';
import { Spinner } from '../../ui/Spinner';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { EmailAddress } from '../../ui/EmailAddress';
import { friendlyError } from '../../lib/apolloErrors';
import { formatDate } from '../../lib/format';
import { useListControls } from '../../lib/useListControls';
import { usePageTitle } from '../../lib/usePageTitle';
import {
  ProfileUpdateRequestsDocument,
  ResolveProfileUpdateRequestDocument,
  type ProfileUpdateRequestRowFragment,
} from './ProfileRequests.generated';
import { InspectedRequest } from './InspectedRequest';
import './profile.css';

type Decision = 'APPROVE' | 'REJECT';
const STATUS_LABEL = { PENDING: 'Pending', APPROVED: 'Approved', REJECTED: 'Rejected' } as const;

const REQUEST_COLUMNS: DataColumn<ProfileUpdateRequestRowFragment>[] = [
  { header: 'User', rowHeader: true, cell: (request) => request.userName },
  { header: 'E-mail', cell: (request) => <EmailAddress address={request.userEmail} /> },
  { header: 'Field', cell: (request) => request.cdfName },
  { header: 'Value', cell: (request) => request.cdfValue },
  { header: 'Created', cell: (request) => formatDate(request.created) },
  { header: 'Status', cell: (request) => STATUS_LABEL[request.status] },
];

/**
 * Profile update requests (account-admin-calls §2.2, §2.4): the custom-field changes the viewer approves.
 * `?s=` marks the request to inspect; `?a=` approves and `?r=` rejects one (links in approval e-mails).
 */
export function ProfileRequestsPage() {
  usePageTitle('Profile Approvals');
  const [params, setParams] = useSearchParams();
  const { page, setPage, pageSize, setPageSize } = useListControls({ pageSize: PROFILE_REQUEST_PAGE_SIZE });
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { data, loading, error } = useQuery(ProfileUpdateRequestsDocument, {
    variables: { input: { page, pageSize } },
    fetchPolicy: 'cache-and-network',
  });
  const [resolve, { loading: resolving }] = useMutation(ResolveProfileUpdateRequestDocument, {
    refetchQueries: [ProfileUpdateRequestsDocument],
  });

  const decide = async (id: string, decision: Decision) => {
    setOutcome(null);
    try {
      const { data: answer } = await resolve({ variables: { input: { id, decision } } });
      const payload = answer?.resolveProfileUpdateRequest;
      if (!payload?.request || payload.userErrors.length) {
        setOutcome({ tone: 'error', text: PROFILE_MESSAGES.resolveFailed });
        return;
      }
      setOutcome({
        tone: 'success',
        text: `${decision === 'APPROVE' ? PROFILE_MESSAGES.approved : PROFILE_MESSAGES.rejected} ${payload.request.userName}: ${payload.request.cdfName} ${payload.request.cdfValue}`,
      });
    } catch {
      setOutcome({ tone: 'error', text: PROFILE_MESSAGES.resolveFailed });
    }
  };

  // ?a= and ?r= act once, then leave the address as the plain list (with the request marked).
  const acted = useRef(false);
  useEffect(() => {
    const id = params.get('a') ?? params.get('r');
    if (acted.current || !id) return;
    acted.current = true;
    const decision: Decision = params.has('a') ? 'APPROVE' : 'REJECT';
    setParams({ s: id }, { replace: true });
    void decide(id, decision);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once for the address the page opened with
  }, []);

  const requests = data?.profileUpdateRequests;
  const inspected = params.get('s');
  const actions = (request: ProfileUpdateRequestRowFragment) =>
    request.canResolve && (
      <span className="row-actions">
        <Button
          isDisabled={resolving}
          aria-label={`Approve ${request.cdfName} ${request.cdfValue} for ${request.userName}`}
          onPress={() => void decide(request.id, 'APPROVE')}
        >
          Approve
        </Button>
        <Button
          variant="secondary"
          isDisabled={resolving}
          aria-label={`Reject ${request.cdfName} ${request.cdfValue} for ${request.userName}`}
          onPress={() => void decide(request.id, 'REJECT')}
        >
          Reject
        </Button>
      </span>
    );

  return (
    <>
      <h1>Profile Approvals</h1>
      <p>Changes your colleagues made to profile fields that need your approval.</p>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      {inspected && <InspectedRequest id={inspected} resolving={resolving} onDecide={(id, d) => void decide(id, d)} />}
      {loading && !data ? (
        <Spinner label="Loading profile update requests…" />
      ) : error && !data ? (
        <Alert tone="error">{friendlyError(error, PROFILE_MESSAGES.requestsFailed)}</Alert>
      ) : !requests || requests.totalCount === 0 ? (
        <Alert tone="info">{PROFILE_MESSAGES.noRequests}</Alert>
      ) : (
        <>
          <p>
            {requests.pendingCount === 0
              ? PROFILE_MESSAGES.noRequests
              : `${requests.pendingCount} ${requests.pendingCount === 1 ? 'request waits' : 'requests wait'} for you.`}
          </p>
          <DataTable
            caption="Profile update requests"
            columns={[...REQUEST_COLUMNS, { header: 'Actions', cell: actions }]}
            rows={requests.nodes}
            rowKey={(request) => request.id}
            rowClass={(request) => (request.id === inspected ? 'row-inspected' : undefined)}
          />
          <div className="list-controls">
            <PageSizeSelect
              label="Requests per page"
              sizes={PROFILE_REQUEST_PAGE_SIZES}
              value={pageSize}
              onChange={setPageSize}
            />
            <ListPager list={requests} label="Profile update request pages" noun="requests" onPage={setPage} />
          </div>
        </>
      )}
    </>
  );
}
