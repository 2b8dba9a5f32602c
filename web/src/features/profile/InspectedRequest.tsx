import { useQuery } from '@apollo/client/react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import { formatDate } from '../../lib/format';
import { ProfileUpdateRequestDocument } from './ProfileRequests.generated';

const STATUS_LABEL = { PENDING: 'Pending', APPROVED: 'Approved', REJECTED: 'Rejected' } as const;

/** The request of `?s=` (GET /customer-defined-fields/request/{id}), whichever page of the list it is on. */
export function InspectedRequest({
  id,
  resolving,
  onDecide,
}: {
  id: string;
  resolving: boolean;
  onDecide: (id: string, decision: 'APPROVE' | 'REJECT') => void;
}) {
  const { data, loading } = useQuery(ProfileUpdateRequestDocument, { variables: { id } });
  if (loading && !data) return <Spinner label="Loading the request…" />;
  const request = data?.profileUpdateRequest;
  if (!request) return <Alert tone="error">Request {id} was not found among yours.</Alert>;
  return (
    <Card title={`Request ${request.id}`}>
      <dl>
        {[
          ['User', `${request.userName} (${request.userEmail})`],
          ['Field', request.cdfName],
          ['Value', request.cdfValue],
          ['Created', formatDate(request.created)],
          ['Status', STATUS_LABEL[request.status]],
        ].map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {request.canResolve && (
        <span className="row-actions">
          <Button isDisabled={resolving} onPress={() => onDecide(request.id, 'APPROVE')}>
            Approve
          </Button>
          <Button variant="secondary" isDisabled={resolving} onPress={() => onDecide(request.id, 'REJECT')}>
            Reject
          </Button>
        </span>
      )}
    </Card>
  );
}
