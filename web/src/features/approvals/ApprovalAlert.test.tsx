import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerQuery } from '../../testing/api';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { APPROVAL_POLL_MS, ApprovalAlert } from './ApprovalAlert';
import { ApprovalAlertViewerDocument } from './CartRequests.generated';

// The spec's text (account-admin-calls §9, cart-checkout-orders §6).
const ALERT = 'Attention: You have a cart request waiting for approval.';

/**
 * The header's notification poll as the alert sees it (app/ApprovalAlertSlot.tsx): the newest unread
 * "waiting" notification's id, which a test moves on with `answer` (the poll answering again).
 */
const poll = { waiting: null as number | null, listeners: new Set<() => void>() };
const answer = (waiting: number) =>
  act(() => {
    poll.waiting = waiting;
    poll.listeners.forEach((listener) => listener());
  });
function Polled() {
  const waiting = useSyncExternalStore(
    (listener) => {
      poll.listeners.add(listener);
      return () => poll.listeners.delete(listener);
    },
    () => poll.waiting,
  );
  return <ApprovalAlert waiting={waiting} />;
}

/** The alert above every page for a viewer who is a supervisor or not. The clock is fake (it still runs). */
function renderAlert(isSupervisor: boolean, waiting: number | null) {
  poll.waiting = waiting;
  const asked = { viewer: 0 };
  server.use(
    answerQuery(ApprovalAlertViewerDocument, () => {
      asked.viewer += 1;
      return { viewer: { __typename: 'Viewer', id: 'u1', isSupervisor, roles: ['USER'], sessionMode: 'STANDARD' } };
    }),
  );
  vi.useFakeTimers({ shouldAdvanceTime: true });
  renderRoute(<Polled />, { path: '/my-account/orders' });
  return asked;
}

// Unmounted before the real clock is back.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  sessionStorage.clear();
});

const seconds = (n: number) => vi.advanceTimersByTimeAsync(n * 1_000);

describe('the approval alert', () => {
  it('tells a supervisor a request waits, from the notification poll’s answer 10 s after start', async () => {
    const asked = renderAlert(true, 7);
    await waitFor(() => expect(asked.viewer).toBe(1));
    await seconds(APPROVAL_POLL_MS / 1_000 - 1);
    expect(screen.queryByText(ALERT)).toBeNull();
    await seconds(2);
    expect(await screen.findByText(ALERT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review Order Approvals' })).toHaveAttribute(
      'href',
      '/administration/order-requests',
    );
  });

  it('stays silent for a buyer who is neither admin nor supervisor', async () => {
    const asked = renderAlert(false, 7);
    await waitFor(() => expect(asked.viewer).toBe(1));
    await seconds(15);
    answer(8);
    await seconds(1);
    expect(screen.queryByText(ALERT)).toBeNull();
  });

  it('stays silent while nothing waits, and shows when a request comes', async () => {
    renderAlert(true, 0);
    await seconds(12);
    expect(screen.queryByText(ALERT)).toBeNull();
    answer(9);
    expect(await screen.findByText(ALERT)).toBeInTheDocument();
  });

  it('is dismissed until a newer request waits, across a reload of the page', async () => {
    renderAlert(true, 7);
    await seconds(11);
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(ALERT)).toBeNull();
    // The same request still waits: further answers and a reload of the page do not bring the alert back.
    answer(7);
    await seconds(10);
    expect(screen.queryByText(ALERT)).toBeNull();
    cleanup();
    renderAlert(true, 7);
    await seconds(11);
    expect(screen.queryByText(ALERT)).toBeNull();
    // A newer request is a new event.
    answer(12);
    expect(await screen.findByText(ALERT)).toBeInTheDocument();
  });
});
