import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_MS, ToastProvider, useNotify } from './Toast';

function Notifier() {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify('Log In successful')}>
      Notify
    </button>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('notifications', () => {
  it('last 5000 ms, then disappear', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Notifier />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getByRole('status')).toHaveTextContent('Log In successful');
    expect(NOTIFICATION_MS).toBe(5000);
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Log In successful')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Log In successful')).not.toBeInTheDocument();
  });
});
