import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../testing/api';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { APPROVAL_ALERT, APPROVAL_POLL_MS, ApprovalAlert } from './ApprovalAlert';
import { ApprovalAlertViewerDocument, ApprovalsAwaitingCountDocument } from './CartRequests.generated';

/**
 * The alert above every page (app/Layout.tsx) for a viewer who is a supervisor or not, with
 * `awaiting` requests waiting for them (the test may change `asked.awaiting` later). The clock is
 * fake (it still runs): a test moves it on a second at a time. Returns how often the count was asked.
 */
function renderAlert(isSupervisor: boolean, awaiting: number) {
  const asked = { viewer: 0, count: 0, awaiting };
  server.use(
    api.query(ApprovalAlertViewerDocument, () => {
      asked.viewer += 1;
      return HttpResponse.json({
        data: {
          __typename: 'Query',
          viewer: { __typename: 'Viewer', id: 'u1', isSupervisor, roles: ['USER'], sessionMode: 'STANDARD' },
        },
      });
    }),
    api.query(ApprovalsAwaitingCountDocument, () => {
      asked.count += 1;
      return HttpResponse.json({ data: { __typename: 'Query', approvalsAwaitingCount: asked.awaiting } });
    }),
  );
  vi.useFakeTimers({ shouldAdvanceTime: true });
  renderRoute(<ApprovalAlert />, { path: '/my-account/orders' });
  return asked;
}

// Unmounted before the real clock is back, so no poll of one test reaches the next one's gateway.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  sessionStorage.clear();
});

/** Moves the clock on a second at a time (the page renders in between), at most `seconds`, until `done`. */
async function secondsUntil(seconds: number, done: () => boolean) {
  for (let i = 0; i < seconds && !done(); i += 1) await vi.advanceTimersByTimeAsync(1_000);
}

describe('the approval alert', () => {
  it('tells a supervisor when the count of requests awaiting them grows (first poll after 10 s)', async () => {
    const asked = renderAlert(true, 1);
    await waitFor(() => expect(asked.viewer).toBe(1));
    await secondsUntil(APPROVAL_POLL_MS / 1_000 - 1, () => false);
    expect(asked.count).toBe(0);
    await secondsUntil(5, () => asked.count > 0);
    expect(asked.count).toBe(1);
    expect(await screen.findByText(APPROVAL_ALERT)).toBeInTheDocument();
  });

  it('stays silent for a buyer who is neither admin nor supervisor', async () => {
    const asked = renderAlert(false, 3);
    await waitFor(() => expect(asked.viewer).toBe(1));
    await secondsUntil((3 * APPROVAL_POLL_MS) / 1_000, () => asked.count > 0);
    expect(asked.count).toBe(0);
    expect(screen.queryByText(APPROVAL_ALERT)).toBeNull();
  });

  it('is dismissed until more requests wait, across a reload of the page', async () => {
    const asked = renderAlert(true, 1);
    await secondsUntil(15, () => asked.count > 0);
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(APPROVAL_ALERT)).toBeNull();
    // The same request still waits: polls and a reload of the page do not bring the alert back.
    await secondsUntil(25, () => asked.count > 2);
    expect(asked.count).toBe(3);
    cleanup();
    const reloaded = renderAlert(true, 1);
    await secondsUntil(15, () => reloaded.count > 0);
    expect(reloaded.count).toBe(1);
    expect(screen.queryByText(APPROVAL_ALERT)).toBeNull();
    // A second request is a new event.
    reloaded.awaiting = 2;
    await secondsUntil(15, () => reloaded.count > 1);
    expect(await screen.findByText(APPROVAL_ALERT)).toBeInTheDocument();
  });
});
