import { HttpResponse } from 'msw';
import { NotificationBellDocument } from '../../features/notifications/Notifications.generated';
import { api } from '../api';
import { bellPageOf } from '../factories/notifications';

// The header's bell asks for the viewer's notifications on every page: none unless a test says so.
export const notificationHandlers = [
  api.query(NotificationBellDocument, () =>
    HttpResponse.json({ data: { __typename: 'Query', notifications: bellPageOf([]) } }),
  ),
];
