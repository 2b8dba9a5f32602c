import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from './circuit-breaker.ts';

describe('CircuitBreaker', () => {
  it('opens after the threshold of consecutive failures and fails fast', () => {
    let now = 0;
    const breaker = new CircuitBreaker({ threshold: 3, openMs: 1000, now: () => now });
    for (let i = 0; i < 3; i += 1) {
      expect(breaker.tryAcquire()).toBe(true);
      breaker.onFailure();
    }
    expect(breaker.state).toBe('open');
    expect(breaker.tryAcquire()).toBe(false);
    now = 999;
    expect(breaker.tryAcquire()).toBe(false);
  });

  it('lets one probe through when half-open and closes on its success', () => {
    let now = 0;
    const breaker = new CircuitBreaker({ threshold: 1, openMs: 100, now: () => now });
    breaker.onFailure();
    now = 150;
    expect(breaker.state).toBe('half-open');
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(false);
    breaker.onSuccess();
    expect(breaker.state).toBe('closed');
    expect(breaker.tryAcquire()).toBe(true);
  });

  it('reopens when the probe fails', () => {
    let now = 0;
    const breaker = new CircuitBreaker({ threshold: 1, openMs: 100, now: () => now });
    breaker.onFailure();
    now = 150;
    expect(breaker.tryAcquire()).toBe(true);
    breaker.onFailure();
    expect(breaker.state).toBe('open');
  });
});
