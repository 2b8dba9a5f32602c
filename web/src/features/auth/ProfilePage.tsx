import { useQuery } from '@apollo/client/react';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import { friendlyError } from '../../lib/apolloErrors';
import { messages } from '../../lib/messages';
import { usePageTitle } from '../../lib/usePageTitle';
import { ProfileDocument } from './Profile.generated';

/** My Account: who the user is and which customer they buy for (the landing page after login). */
export function ProfilePage() {
  usePageTitle('My Account');
  const { data, loading, error } = useQuery(ProfileDocument, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <Spinner />;
  const viewer = data?.viewer;
  if (!viewer) return <Alert tone="error">{friendlyError(error, messages.unexpectedError)}</Alert>;
  const phone = viewer.phone
    ? `${viewer.phone}${viewer.phoneExtension ? ` ext. ${viewer.phoneExtension}` : ''}`
    : 'Not given';
  return (
    <>
      <h1>My Account</h1>
      <div className="grid grid-2">
        <Card title="Profile">
          <dl className="details">
            <dt>Name</dt>
            <dd>{viewer.name}</dd>
            <dt>E-mail</dt>
            <dd>{viewer.username}</dd>
            <dt>Phone</dt>
            <dd>{phone}</dd>
            <dt>Customer</dt>
            <dd>
              {viewer.customerName} ({viewer.customerNumber})
            </dd>
          </dl>
        </Card>
        <Card title="Orders">
          <p>
            <Link to="/my-account/orders">My Orders</Link>
          </p>
        </Card>
      </div>
    </>
  );
}
