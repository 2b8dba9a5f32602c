// GET /notifications and POST /notifications/read (extension; see openapi.yaml): the caller's own
// events only, whoever asks.
import { HttpError, reply } from '../http/router.ts';
import { currentUser, objectBody, type App, type Route } from '../app.ts';
import { eventsOf, NOTIFICATIONS_KEPT } from './store.ts';

const IDS_MAX = 100;
const KINDS: readonly string[] = [
  'request_approved',
  'request_rejected',
  'request_waiting',
  'quote_ready',
  'order_shipped',
];

const whole = (raw: string | null, fallback: number, max: number, name: string): number => {
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max)
    throw new HttpError(400, `${name} must be a whole number from 0 to ${max}.`);
  return value;
};

const unreadOf = (events: { read: boolean }[]) => events.filter((e) => !e.read).length;

export function notificationsRoutes(app: App): Route[] {
  return [
    {
      method: 'GET',
      template: '/notifications',
      handler: (ctx) => {
        const events = eventsOf(app, currentUser(ctx).id);
        const offset = whole(ctx.query.get('offset'), 0, Number.MAX_SAFE_INTEGER, 'offset');
        const limit = whole(ctx.query.get('limit'), 20, NOTIFICATIONS_KEPT, 'limit');
        const onlyUnread = ctx.query.get('unread') === 'true';
        const kind = ctx.query.get('kind');
        if (kind !== null && !KINDS.includes(kind))
          throw new HttpError(400, `kind must be one of ${KINDS.join(', ')}.`);
        const chosen = events.filter((e) => (!onlyUnread || !e.read) && (kind === null || e.kind === kind)).reverse();
        return { notifications: chosen.slice(offset, offset + limit), total: chosen.length, unread: unreadOf(events) };
      },
    },
    {
      method: 'POST',
      template: '/notifications/read',
      handler: (ctx) => {
        const events = eventsOf(app, currentUser(ctx).id);
        const ids = objectBody(ctx).ids;
        if (ids === undefined || ids === null) {
          for (const event of events) event.read = true;
          return reply(200, { unread: 0 });
        }
        if (!Array.isArray(ids) || ids.length > IDS_MAX || ids.some((id) => typeof id !== 'string'))
          throw new HttpError(400, `ids must be a list of at most ${IDS_MAX} event ids.`);
        const chosen = events.filter((e) => ids.includes(e.id));
        if (chosen.length !== new Set(ids).size) throw new HttpError(404, 'Notification not found.');
        for (const event of chosen) event.read = true;
        return reply(200, { unread: unreadOf(events) });
      },
    },
  ];
}
