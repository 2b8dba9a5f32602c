import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './client.ts';

describe('retry backoff', () => {
  it('grows with each attempt and stays within its jitter window', () => {
    expect(retryDelayMs(1, () => 0)).toBe(25);
    expect(retryDelayMs(1, () => 0.999)).toBeLessThan(75);
    expect(retryDelayMs(2, () => 0)).toBe(50);
  });

  it('spreads the retries of many callers instead of sending them in step', () => {
    const delays = Array.from({ length: 200 }, () => retryDelayMs(1));
    expect(delays.every((delay) => delay >= 25 && delay < 75)).toBe(true);
    expect(Math.max(...delays) - Math.min(...delays)).toBeGreaterThan(25);
    expect(new Set(delays.map((delay) => Math.floor(delay / 5))).size).toBeGreaterThan(5);
  });
});
