import { act, render, screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { clockTest as it } from '../../testing/clock';
import { messages } from '../../lib/messages';
import { ORDER_WARNING_MS, OrderProcessingModal } from './OrderProcessingModal';

describe('the order loading modal', () => {
  it('asks not to refresh or resubmit, and after five minutes points to My Orders', ({ clock }) => {
    render(<OrderProcessingModal isOpen />);
    expect(screen.getByText(messages.orderProcessing)).toBeInTheDocument();
    expect(screen.queryByText(/more than five minutes/)).not.toBeInTheDocument();
    act(() => {
      clock.advanceTimersByTime(ORDER_WARNING_MS - 1_000);
    });
    expect(screen.queryByText(/more than five minutes/)).not.toBeInTheDocument();
    act(() => {
      clock.advanceTimersByTime(1_000);
    });
    expect(screen.getByRole('status')).toHaveTextContent(messages.orderProcessingLong);
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/my-account/orders');
  });
});
