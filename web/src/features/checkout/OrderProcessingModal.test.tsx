import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../lib/messages';
import { ORDER_WARNING_MS, OrderProcessingModal } from './OrderProcessingModal';

describe('the order loading modal', () => {
  afterEach(() => vi.useRealTimers());

  it('asks not to refresh or resubmit, and after five minutes points to My Orders', () => {
    vi.useFakeTimers();
    render(<OrderProcessingModal isOpen />);
    expect(screen.getByText(messages.orderProcessing)).toBeInTheDocument();
    expect(screen.queryByText(/more than five minutes/)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(ORDER_WARNING_MS - 1_000));
    expect(screen.queryByText(/more than five minutes/)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('status')).toHaveTextContent(messages.orderProcessingLong);
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/my-account/orders');
  });
});
