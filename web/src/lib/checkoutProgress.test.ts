import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutStep, getProgress, orderSessionKey, resetCheckout, setProgress } from './checkoutProgress';

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
});
