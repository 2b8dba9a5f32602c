import { HttpError, reply } from '../http/router.ts';
import { objectBody, type App, type Route } from '../app.ts';

/** The marketing lists the sandbox keeps: the newsletter (docs/spec/storefront.md §7: list id 75798). */
const LISTS = new Set([75798]);
const MAX_EMAIL = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const subscribers = new WeakMap<App, Map<number, Set<string>>>();
const listOf = (app: App, id: number): Set<string> => {
  let lists = subscribers.get(app);
  if (!lists) subscribers.set(app, (lists = new Map<number, Set<string>>()));
  let list = lists.get(id);
  if (!list) lists.set(id, (list = new Set<string>()));
  return list;
};

/** Newsletter sign-up, public like the contact form: 201 for a new subscriber, 200 for one already on the list. */
export function newsletterRoutes(app: App): Route[] {
  return [
    {
      method: 'POST',
      template: '/newsletter/subscribe',
      auth: false,
      handler: (ctx) => {
        const body = objectBody(ctx);
        const listId = body.list_id;
        if (typeof listId !== 'number' || !LISTS.has(listId)) throw new HttpError(404, 'No such mailing list.');
        const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
        if (email.length > MAX_EMAIL || !EMAIL.test(email)) throw new HttpError(400, 'email: an e-mail address.');
        const list = listOf(app, listId);
        const known = list.has(email);
        list.add(email);
        return reply(known ? 200 : 201, { list_id: listId, email, subscribed: true });
      },
    },
  ];
}
