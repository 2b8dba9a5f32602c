import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CheckoutStep,
  completeApproval,
  completeCheckout,
  getProgress,
  orderSessionKey,
  readApproval,
  readConfirmation,
  resetCheckout,
  setProgress,
} from './checkoutProgress';

afterEach(() => {
  vi.restoreAllMocks();
  resetCheckout();
});

describe('checkout progress', () => {
  it('keeps the step and the idempotency key in sessionStorage', () => {
    setProgress(CheckoutStep.payment);
    expect(sessionStorage.getItem('checkout.progress')).toBe('4');
    expect(orderSessionKey()).toBe(orderSessionKey());
  });

  it('keeps them in memory where the browser denies storage (a framed punch-out store)', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(getProgress()).toBe(CheckoutStep.cart);
    setProgress(CheckoutStep.review);
    expect(getProgress()).toBe(CheckoutStep.review);
    const key = orderSessionKey();
    expect(key).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(orderSessionKey()).toBe(key);
  });

  it('reads back the confirmation or approval request a finished checkout kept, and nothing else', () => {
    expect(readConfirmation()).toBeNull();
    completeCheckout(JSON.stringify({ orderNumber: '1045901-00' }));
    expect(readConfirmation()).toEqual({ orderNumber: '1045901-00' });
    completeApproval(JSON.stringify({ id: 'R-7', approvers: [] }));
    expect(readApproval()).toEqual({ id: 'R-7', approvers: [] });
    completeCheckout('{"orderNumber": ');
    expect(readConfirmation()).toBeNull();
    completeCheckout(JSON.stringify({ id: 'R-7' }));
    expect(readConfirmation()).toBeNull();
  });
});
