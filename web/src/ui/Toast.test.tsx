import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { clockTest as it } from '../testing/clock';
import { NOTIFICATION_MS, ToastProvider, useNotify } from './Toast';

function Notifier() {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify('Log In successful')}>
      Notify
    </button>
  );
}

describe('notifications', () => {
  it('last 5000 ms, then disappear', ({ clock }) => {
    render(
      <ToastProvider>
        <Notifier />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getByRole('status')).toHaveTextContent('Log In successful');
    expect(NOTIFICATION_MS).toBe(5000);
    act(() => {
      clock.advanceTimersByTime(4999);
    });
    expect(screen.getByText('Log In successful')).toBeInTheDocument();
    act(() => {
      clock.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Log In successful')).not.toBeInTheDocument();
  });
});
