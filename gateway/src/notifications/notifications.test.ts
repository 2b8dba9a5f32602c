// Notifications over the typed fake ERP: paging, the mapping, the refusals before the ERP is asked and
// the ERP's 404 for an id that is not the viewer's, the cache of the bell's poll and what forgets it. Whose
// events the ERP answers: the sandbox's test.
import { describe, expect, it, vi } from 'vitest';
import { erpError } from '../testing/fake-erp.ts';
import { principalOf, unitGateway } from '../testing/unit.ts';
import type { ErpNotification } from '../erp/types.ts';
import { erpCartRequest } from '../testing/erp-answers/approvals.ts';
import { erpCartLines, erpShopper } from '../testing/erp-answers/cart.ts';

const rejected: ErpNotification = {
  id: '7',
  kind: 'request_rejected',
  created_on: '2026-11-27T10:00:00Z',
  read: false,
  request_id: '12',
  order_number: null,
  actor: 'Alan Approver',
  comment: 'Split it in two.',
  carrier: null,
  tracking_url: null,
};

const LIST = `query N($input: NotificationsInput) { notifications(input: $input) {
  totalCount page pageSize unreadCount nodes { id kind createdOn read requestId orderNumber actor comment trackingUrl } } }`;
const REJECT = `mutation R($input: RejectCartRequestInput!) { rejectCartRequest(input: $input) {
  request { id } userErrors { message code } } }`;
const MARK = `mutation M($input: MarkNotificationsReadInput!) { markNotificationsRead(input: $input) {
  unreadCount userErrors { field message code } } }`;

describe('notifications', () => {
  it('asks the ERP for one page and maps the events', async () => {
    const gateway = await unitGateway({
      'GET /notifications': () => ({ notifications: [rejected], total: 12, unread: 3 }),
    });
    const { data } = await gateway.run(LIST, { input: { page: 3, pageSize: 5, unreadOnly: true } });
    expect(data).toEqual({
      notifications: {
        totalCount: 12,
        page: 3,
        pageSize: 5,
        unreadCount: 3,
        nodes: [
          {
            id: '7',
            kind: 'REQUEST_REJECTED',
            createdOn: '2026-11-27T10:00:00Z',
            read: false,
            requestId: '12',
            orderNumber: null,
            actor: 'Alan Approver',
            comment: 'Split it in two.',
            trackingUrl: null,
          },
        ],
      },
    });
    expect(gateway.callsTo('GET /notifications')[0]?.query).toEqual({ offset: 10, limit: 5, unread: true });
  });

  it('clamps the page size and refuses a guest before the ERP is asked', async () => {
    const gateway = await unitGateway({ 'GET /notifications': () => ({ notifications: [], total: 0, unread: 0 }) });
    await gateway.run(LIST, { input: { pageSize: 500 } });
    expect(gateway.callsTo('GET /notifications')[0]?.query).toEqual({ offset: 0, limit: 50 });
    const guest = await gateway.as(null);
    const { errors } = await guest.run(LIST);
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(gateway.callsTo('GET /notifications')).toHaveLength(1);
  });

  it('marks the listed ones or all, and an id that is not the viewer’s reads as missing', async () => {
    const gateway = await unitGateway({
      'POST /notifications/read': ({ body }) => {
        if ((body as { ids?: string[] }).ids?.includes('99')) throw erpError(404, 'Notification not found.');
        return { unread: 2 };
      },
    });
    expect((await gateway.run(MARK, { input: { ids: ['7', '7'] } })).data).toEqual({
      markNotificationsRead: { unreadCount: 2, userErrors: [] },
    });
    expect((await gateway.run(MARK, { input: {} })).data?.markNotificationsRead).toEqual({
      unreadCount: 2,
      userErrors: [],
    });
    expect(gateway.callsTo('POST /notifications/read').map((call) => call.body)).toEqual([{ ids: ['7'] }, {}]);
    expect((await gateway.run(MARK, { input: { ids: ['99'] } })).data?.markNotificationsRead).toEqual({
      unreadCount: null,
      userErrors: [{ field: 'ids', message: 'Notification not found.', code: 'NOT_FOUND' }],
    });
    const tooMany = await gateway.run(MARK, { input: { ids: Array.from({ length: 101 }, (_, i) => String(i)) } });
    expect(tooMany.data?.markNotificationsRead).toEqual({
      unreadCount: null,
      userErrors: [{ field: 'ids', message: 'Mark at most 100 notifications at a time.', code: 'INVALID_INPUT' }],
    });
    expect(gateway.callsTo('POST /notifications/read')).toHaveLength(3);
  });

  it('answers the bell’s polls from the cache until the viewer marks events read', async () => {
    let unread = 3;
    const gateway = await unitGateway({
      'GET /notifications': () => ({ notifications: [rejected], total: 1, unread }),
      'POST /notifications/read': () => ({ unread: (unread = 0) }),
    });
    const bell = { input: { page: 1, pageSize: 5 } };
    type Page = { notifications: { unreadCount: number } };
    await gateway.run(LIST, bell);
    const { data } = await gateway.run<Page>(LIST, bell);
    expect(data?.notifications.unreadCount).toBe(3);
    expect(gateway.callsTo('GET /notifications')).toHaveLength(1);
    // Another user's poll is theirs: not answered from this viewer's cache.
    await (await gateway.as(principalOf({ userId: 99 }))).run(LIST, bell);
    expect(gateway.callsTo('GET /notifications')).toHaveLength(2);
    await gateway.run(MARK, { input: {} });
    const after = await gateway.run<Page>(LIST, bell);
    expect(after.data?.notifications.unreadCount).toBe(0);
    expect(gateway.callsTo('GET /notifications')).toHaveLength(3);
    // A later page is not cached.
    await gateway.run(LIST, { input: { page: 2, pageSize: 5 } });
    await gateway.run(LIST, { input: { page: 2, pageSize: 5 } });
    expect(gateway.callsTo('GET /notifications')).toHaveLength(5);
  });

  it('forgets the initiator’s cached page when an approver rejects their request', async () => {
    const request = erpCartRequest('5001', erpCartLines(1, { quantity: 100, price: 26 }));
    const buyer = await unitGateway({
      'GET /notifications': () => ({ notifications: [], total: 0, unread: 0 }),
      'GET /user/{id}': ({ path }) =>
        erpShopper(path.endsWith('/2') ? { id: 2, username: 'approver@acme.example', is_supervisor: true } : {}),
      'GET /cart-request/{id}': () => request,
      'POST /authcart/{id}/reject': () => ({ ...request, status: 'reject', in_approval: false }),
    });
    const approver = await buyer.as(principalOf({ userId: 2, username: 'approver@acme.example' }));
    const bell = { input: { page: 1, pageSize: 5 } };
    await buyer.run(LIST, bell);
    await buyer.run(LIST, bell);
    expect(buyer.callsTo('GET /notifications')).toHaveLength(1);
    const rejected = await approver.run<{ rejectCartRequest: { userErrors: unknown[] } }>(REJECT, {
      input: { id: '5001', comment: 'Split it in two.' },
    });
    expect(rejected.data?.rejectCartRequest.userErrors).toEqual([]);
    await buyer.run(LIST, bell);
    expect(buyer.callsTo('GET /notifications')).toHaveLength(2);
  });

  it('does not let a poll that asked the ERP before a mark-read put the older page back', async () => {
    let unread = 3;
    let answerFirst = (): void => undefined;
    const gateway = await unitGateway({
      'GET /notifications': async () => {
        const now = unread;
        if (gateway.callsTo('GET /notifications').length === 1) await new Promise<void>((r) => (answerFirst = r));
        return { notifications: [rejected], total: 1, unread: now };
      },
      'POST /notifications/read': () => ({ unread: (unread = 0) }),
    });
    const bell = { input: { page: 1, pageSize: 5 } };
    type Page = { notifications: { unreadCount: number } };
    const early = gateway.run<Page>(LIST, bell);
    await vi.waitFor(() => expect(gateway.callsTo('GET /notifications')).toHaveLength(1));
    await gateway.run(MARK, { input: {} });
    answerFirst();
    expect((await early).data?.notifications.unreadCount).toBe(3);
    // The early answer was written under the generation before the mark: the next poll asks the ERP.
    const next = await gateway.run<Page>(LIST, bell);
    expect(next.data?.notifications.unreadCount).toBe(0);
    expect(gateway.callsTo('GET /notifications')).toHaveLength(2);
  });

  it('answers the newest unread waiting request however many newer events push it off the page', async () => {
    const waiting: ErpNotification = {
      ...rejected,
      id: '3',
      kind: 'request_waiting',
      actor: 'Bianca Buyer',
      comment: null,
    };
    const newer = [8, 7, 6, 5, 4].map((id) => ({ ...rejected, id: String(id) }));
    const gateway = await unitGateway({
      'GET /notifications': ({ query }) =>
        query?.kind === 'request_waiting'
          ? { notifications: [waiting], total: 1, unread: 6 }
          : { notifications: newer, total: 6, unread: 6 },
    });
    const POLL = `query B($input: NotificationsInput) { notifications(input: $input) {
      nodes { id kind } newestUnreadWaiting { id kind actor } } }`;
    type Poll = { notifications: { nodes: { kind: string }[]; newestUnreadWaiting: unknown } };
    const { data } = await gateway.run<Poll>(POLL, { input: { page: 1, pageSize: 5 } });
    expect(data?.notifications.nodes.map((n) => n.kind)).not.toContain('REQUEST_WAITING');
    expect(data?.notifications.newestUnreadWaiting).toEqual({
      id: '3',
      kind: 'REQUEST_WAITING',
      actor: 'Bianca Buyer',
    });
    expect(gateway.callsTo('GET /notifications')[1]?.query).toEqual({
      offset: 0,
      limit: 1,
      unread: true,
      kind: 'request_waiting',
    });
    // Cached with the page for the poll's period, and forgotten with it.
    await gateway.run(POLL, { input: { page: 1, pageSize: 5 } });
    expect(gateway.callsTo('GET /notifications')).toHaveLength(2);
  });
});
