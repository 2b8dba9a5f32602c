import { cleanup, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApprovalAlertViewerDocument } from '../features/approvals/CartRequests.generated';
import { NotificationBell } from '../features/notifications';
import { NotificationBellDocument } from '../features/notifications/Notifications.generated';
import { api } from '../testing/api';
import { bellPageOf, notificationOf } from '../testing/factories/notifications';
import { renderRoute } from '../testing/renderRoute';
import { server } from '../testing/server';
import { ApprovalAlertSlot } from './ApprovalAlertSlot';

// The spec's text (account-admin-calls §9).
const ALERT = 'Attention: You have a cart request waiting for approval.';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('the header’s one poll', () => {
  it('feeds the bell and the approval alert: one notifications request every 10 s, none of the alert’s own', async () => {
    const asked: string[] = [];
    server.use(
      api.query(ApprovalAlertViewerDocument, () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            viewer: { __typename: 'Viewer', id: 'u1', isSupervisor: true, roles: ['USER'], sessionMode: 'STANDARD' },
          },
        }),
      ),
      api.query(NotificationBellDocument, () => {
        asked.push('notifications');
        const waiting = notificationOf({ id: '12', kind: 'REQUEST_WAITING', actor: 'Bianca Buyer', comment: null });
        return HttpResponse.json({
          data: { __typename: 'Query', notifications: bellPageOf([waiting]) },
        });
      }),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderRoute(
      <>
        <NotificationBell />
        <ApprovalAlertSlot />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(screen.queryByText(ALERT)).toBeNull();
    // The spec's first look is 10 s after start: the poll's answer then shows the alert.
    for (let i = 0; i < 11 && asked.length < 2; i += 1) await vi.advanceTimersByTimeAsync(1_000);
    expect(await screen.findByText(ALERT)).toBeInTheDocument();
    expect(asked).toHaveLength(2);
  });
  it('shows the alert for a waiting request that five newer events pushed off the bell’s page', async () => {
    server.use(
      api.query(ApprovalAlertViewerDocument, () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            viewer: { __typename: 'Viewer', id: 'u1', isSupervisor: true, roles: ['USER'], sessionMode: 'STANDARD' },
          },
        }),
      ),
      api.query(NotificationBellDocument, () => {
        const newer = ['8', '7', '6', '5', '4'].map((id) => notificationOf({ id, kind: 'ORDER_SHIPPED' }));
        const page = bellPageOf(newer, { newestUnreadWaiting: { __typename: 'Notification', id: '3' } });
        return HttpResponse.json({ data: { __typename: 'Query', notifications: page } });
      }),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderRoute(
      <>
        <NotificationBell />
        <ApprovalAlertSlot />
      </>,
    );
    for (let i = 0; i < 22 && !screen.queryByText(ALERT); i += 1) await vi.advanceTimersByTimeAsync(1_000);
    expect(await screen.findByText(ALERT)).toBeInTheDocument();
  });
});
