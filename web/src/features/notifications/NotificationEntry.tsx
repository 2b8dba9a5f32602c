import { notificationText } from '@mro/rules/notifications';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import type { NotificationFieldsFragment } from './Notifications.generated';
import { notificationPath } from './links';

/**
 * One event: what happened as a link to what it is about (following it marks it read), the
 * approver's comment, the shipment's tracking link, and when.
 */
export function NotificationEntry({
  notification: n,
  onFollow,
}: {
  notification: NotificationFieldsFragment;
  onFollow: (n: NotificationFieldsFragment) => void;
}) {
  return (
    <article className={`notification${n.read ? '' : ' is-unread'}`}>
      <p className="notification-text">
        {!n.read && <span className="visually-hidden">Unread: </span>}
        <Link to={notificationPath(n)} onClick={() => onFollow(n)}>
          {notificationText(n)}
        </Link>
      </p>
      {n.comment && <blockquote className="notification-comment">“{n.comment}”</blockquote>}
      {n.trackingUrl && (
        <p className="notification-tracking">
          <a href={n.trackingUrl} target="_blank" rel="noreferrer">
            Track the shipment{n.carrier ? ` (${n.carrier})` : ''}
          </a>
        </p>
      )}
      <p className="notification-date">{formatDate(n.createdOn)}</p>
    </article>
  );
}
